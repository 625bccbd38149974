import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  headerCell,
  idle,
  logInAs,
  mountElement,
  pageText,
  removeMounted,
  rows,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { listElementSuite } from '../../ui/testing/list-element-suite.ts';
import { answerMalformed, contractErrorOf } from '../../ui/testing/malformed-answer.ts';
import './cp-orders.ts';

const mount = (attributes = '') => mountElement('cp-orders', attributes);
/** A row's cell of one column; a column folded into the row's details has none. */
const cell = (row: HTMLTableRowElement, key: string) => row.querySelector(`td[data-column="${key}"]`);
const orderNumbers = (element: HTMLElement) =>
  rows(element).map((row) => cell(row, 'orderNumber')?.textContent ?? '');

describe('<cp-orders>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted('cp-orders'));

  listElementSuite({
    tag: 'cp-orders',
    panel: '.orders',
    paging: { noun: 'orders', identity: (element) => orderNumbers(element).join() },
    sort: { noun: 'order column', title: 'Order', values: orderNumbers },
    search: { values: orderNumbers, missing: 'no-such-order-zzz' },
    exportView: { name: 'orders' },
    reprint: { noun: 'an order', label: 'Reprint order' },
    languages: { dutchHeader: 'Orderdatum', englishHeader: 'Date order' },
  });

  it('given a sort is cycled ascending, descending, off, "off" brings back the server\'s own order of rows', async () => {
    const element = mount('lang="en"');
    // Wide enough for every column: the weight's title is there to click.
    element.style.width = '2400px';
    await until(() => rows(element).length === 10 && idle(element));
    // Newest first follows the order numbers, so the weight column is cycled: both its directions
    // differ from the server's order, and only a real "off" brings that order back.
    const serverOrder = orderNumbers(element);
    const WEIGHT = 'Theoretical nett weight';
    const weights = () =>
      rows(element).map((row) =>
        Number(cell(row, 'theoreticalNettWeightKg')?.textContent?.replace(/[^\d.]/g, '')),
      );
    const sortWeight = () => headerCell(element, WEIGHT).querySelector('button') as HTMLButtonElement;
    sortWeight().click();
    await until(() => headerCell(element, WEIGHT).getAttribute('aria-sort') === 'ascending');
    await until(() => idle(element) && weights().join() === [...weights()].sort((a, b) => a - b).join());
    expect(orderNumbers(element).join()).to.not.equal(serverOrder.join());
    sortWeight().click();
    await until(() => headerCell(element, WEIGHT).getAttribute('aria-sort') === 'descending');
    await until(() => idle(element) && weights().join() === [...weights()].sort((a, b) => b - a).join());
    expect(orderNumbers(element).join()).to.not.equal(serverOrder.join());
    sortWeight().click();
    await until(() => headerCell(element, WEIGHT).getAttribute('aria-sort') === 'none');
    await until(() => idle(element) && orderNumbers(element).join() === serverOrder.join());
    expect(pageText(element)).to.match(/^1–10 of /);
  });

  it('given page-size -1 (All), it shows the total from the first window and keeps few rows in the DOM', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => shadowOf(element)?.querySelector('.scroll.virtual'), 15_000);
    const total = Number(pageText(element).split(' of ')[1]?.replaceAll(',', ''));
    expect(total).to.be.greaterThan(100);
    expect(rows(element).length).to.be.lessThan(80);
  });

  it('given a 100-row page sorted through the API client, the answer travels compressed and shows decoded', async () => {
    const element = mount('lang="en" page-size="100"');
    element.style.width = '2400px';
    await until(() => rows(element).length === 100 && idle(element), 15_000);
    // The buffer holds 250 entries, filled by the test modules loaded before.
    performance.clearResourceTimings();
    const started = performance.now();
    (headerCell(element, 'Order').querySelector('button') as HTMLButtonElement).click();
    await until(() => headerCell(element, 'Order').getAttribute('aria-sort') === 'ascending');
    await until(() => idle(element) && rows(element).length === 100);
    // Resource Timing: fewer bytes came over the wire than the answer holds (the server's brotli or
    // gzip, issue 29 §4), and axios read the decoded JSON all the same.
    const call = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/Order/GetOrdersTable') && entry.startTime >= started)
      .at(-1) as PerformanceResourceTiming | undefined;
    expect(call, 'the sort asked GetOrdersTable').to.not.equal(undefined);
    expect(call?.decodedBodySize).to.be.greaterThan(10_000);
    expect(call?.encodedBodySize).to.be.lessThan((call?.decodedBodySize ?? 0) / 2);
  });

  it('asks the host to open a load number, never navigating itself', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const link = await until(() => shadowOf(element).querySelector<HTMLButtonElement>('.link-button'));
    const events: CustomEvent<{ path: string }>[] = [];
    const listener = (event: CustomEvent<{ path: string }>) => events.push(event);
    document.addEventListener('cp-navigate', listener);
    const before = location.href;
    link.click();
    document.removeEventListener('cp-navigate', listener);
    expect(events[0]?.detail.path).to.equal(`/track-and-traces/road/${link.textContent}`);
    expect(location.href).to.equal(before);
  });

  it('given an answer that breaks the contract, it shows the load error, and the call fails with the contract error naming the place', async () => {
    const restore = answerMalformed('/Order/GetOrdersTable', { items: [{ id: 'one' }], total: 1 });
    try {
      const element = mount('lang="en"');
      const alert = await until(() => shadowOf(element)?.querySelector('cp-sl-alert[variant="danger"]'));
      expect(alert.textContent).to.contain('There was an error loading the data');
      expect(shadowOf(element).querySelector('table')).to.equal(null);
      const error = await until(() => contractErrorOf('/Order/GetOrdersTable'));
      expect(error.message).to.match(
        /^The answer of \/Order\/GetOrdersTable does not match the contract: \/items\/0 must have required properties orderNumber, .*; \/items\/0\/id must be integer$/,
      );
    } finally {
      restore();
    }
  });
});
