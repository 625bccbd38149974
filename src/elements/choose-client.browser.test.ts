import { expect } from 'chai';
import { getPortalRuntime } from '../core/runtime/portal-runtime.ts';
import { after, afterEach, before, describe, it } from '../ui/element/mocha-globals.ts';
import {
  logInAs,
  mountElement,
  pageText,
  removeMounted,
  rows,
  shadowOf,
  until,
} from '../ui/testing/element-test-kit.ts';
import './orders/cp-orders.ts';
import './dashboard/cp-dashboard.ts';

/** The calls to `path` the page has made so far (the browser's resource timing). */
const callsTo = (path: string) =>
  performance.getEntriesByType('resource').filter((entry) => entry.name.includes(path)).length;

const chooseClientText = (element: HTMLElement) =>
  shadowOf(element)?.querySelector('[part="choose-client"]')?.textContent ?? '';

describe('an element showing one client’s data, for staff', () => {
  before(async () => {
    await logInAs('staff@example.com');
  });
  after(() => getPortalRuntime().tokens.clear());
  afterEach(() => {
    removeMounted('cp-orders');
    removeMounted('cp-dashboard');
    getPortalRuntime().preferences.set({ selectedClientId: null, selectedClient: null });
  });

  it('given no client chosen and no client-id, it says "choose a client" (translated), with no error and no call', async () => {
    getPortalRuntime().preferences.set({ selectedClientId: null, selectedClient: null });
    const before = {
      orders: callsTo('/Order/GetOrdersTable'),
      recent: callsTo('/Dashboard/GetRecentOrders'),
    };
    const orders = mountElement('cp-orders', 'lang="de"');
    const dashboard = mountElement('cp-dashboard', 'lang="nl"');
    await until(() => chooseClientText(orders) && chooseClientText(dashboard));
    expect(chooseClientText(orders)).to.contain('Kunden wählen');
    expect(chooseClientText(dashboard)).to.contain('Kies een klant');
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const element of [orders, dashboard]) {
      expect(shadowOf(element).querySelector('cp-sl-alert[variant="danger"]')).to.equal(null);
    }
    expect(callsTo('/Order/GetOrdersTable')).to.equal(before.orders);
    expect(callsTo('/Dashboard/GetRecentOrders')).to.equal(before.recent);
  });

  it('given a client picked on the page, every such element shows that client’s data', async () => {
    getPortalRuntime().preferences.set({ selectedClientId: null, selectedClient: null });
    const orders = mountElement('cp-orders', 'lang="en"');
    await until(() => chooseClientText(orders));
    getPortalRuntime().preferences.set({
      selectedClientId: 1002,
      selectedClient: { clientId: 1002, displayName: 'Müller Kartonagen GmbH' },
    });
    await until(() => rows(orders).length === 10);
    expect(pageText(orders)).to.match(/^1–10 of [\d,]+$/);
    expect(chooseClientText(orders)).to.equal('');
  });

  it('given client-id, it shows that client without any pick', async () => {
    getPortalRuntime().preferences.set({ selectedClientId: null, selectedClient: null });
    const orders = mountElement('cp-orders', 'lang="en" client-id="1003"');
    await until(() => rows(orders).length === 10);
    expect(chooseClientText(orders)).to.equal('');
  });
});
