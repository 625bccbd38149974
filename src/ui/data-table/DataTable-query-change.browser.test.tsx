import { QueryClient } from '@tanstack/react-query';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createI18n, i18nReady } from '../../core/i18n/create-i18n.ts';
import { createMemoryStorage } from '../../core/storage/memory-storage.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { until } from '../testing/element-test-kit.ts';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './data-table-types.ts';

// One instance per language, its texts loaded before any table renders (they load as chunks).
const english = createI18n({ language: 'en' });
await i18nReady(english);

// Mocha's globals, provided by @web/test-runner in the page.
declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name' }];

/** One client's rows per client id, paged as the server does; every request is recorded with its client. */
function fakeServer(rowsPerClient: Record<string, number>) {
  const requests: { client: string; page: number }[] = [];
  const fetchFor =
    (client: string) =>
    async (request: TableRequest): Promise<TablePage<Row>> => {
      requests.push({ client, page: request.page });
      const total = rowsPerClient[client] ?? 0;
      const all = Array.from({ length: total }, (_, index) => ({
        id: index + 1,
        name: `${client} ${index + 1}`,
      }));
      const start = (request.page - 1) * request.itemsPerPage;
      return { items: all.slice(start, start + request.itemsPerPage), total };
    };
  return { requests, fetchFor };
}

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

const pageText = (shadow: ShadowRoot) => shadow.querySelector('.page-text')?.textContent;
const lastPageButton = (shadow: ShadowRoot) =>
  [...shadow.querySelectorAll<HTMLElement & { label: string }>('cp-sl-icon-button')].find(
    (button) => button.label === 'Last page',
  ) as HTMLElement;

describe('DataTable, when what its rows are of changes (client, filter)', () => {
  it('given page 3 of one client, switching client shows page 1 of the new one and never asks its page 3', async () => {
    const server = fakeServer({ a: 30, b: 67 });
    const store = new TableRequestStore(createMemoryStorage());
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    root = createRoot(container);
    const render = (client: string) =>
      root?.render(
        <I18nextProvider i18n={english}>
          <DataTable<Row>
            tableKey="rows"
            columns={columns}
            queryClient={queryClient}
            requestStore={store}
            fetchPage={server.fetchFor(client)}
            queryKey={['rows', client]}
          />
        </I18nextProvider>,
      );

    render('a');
    await until(() => pageText(shadow) === '1–10 of 30');
    lastPageButton(shadow).click();
    await until(() => pageText(shadow) === '21–30 of 30');

    render('a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pageText(shadow), 'the same client keeps its page').to.equal('21–30 of 30');

    render('b');
    await until(() => pageText(shadow) === '1–10 of 67');
    expect(server.requests.filter((request) => request.client === 'b')).to.deep.equal([
      { client: 'b', page: 1 },
    ]);
    expect(store.get('rows')?.page, 'the stored request follows').to.equal(1);
  });
});
