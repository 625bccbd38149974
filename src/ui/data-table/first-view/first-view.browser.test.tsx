import { QueryClient } from '@tanstack/react-query';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, i18nReady } from '../../../core/i18n/create-i18n.ts';
import { DEFAULT_TABLE_REQUEST, type TablePage } from '../../../core/table/table-request.ts';
import { elementSheets } from '../../theme/theme.ts';
import { DataTable } from '../DataTable.tsx';
import { dataTableStyles } from '../data-table-styles.ts';
import type { DataTableColumn } from '../data-table-types.ts';
import type { FirstViewColumn } from './first-view-column.ts';
import { renderFirstView, showFirstView } from './render-first-view.ts';

// The static first view (render-first-view.ts) against the DataTable it stands in for: the same
// columns and rows must give the same table, cell for cell, or the takeover would show a change.

declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

const i18n = createI18n({ language: 'en' });
await i18nReady(i18n);

type Row = Record<string, unknown> & { id: number };

const shapes: FirstViewColumn[] = [
  { key: 'orderNumber', sortable: true, identifier: true },
  { key: 'product', sortable: true, clamp: true },
  { key: 'sheets', sortable: true, kind: 'number' },
  { key: 'weight', sortable: false, kind: 'weight' },
  { key: 'reference', sortable: true, identifier: true },
  { key: 'dateOrder', sortable: true, kind: 'date' },
];
const headers: Record<string, string> = {
  orderNumber: 'Order',
  product: 'Product',
  sheets: 'Sheets',
  weight: 'Weight',
  reference: 'Reference',
  dateOrder: 'Order date',
};
const rows: Row[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  orderNumber: `O${1000 + index}`,
  product: `Board ${index} ${'very long description '.repeat(index % 3)}`,
  sheets: 1200 + index * 1000,
  weight: index === 3 ? null : 1234.5 * index,
  reference: index % 2 ? 'a-much-longer-reference-number' : 'short',
  dateOrder: `2026-0${1 + (index % 9)}-1${index}`,
}));
const request = { ...DEFAULT_TABLE_REQUEST, sortBy: [{ key: 'sheets', order: 'desc' as const }] };
const columns: DataTableColumn<Row>[] = shapes.map((shape) => ({
  ...shape,
  header: headers[shape.key] ?? '',
}));

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

async function until<T>(read: () => T | null | undefined | false, timeout = 4000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`Timed out waiting for ${read}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** What a table shows and how it is built: each header and body cell's tag, classes, data and text. */
function tableShape(table: HTMLTableElement) {
  const cell = (node: HTMLTableCellElement) => ({
    tag: node.tagName,
    className: node.className,
    column: node.dataset.column,
    label: node.dataset.label,
    sort: node.getAttribute('aria-sort'),
    text: node.textContent,
    clamp: node.querySelector('.clamp') !== null,
  });
  return {
    label: table.getAttribute('aria-label'),
    part: table.getAttribute('part'),
    rows: [...table.rows].map((row) => ({
      part: row.getAttribute('part'),
      index: row.getAttribute('aria-rowindex'),
      cells: [...row.cells].map(cell),
    })),
  };
}

function mountTable(shadow: ShadowRoot, fetchPage: () => Promise<TablePage<Row>>) {
  const container = document.createElement('div');
  container.className = 'cp-root sl-theme-light';
  shadow.append(container);
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18n}>
      <DataTable<Row>
        tableKey="first-view-test"
        caption="Order positions"
        columns={columns}
        fetchPage={fetchPage}
        initialRequest={request}
        queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        customActions={[{ name: 'reprint', label: 'Reprint', icon: 'printer', run: async () => {} }]}
      />
    </I18nextProvider>,
  );
}

const view = {
  panelClass: 'orders',
  title: 'Orders',
  caption: 'Order positions',
  columns: columns.map(({ key, kind, sortable, identifier, clamp }) => ({
    key,
    kind,
    sortable,
    identifier,
    clamp,
    header: headers[key] ?? '',
  })),
  customActionLabels: ['Reprint'],
  rows,
  request,
  language: 'en',
  theme: 'light' as const,
};

describe('the static first view', () => {
  it("given the DataTable's columns and rows, it builds the same table: cells, classes, titles, sort and row indexes", async () => {
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.adoptedStyleSheets = elementSheets('light', [dataTableStyles]);
    mountTable(shadow, async () => ({ items: rows, total: 25 }));
    const reactTable = await until(() =>
      shadow.querySelectorAll('tr[part="row"]').length === 10 ? shadow.querySelector('table') : null,
    );

    const staticTable = renderFirstView(view).querySelector('table') as HTMLTableElement;

    expect(tableShape(staticTable)).to.deep.equal(tableShape(reactTable));
  });

  it('given an element narrower than the card breakpoint, or one its columns overflow, it paints nothing: React would show other cells', async () => {
    for (const width of ['400px', '640px']) {
      host = document.createElement('div');
      host.style.width = width;
      document.body.append(host);
      showFirstView(host, view, elementSheets('light', [dataTableStyles]));
      expect(host.dataset.firstView, width).to.equal(undefined);
      expect(host.shadowRoot?.querySelector('.first-view'), width).to.equal(null);
      host.remove();
    }
  });

  it("given a static first view in the shadow root, React's table replaces it in the commit that shows its rows: never a moment without rows", async () => {
    host = document.createElement('div');
    // Wide enough for every column: the first view is painted only where React folds none.
    host.style.width = '1800px';
    document.body.append(host);
    showFirstView(host, view, elementSheets('light', [dataTableStyles]));
    const shadow = host.shadowRoot as ShadowRoot;
    expect(host.dataset.firstView).to.equal('');
    expect(shadow.querySelectorAll('.first-view tr[part="row"]')).to.have.length(10);

    // Every change of the shadow root, checked as it happens: at no point fewer than 10 rows.
    const counts: number[] = [];
    const observer = new MutationObserver(() =>
      counts.push(shadow.querySelectorAll('tr[part="row"]').length),
    );
    observer.observe(shadow, { childList: true, subtree: true });
    let answer: (page: TablePage<Row>) => void = () => {};
    mountTable(shadow, () => new Promise((resolve) => (answer = resolve)));
    // While React shows its skeleton the static rows stay, and React's content is hidden.
    await until(() => shadow.querySelector('.skeleton'));
    expect(shadow.querySelectorAll('.first-view tr[part="row"]')).to.have.length(10);
    expect(getComputedStyle(shadow.querySelector('.skeleton') as Element).visibility).to.equal('hidden');

    answer({ items: rows, total: 25 });
    await until(() => !shadow.querySelector('.first-view'));
    observer.disconnect();

    expect(host.dataset.firstView).to.equal(undefined);
    expect(shadow.querySelectorAll('tr[part="row"]')).to.have.length(10);
    expect(counts.filter((count) => count < 10)).to.deep.equal([]);
    expect(getComputedStyle(shadow.querySelector('table') as Element).visibility).to.equal('visible');
  });
});
