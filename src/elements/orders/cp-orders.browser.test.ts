import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  headerCell,
  iconButton,
  idle,
  logInAs,
  mountElement,
  pageText,
  removeMounted,
  rows,
  rowsPerPageLabel,
  search,
  seriousViolations,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
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

  it('shows a skeleton, then the first page of orders; pages forward and back', async () => {
    const element = mount('lang="en"');
    await until(() => shadowOf(element)?.querySelector('.skeleton'));
    await until(() => rows(element).length === 10);
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    expect(pageText(element)).to.match(/^1–10 of [\d,]+$/);
    const firstPage = orderNumbers(element);

    iconButton(element, 'Next page').click();
    await until(() => pageText(element).startsWith('11–20'));
    await until(() => orderNumbers(element).join() !== firstPage.join());
    iconButton(element, 'Previous page').click();
    await until(() => pageText(element).startsWith('1–10'));
    await until(() => orderNumbers(element).join() === firstPage.join());
  });

  it('cycles the order column sort ascending, descending, off', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const sortOrder = () => headerCell(element, 'Order').querySelector('button') as HTMLButtonElement;
    sortOrder().click();
    await until(() => headerCell(element, 'Order').getAttribute('aria-sort') === 'ascending');
    await until(() => {
      const numbers = orderNumbers(element);
      return (
        numbers.join() === [...numbers].sort().join() && !shadowOf(element).querySelector('.cp-loading-bar')
      );
    });
    const ascending = orderNumbers(element);
    sortOrder().click();
    await until(() => headerCell(element, 'Order').getAttribute('aria-sort') === 'descending');
    await until(
      () => orderNumbers(element)[0] !== ascending[0] && !shadowOf(element).querySelector('.cp-loading-bar'),
    );
    const descending = orderNumbers(element);
    expect(descending.join()).to.equal([...descending].sort().reverse().join());
    sortOrder().click();
    await until(() => headerCell(element, 'Order').getAttribute('aria-sort') === 'none');
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

  it('searches, and shows "No data available" for a search that matches nothing', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const first = orderNumbers(element)[0] as string;
    await search(element, first);
    await until(() => rows(element).length > 0 && orderNumbers(element).every((number) => number === first));
    await search(element, 'no-such-order-zzz');
    const empty = await until(() => shadowOf(element).querySelector('.no-data'));
    expect(empty.textContent).to.equal('No data available');
    expect(pageText(element)).to.equal('0–0 of 0');
  });

  it('given page-size -1 (All), it shows the total from the first window and keeps few rows in the DOM', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => shadowOf(element)?.querySelector('.scroll.virtual'), 15_000);
    const total = Number(pageText(element).split(' of ')[1]?.replaceAll(',', ''));
    expect(total).to.be.greaterThan(100);
    expect(rows(element).length).to.be.lessThan(80);
  });

  it('exports the current view as a real .xlsx named by the server', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const downloads: { href: string; download: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.download) downloads.push({ href: this.href, download: this.download });
      else click.call(this);
    };
    try {
      const exportButton = [...shadowOf(element).querySelectorAll('sl-button')].find((button) =>
        button.textContent?.includes('Export view'),
      ) as HTMLElement;
      exportButton.click();
      await until(() => downloads.length === 1, 10_000);
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(downloads[0]?.download).to.match(/^orders-.+-\d{4}-\d{2}-\d{2}-page-1\.xlsx$/);
    const blob = await (await fetch(downloads[0]?.href as string)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.size).to.be.greaterThan(1000);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('reprints an order: the PDF opens in the tab opened on click', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const tab = { closed: false, location: { href: '' }, close() {} };
    const open = window.open;
    window.open = () => tab as unknown as Window;
    try {
      const reprint = [
        ...(rows(element)[0]?.querySelectorAll<HTMLElement & { label: string }>('sl-icon-button') ?? []),
      ].find((button) => button.label === 'Reprint order') as HTMLElement;
      reprint.click();
      await until(() => tab.location.href.startsWith('blob:'), 10_000);
    } finally {
      window.open = open;
    }
    const pdf = await (await fetch(tab.location.href)).blob();
    expect(pdf.type).to.equal('application/pdf');
    expect(await pdf.slice(0, 5).text()).to.equal('%PDF-');
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

  it('given a client the user may not see, it replaces the table with an alert', async () => {
    const element = mount('lang="en" client-id="999999"');
    const alert = await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
    // The API's reason (403), not the generic text; in the language the calls carry (the page's).
    expect(alert.textContent).to.match(/You may not act for this client|U mag niet voor deze klant optreden/);
    expect(shadowOf(element).querySelector('table')).to.equal(null);
  });

  it('given an answer that breaks the contract, it shows the load error, and the call fails with the contract error naming the place', async () => {
    const restore = answerMalformed('/Order/GetOrdersTable', { items: [{ id: 'one' }], total: 1 });
    try {
      const element = mount('lang="en"');
      const alert = await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
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

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    await until(() => rows(dutch).length === 10);
    expect(headerCell(dutch, 'Orderdatum')).to.not.equal(undefined);
    expect(rowsPerPageLabel(dutch)).to.equal('Rijen per pagina');
    const english = mount('lang="en"');
    await until(() => rows(english).length === 10);
    expect(headerCell(english, 'Date order')).to.not.equal(undefined);
    expect(rowsPerPageLabel(english)).to.equal('Rows per page');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const element = mount('lang="en" theme="dark"');
    await until(() => rows(element).length === 10);
    const section = shadowOf(element).querySelector('.orders') as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).to.equal('rgb(55, 55, 55)');
    const light = mount('lang="en" theme="light"');
    await until(() => rows(light).length === 10);
    expect(
      getComputedStyle(shadowOf(light).querySelector('.orders') as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
  });

  it('has no serious or critical accessibility violations, light and dark', async () => {
    mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(dark).length === 10);
    await until(
      () =>
        document.querySelectorAll('cp-orders').length === 2 &&
        rows(document.querySelector('cp-orders') as HTMLElement).length === 10,
    );
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
