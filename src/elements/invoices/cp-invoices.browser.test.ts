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
import './cp-invoices.ts';

const mount = (attributes = '') => mountElement('cp-invoices', attributes);
/** A row's cell of one column; a column folded into the row's details has none. */
const cell = (row: HTMLTableRowElement, key: string) => row.querySelector(`td[data-column="${key}"]`);
const invoiceNumbers = (element: HTMLElement) =>
  rows(element).map((row) => cell(row, 'invoiceNumber')?.textContent ?? '');

describe('<cp-invoices>', () => {
  before(async () => {
    await logInAs('customer@example.com');
  });

  afterEach(() => removeMounted('cp-invoices'));

  it('shows a skeleton, then the first page of invoices; pages forward and back', async () => {
    const element = mount('lang="en"');
    await until(() => shadowOf(element)?.querySelector('.skeleton'));
    await until(() => rows(element).length === 10);
    expect(shadowOf(element).querySelector('.skeleton')).to.equal(null);
    expect(pageText(element)).to.match(/^1–10 of [\d,]+$/);
    const firstPage = rows(element)
      .map((row) => row.textContent)
      .join();

    iconButton(element, 'Next page').click();
    await until(() => pageText(element).startsWith('11–20'));
    await until(
      () =>
        rows(element)
          .map((row) => row.textContent)
          .join() !== firstPage,
    );
    iconButton(element, 'Previous page').click();
    await until(() => pageText(element).startsWith('1–10'));
    await until(
      () =>
        rows(element)
          .map((row) => row.textContent)
          .join() === firstPage,
    );
  });

  it('cycles the invoice number sort ascending, descending, off', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const sortButton = () =>
      headerCell(element, 'Invoice number').querySelector('button') as HTMLButtonElement;
    sortButton().click();
    await until(() => headerCell(element, 'Invoice number').getAttribute('aria-sort') === 'ascending');
    await until(() => {
      const numbers = invoiceNumbers(element);
      return numbers.join() === [...numbers].sort().join() && idle(element);
    });
    const ascending = invoiceNumbers(element);
    sortButton().click();
    await until(() => headerCell(element, 'Invoice number').getAttribute('aria-sort') === 'descending');
    await until(() => invoiceNumbers(element)[0] !== ascending[0] && idle(element));
    const descending = invoiceNumbers(element);
    expect(descending.join()).to.equal([...descending].sort().reverse().join());
    sortButton().click();
    await until(() => headerCell(element, 'Invoice number').getAttribute('aria-sort') === 'none');
  });

  it('searches, and shows "No data available" for a search that matches nothing', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const first = invoiceNumbers(element)[0] as string;
    await search(element, first);
    await until(
      () => rows(element).length > 0 && invoiceNumbers(element).every((number) => number === first),
    );
    await search(element, 'no-such-invoice-zzz');
    const empty = await until(() => shadowOf(element).querySelector('.no-data'));
    expect(empty.textContent).to.equal('No data available');
    expect(pageText(element)).to.equal('0–0 of 0');
  });

  it('given page-size -1 (All), it loads every invoice of the client', async () => {
    const element = mount('lang="en" page-size="-1"');
    await until(() => pageText(element).includes(' of ') && idle(element) && rows(element).length > 10);
    const total = Number(pageText(element).split(' of ')[1]?.replaceAll(',', ''));
    expect(pageText(element)).to.equal(`1–${total} of ${total}`);
    expect(rows(element).length).to.be.at.most(total);
  });

  it('marks an overdue invoice with colour, an icon and the word "overdue"', async () => {
    const element = mount('lang="en" page-size="100"');
    element.style.width = '2400px';
    await until(() => rows(element).length > 10);
    const overdue = await until(() => shadowOf(element).querySelector<HTMLTableRowElement>('tr.overdue'));
    const daysDueCell = cell(overdue, 'daysDue') as HTMLTableCellElement;
    expect(daysDueCell.querySelector('sl-icon')).to.not.equal(null);
    expect(daysDueCell.textContent).to.match(/^\d+Overdue$/);
    expect(cell(overdue, 'datePaid')?.textContent, 'no date paid').to.equal('');
    expect(getComputedStyle(daysDueCell.querySelector('.overdue-flag') as HTMLElement).color).to.equal(
      'rgb(183, 28, 28)',
    );
    const paid = rows(element).find(
      (row) => cell(row, 'datePaid')?.textContent !== '',
    ) as HTMLTableRowElement;
    expect(paid.classList.contains('overdue')).to.equal(false);
  });

  it('shows a foreign amount in its own currency', async () => {
    const element = mount('lang="en" page-size="100"');
    element.style.width = '2400px';
    await until(() => rows(element).length > 10);
    const foreign = rows(element).find(
      (row) => cell(row, 'currency')?.textContent !== 'EUR',
    ) as HTMLTableRowElement;
    const currency = cell(foreign, 'currency')?.textContent as string;
    const symbols: Record<string, string> = { USD: '$', GBP: '£', CNY: 'CN¥', SEK: 'SEK' };
    expect(cell(foreign, 'amountExclVatForeign')?.textContent).to.contain(symbols[currency]);
    expect(cell(foreign, 'amountExclVatEur')?.textContent).to.contain('€');
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
    expect(downloads[0]?.download).to.match(/^invoices-.+-\d{4}-\d{2}-\d{2}-page-1\.xlsx$/);
    const blob = await (await fetch(downloads[0]?.href as string)).blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(blob.size).to.be.greaterThan(1000);
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0), 'a zip (xlsx) file').to.equal('PK');
  });

  it('reprints an invoice: the PDF opens in the tab opened on click', async () => {
    const element = mount('lang="en"');
    await until(() => rows(element).length === 10);
    const tab = { closed: false, location: { href: '' }, close() {} };
    const open = window.open;
    window.open = () => tab as unknown as Window;
    try {
      const reprint = [
        ...(rows(element)[0]?.querySelectorAll<HTMLElement & { label: string }>('sl-icon-button') ?? []),
      ].find((button) => button.label === 'Reprint invoice') as HTMLElement;
      reprint.click();
      await until(() => tab.location.href.startsWith('blob:'), 10_000);
    } finally {
      window.open = open;
    }
    const pdf = await (await fetch(tab.location.href)).blob();
    expect(pdf.type).to.equal('application/pdf');
    expect(await pdf.slice(0, 5).text()).to.equal('%PDF-');
  });

  it('given a client the user may not see, it replaces the table with an alert', async () => {
    const element = mount('lang="en" client-id="999999"');
    const alert = await until(() => shadowOf(element)?.querySelector('sl-alert[variant="danger"]'));
    // The API's reason (403), not the generic text; in the language the calls carry (the page's).
    expect(alert.textContent).to.match(/You may not act for this client|U mag niet voor deze klant optreden/);
    expect(shadowOf(element).querySelector('table')).to.equal(null);
  });

  it('speaks Dutch with lang="nl" and English with lang="en"', async () => {
    const dutch = mount('lang="nl"');
    await until(() => rows(dutch).length === 10);
    expect(headerCell(dutch, 'Factuurnummer')).to.not.equal(undefined);
    expect(shadowOf(dutch).querySelector('.title')?.textContent).to.equal('Facturen');
    expect(rowsPerPageLabel(dutch)).to.equal('Rijen per pagina');
    const english = mount('lang="en"');
    await until(() => rows(english).length === 10);
    expect(headerCell(english, 'Invoice number')).to.not.equal(undefined);
    expect(rowsPerPageLabel(english)).to.equal('Rows per page');
  });

  it('given theme="dark", it wears the dark surface colour', async () => {
    const element = mount('lang="en" theme="dark"');
    await until(() => rows(element).length === 10);
    const section = shadowOf(element).querySelector('.invoices') as HTMLElement;
    expect(getComputedStyle(section).backgroundColor).to.equal('rgb(55, 55, 55)');
    const light = mount('lang="en" theme="light"');
    await until(() => rows(light).length === 10);
    expect(
      getComputedStyle(shadowOf(light).querySelector('.invoices') as HTMLElement).backgroundColor,
    ).to.equal('rgb(255, 255, 255)');
  });

  it('has no serious or critical accessibility violations, light and dark', async () => {
    const light = mount('lang="en"');
    const dark = mount('lang="en" theme="dark"');
    await until(() => rows(dark).length === 10 && rows(light).length === 10);
    expect(await seriousViolations(document.body)).to.deep.equal([]);
  });
});
