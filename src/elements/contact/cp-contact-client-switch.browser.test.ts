import { expect } from 'chai';
import { getPortalRuntime } from '../../core/runtime/portal-runtime.ts';
import { after, afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  choose,
  logInAs,
  mountElement,
  removeMounted,
  type SlElement,
  shadowOf,
  type,
  until,
} from '../../ui/testing/element-test-kit.ts';
import './cp-contact.ts';

const CLIENTS = {
  1002: 'Müller Kartonagen GmbH',
  1003: 'Brightwell Print Ltd',
  1004: 'Shanghai Huamei Packaging Co., Ltd.',
} as const;

/** Chooses a client as the host's drawer does: the page-wide preferences change, every element follows. */
function selectClient(clientId: keyof typeof CLIENTS) {
  getPortalRuntime().preferences.set({
    selectedClientId: clientId,
    selectedClient: { clientId, displayName: CLIENTS[clientId] },
  });
}

/** The bodies of the SendMessage requests the page sent (axios sends through XHR). */
const sentBodies: Record<string, unknown>[] = [];
const originalOpen = XMLHttpRequest.prototype.open;
const originalSend = XMLHttpRequest.prototype.send;
const sendMessageRequests = new WeakSet<XMLHttpRequest>();
XMLHttpRequest.prototype.open = function open(this: XMLHttpRequest, _method: string, url: string | URL) {
  if (String(url).includes('/Contact/SendMessage')) sendMessageRequests.add(this);
  // biome-ignore lint/complexity/noArguments: pass open's optional arguments on unchanged.
  return originalOpen.apply(this, arguments as unknown as Parameters<typeof originalOpen>);
} as typeof XMLHttpRequest.prototype.open;
XMLHttpRequest.prototype.send = function send(
  this: XMLHttpRequest,
  body?: Document | XMLHttpRequestBodyInit | null,
) {
  if (sendMessageRequests.has(this) && typeof body === 'string') sentBodies.push(JSON.parse(body));
  return originalSend.call(this, body);
};

/** A field of the form by its name (Shoelace keeps `name` a property, not an attribute). */
const field = (element: HTMLElement, name: string) =>
  [
    ...shadowOf(element).querySelectorAll<SlElement & { name: string }>(
      'cp-sl-input, cp-sl-select, cp-sl-textarea',
    ),
  ].find((candidate) => candidate.name === name) as SlElement;
const shownValue = (element: HTMLElement, name: string) => field(element, name)?.value;
const notice = (element: HTMLElement) =>
  shadowOf(element).querySelector<HTMLElement>('[part="client-changed"]')?.textContent ?? '';

describe('<cp-contact> for an agent switching clients', () => {
  before(async () => {
    await logInAs('agent@example.com');
  });
  after(() => {
    getPortalRuntime().tokens.clear();
    getPortalRuntime().preferences.set({ selectedClientId: null, selectedClient: null });
  });
  afterEach(() => {
    removeMounted('cp-contact');
    sentBodies.length = 0;
  });

  it('given two client switches, every prefilled field follows and the message goes out with the second client’s values only', async () => {
    selectClient(1002);
    const element = mountElement('cp-contact', 'lang="nl"');
    await until(() => shownValue(element, 'customerNumber') === 'C-1002');
    expect(shownValue(element, 'customerCountry')).to.equal('Duitsland');
    await until(() => shownValue(element, 'salesManagerId') === '2');

    selectClient(1004);
    await until(() => shownValue(element, 'customerNumber') === 'C-1004');
    expect(shownValue(element, 'customerDisplayName')).to.equal(CLIENTS[1004]);
    expect(shownValue(element, 'customerCountry')).to.equal('China');
    // Two account managers: none chosen for the user, and not the previous client's.
    await until(() => shownValue(element, 'salesManagerId') === '');

    selectClient(1003);
    await until(() => shownValue(element, 'customerNumber') === 'C-1003');
    expect(shownValue(element, 'customerDisplayName')).to.equal(CLIENTS[1003]);
    expect(shownValue(element, 'customerCountry')).to.equal('Verenigd Koninkrijk');
    await until(() => shownValue(element, 'salesManagerId') === '3');
    expect(notice(element)).to.equal('');

    await choose(field(element, 'messageType'), 'Question');
    type(field(element, 'message'), 'Kan de afroep naar week 50?');
    (shadowOf(element).querySelector('form') as HTMLFormElement).requestSubmit();
    await until(() => shadowOf(element).querySelector('.contact__sent'));
    expect(sentBodies).to.have.length(1);
    expect(sentBodies[0]).to.include({
      customerDisplayName: CLIENTS[1003],
      customerNumber: 'C-1003',
      customerCountry: 'Verenigd Koninkrijk',
      salesManagerId: 3,
    });
  });

  it('given a field the user edited, a client switch keeps it and says so; the untouched fields follow', async () => {
    selectClient(1002);
    const element = mountElement('cp-contact', 'lang="nl"');
    await until(() => shownValue(element, 'customerNumber') === 'C-1002');
    type(field(element, 'customerDisplayName'), 'Müller Kartonagen, werk Bielefeld');

    selectClient(1003);
    await until(() => shownValue(element, 'customerNumber') === 'C-1003');
    expect(shownValue(element, 'customerCountry')).to.equal('Verenigd Koninkrijk');
    expect(shownValue(element, 'customerDisplayName')).to.equal('Müller Kartonagen, werk Bielefeld');
    const text = await until(() => notice(element));
    expect(text).to.contain('Brightwell Print Ltd');
    expect(text).to.contain('Klantnaam');
    // Announced to screen readers too (Shoelace's alert has role alert).
    const alert = shadowOf(element).querySelector('[part="client-changed"]') as HTMLElement;
    expect(alert.shadowRoot?.querySelector('[role="alert"]')).to.not.equal(null);

    // Back to a client whose values the untouched fields take again; the edited name stays.
    selectClient(1002);
    await until(() => shownValue(element, 'customerNumber') === 'C-1002');
    expect(shownValue(element, 'customerCountry')).to.equal('Duitsland');
    expect(shownValue(element, 'customerDisplayName')).to.equal('Müller Kartonagen, werk Bielefeld');
  });
});
