import { expect } from 'chai';
import { afterEach, before, describe, it } from '../../ui/element/mocha-globals.ts';
import {
  logInAs,
  mountElement,
  removeMounted,
  rows,
  shadowOf,
  until,
} from '../../ui/testing/element-test-kit.ts';
import { listElementSuite } from '../../ui/testing/list-element-suite.ts';
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

  listElementSuite({
    tag: 'cp-invoices',
    panel: '.invoices',
    paging: { noun: 'invoices' },
    sort: { noun: 'invoice number', title: 'Invoice number', values: invoiceNumbers },
    search: { values: invoiceNumbers, missing: 'no-such-invoice-zzz' },
    allRows: { noun: 'invoice' },
    exportView: { name: 'invoices' },
    reprint: { noun: 'an invoice', label: 'Reprint invoice' },
    languages: {
      dutchHeader: 'Factuurnummer',
      englishHeader: 'Invoice number',
      dutchText: { selector: '.title', text: 'Facturen' },
    },
  });

  it('marks an overdue invoice with colour, an icon and the word "overdue"', async () => {
    const element = mount('lang="en" page-size="100"');
    element.style.width = '2400px';
    await until(() => rows(element).length > 10);
    const overdue = await until(() => shadowOf(element).querySelector<HTMLTableRowElement>('tr.overdue'));
    const daysDueCell = cell(overdue, 'daysDue') as HTMLTableCellElement;
    expect(daysDueCell.querySelector('cp-sl-icon')).to.not.equal(null);
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
});
