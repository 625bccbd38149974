import { QueryClient } from '@tanstack/react-query';
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, i18nReady } from '../../core/i18n/create-i18n.ts';
import type { TablePage } from '../../core/table/table-request.ts';
import { until } from '../testing/element-test-kit.ts';
import { elementSheets } from '../theme/theme.ts';
import { DataTable } from './DataTable.tsx';
import { dataTableStyles } from './data-table-styles.ts';
import type { DataTableColumn, DataTableProps } from './data-table-types.ts';

// Tables that keep their key figures in view (issue 24 §4): folding, clamping, identifiers, the
// scrollbar in view, and the cards' "sort by" label and empty values.

const i18nIn = { en: createI18n({ language: 'en' }), nl: createI18n({ language: 'nl' }) };
await Promise.all(Object.values(i18nIn).map((instance) => i18nReady(instance)));

declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

interface Order {
  id: number;
  orderNumber: string;
  customerOrderNumber: string;
  product: string | null;
  converting: string;
  pallets: number;
  weight: number;
  dateOrder: string;
}

const LONG_PRODUCT =
  'Gestreken duplexkarton, witte achterzijde GT1 300 g/m² in vellen met guillotine bijgesneden';

function orders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    orderNumber: String(4519986 - index),
    customerOrderNumber: `VD-PO-2611-${7000 - index}`,
    product: index === 1 ? null : LONG_PRODUCT,
    converting: 'In vellen – op pallet gewikkeld',
    pallets: 10 + index,
    weight: 12_000 + index,
    dateOrder: '2026-11-28',
  }));
}

/** Identifying and date columns never fold; the rest fold, converting first, product last. */
const orderColumns: DataTableColumn<Order>[] = [
  { key: 'orderNumber', header: 'Order', sortable: true, identifier: true },
  { key: 'customerOrderNumber', header: 'Order customer', identifier: true, fold: 2 },
  { key: 'product', header: 'Product', clamp: true, fold: 1 },
  { key: 'converting', header: 'Converting type', clamp: true, fold: 5 },
  { key: 'pallets', header: 'Pallets', kind: 'number', fold: 4 },
  { key: 'weight', header: 'Weight', kind: 'weight', sortable: true, fold: 3 },
  { key: 'dateOrder', header: 'Date order', kind: 'date', sortable: true },
];

const pageOf =
  (rows: Order[]) =>
  async (request: { page: number; itemsPerPage: number }): Promise<TablePage<Order>> => {
    const size = request.itemsPerPage === -1 ? rows.length : request.itemsPerPage;
    return { items: rows.slice((request.page - 1) * size, request.page * size), total: rows.length };
  };

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(
  props: Partial<DataTableProps<Order>>,
  width: string,
  language: keyof typeof i18nIn = 'en',
): ShadowRoot {
  host = document.createElement('div');
  host.style.width = width;
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = elementSheets('light', [dataTableStyles]);
  const container = document.createElement('div');
  container.className = 'cp-root sl-theme-light';
  shadow.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18nIn[language]}>
      <DataTable<Order>
        tableKey="orders-fit"
        columns={orderColumns}
        fetchPage={pageOf(orders(10))}
        queryClient={queryClient}
        {...props}
      />
    </I18nextProvider>,
  );
  return shadow;
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
  window.scrollTo(0, 0);
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodyRows = (shadow: ShadowRoot) => [
  ...shadow.querySelectorAll<HTMLTableRowElement>('tbody tr[part="row"]'),
];
const headers = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/[↑↓]/g, '').trim());
const scrollBox = (shadow: ShadowRoot) => shadow.querySelector('.scroll') as HTMLElement;
/** The lines a text takes in an element: the distinct tops of its text's line boxes. */
function lines(element: Element): number {
  const tops = new Set<number>();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
  }
  return tops.size;
}

describe('DataTable that fits its box', () => {
  it('given more columns than its box holds, folds the least important into each row’s details, keeping the identifying and date columns', async () => {
    const shadow = mount({}, '640px');
    await until(() => bodyRows(shadow).length === 10);
    await sleep(50);
    const box = scrollBox(shadow);
    expect(box.scrollWidth, 'no sideways scroll').to.be.at.most(box.clientWidth + 1);
    const shown = headers(shadow);
    for (const title of ['Order', 'Date order']) expect(shown).to.include(title);
    // The least important went first: the converting type folded, the product (most important) did not.
    expect(shown).to.not.include('Converting type');
    // Wide enough for all, nothing folds and no row has a details button.
    (host as HTMLElement).style.width = '2400px';
    await until(() => headers(shadow).includes('Converting type'));
    expect(headers(shadow)).to.include.members(['Order customer', 'Product', 'Pallets', 'Weight']);
    expect(shadow.querySelector('tbody button[aria-expanded]')).to.equal(null);
  });

  it('folds by rank only: at any width, a column folds only when every less important one has folded too', async () => {
    const ranks: Record<string, number> = {
      'Order customer': 2,
      Product: 1,
      'Converting type': 5,
      Pallets: 4,
      Weight: 3,
    };
    const shadow = mount({}, '520px');
    await until(() => bodyRows(shadow).length === 10);
    for (const width of ['520px', '600px', '680px', '760px', '840px', '920px']) {
      (host as HTMLElement).style.width = width;
      await sleep(120);
      const shown = new Set(headers(shadow));
      const kept = Object.keys(ranks).filter((title) => shown.has(title));
      const folded = Object.keys(ranks).filter((title) => !shown.has(title));
      for (const fold of folded)
        for (const keep of kept)
          expect(
            ranks[keep],
            `at ${width}: “${keep}” stays while the more important “${fold}” folded`,
          ).to.be.below(ranks[fold] as number);
    }
  });

  it('opens a row’s details from the keyboard, by a button with a translated name, showing the folded titles and values', async () => {
    const shadow = mount({}, '640px', 'nl');
    await until(() => bodyRows(shadow).length === 10);
    const toggle = await until(() =>
      bodyRows(shadow)[0]?.querySelector<HTMLButtonElement>('button[aria-expanded]'),
    );
    expect(toggle.getAttribute('aria-label')).to.equal('Meer gegevens tonen');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.focus();
    await sendKeys({ press: 'Enter' });
    const details = await until(() => shadow.querySelector<HTMLElement>('tr.expanded-row'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(toggle.getAttribute('aria-controls')).to.equal(details.id);
    const folded = [...details.querySelectorAll('.row-detail')].map((pair) => ({
      title: pair.querySelector('dt')?.textContent,
      value: pair.querySelector('dd')?.textContent,
    }));
    expect(folded).to.deep.include({ title: 'Converting type', value: 'In vellen – op pallet gewikkeld' });
    expect(folded.map((pair) => pair.title)).to.not.include('Order');
    await sendKeys({ press: 'Space' });
    await until(() => !shadow.querySelector('tr.expanded-row'));
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
  });

  it('never folds the sorted column', async () => {
    const shadow = mount({ initialRequest: { sortBy: [{ key: 'weight', order: 'desc' }] } }, '640px');
    await until(() => bodyRows(shadow).length === 10);
    await sleep(50);
    expect(headers(shadow)).to.include('Weight');
    expect(scrollBox(shadow).scrollWidth).to.be.at.most(scrollBox(shadow).clientWidth + 1);
  });

  it('clamps a long text to two lines; its whole text is the tooltip and shows when it takes the keyboard focus', async () => {
    const shadow = mount({}, '1000px');
    await until(() => bodyRows(shadow).length === 10);
    const cell = bodyRows(shadow)[0]?.querySelector('td[data-column="product"]') as HTMLElement;
    const text = await until(() => cell.querySelector<HTMLElement>('.clamp.clamped'));
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
    expect(text.clientHeight).to.be.at.most(2 * lineHeight + 1);
    expect(text.getAttribute('title')).to.equal(LONG_PRODUCT);
    expect(text.textContent).to.equal(LONG_PRODUCT);
    // Reached with Tab from the control before it: the clamp lifts, the whole text shows.
    shadow.querySelector<HTMLElement>('thead .sort-button')?.focus();
    for (let step = 0; step < 12 && shadow.activeElement !== text; step += 1)
      await sendKeys({ press: 'Tab' });
    expect(shadow.activeElement).to.equal(text);
    await until(() => text.clientHeight > 2 * lineHeight + 1);
    expect(text.scrollHeight).to.be.at.most(text.clientHeight + 1);
  });

  it('keeps identifiers on one line, however narrow their column', async () => {
    const shadow = mount({}, '640px');
    await until(() => bodyRows(shadow).length === 10);
    (host as HTMLElement).style.width = '2400px';
    await until(() => headers(shadow).includes('Order customer'));
    (host as HTMLElement).style.width = '700px';
    await sleep(100);
    for (const cell of shadow.querySelectorAll('td.id-cell, .row-details dd.id-cell'))
      expect(lines(cell), cell.textContent ?? '').to.equal(1);
    expect(shadow.querySelectorAll('td.id-cell').length).to.be.greaterThan(0);
  });

  it('given a table that still scrolls sideways, keeps a scrollbar in view at the window’s bottom edge that scrolls it', async () => {
    const wide: DataTableColumn<Order>[] = Array.from({ length: 14 }, (_, index) => ({
      key: `column${index + 1}`,
      header: `Column ${index + 1}`,
      cell: (row: Order) => `${row.customerOrderNumber} ${index}`,
      identifier: true,
    }));
    const shadow = mount(
      { columns: wide, fetchPage: pageOf(orders(50)), initialRequest: { itemsPerPage: 50 } },
      '700px',
    );
    await until(() => bodyRows(shadow).length === 50);
    const box = scrollBox(shadow);
    expect(box.scrollWidth).to.be.greaterThan(box.clientWidth);
    // The table is taller than the window: its own bottom edge is out of sight.
    expect(box.getBoundingClientRect().bottom).to.be.greaterThan(innerHeight);
    const bar = await until(() => shadow.querySelector<HTMLElement>('.sticky-scrollbar:not([hidden])'));
    const barBox = bar.getBoundingClientRect();
    expect(barBox.height).to.be.greaterThan(0);
    expect(barBox.bottom).to.be.at.most(innerHeight + 1);
    expect(barBox.top).to.be.at.least(0);
    expect(bar.scrollWidth).to.be.greaterThan(bar.clientWidth);
    bar.scrollLeft = 120;
    await until(() => box.scrollLeft === 120);
    // The box scrolled another way (a focused cell, the keyboard): the bar follows.
    box.scrollLeft = 40;
    await until(() => bar.scrollLeft === 40);
    // Focusable, so the keyboard can scroll it too.
    expect(box.tabIndex).to.equal(0);
  });

  it('as cards: a visible "sort by" label describes the sort buttons, and an empty value shows a dash with words', async () => {
    const shadow = mount({}, '390px', 'nl');
    await until(() => shadow.querySelector('.data-table.cards') && bodyRows(shadow).length === 10);
    const label = shadow.querySelector('.sort-label') as HTMLElement;
    expect(label.textContent).to.equal('Sorteren op');
    expect(label.checkVisibility()).to.equal(true);
    const sort = shadow.querySelector('thead .sort-button') as HTMLButtonElement;
    expect(sort.getAttribute('aria-describedby')).to.equal(label.id);
    expect(shadow.getElementById(label.id)).to.equal(label);
    // The second order has no product: a dash under the title, "geen" for screen readers.
    const empty = bodyRows(shadow)[1]?.querySelector('td[data-column="product"]') as HTMLElement;
    expect(empty.querySelector('[aria-hidden="true"]')?.textContent).to.equal('—');
    expect(empty.querySelector('.visually-hidden')?.textContent).to.equal('geen');
    expect(getComputedStyle(empty, '::before').content).to.equal('"Product"');
    // As a table (no title above it) the empty cell stays empty.
    (host as HTMLElement).style.width = '2400px';
    await until(() => !shadow.querySelector('.data-table.cards'));
    const cell = bodyRows(shadow)[1]?.querySelector('td[data-column="product"]') as HTMLElement;
    expect(cell.textContent).to.equal('');
    expect(shadow.querySelector('.sort-label')).to.equal(null);
  });
});
