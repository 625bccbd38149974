import { QueryClient } from '@tanstack/react-query';
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../core/api/client/api-error.ts';
import { createI18n, i18nReady } from '../../core/i18n/create-i18n.ts';
import type { TablePage } from '../../core/table/table-request.ts';
import { until } from '../testing/element-test-kit.ts';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './data-table-types.ts';

// One instance per language, its texts loaded before any table renders (they load as chunks).
const i18nIn = { en: createI18n({ language: 'en' }), nl: createI18n({ language: 'nl' }) };
await Promise.all(Object.values(i18nIn).map((instance) => i18nReady(instance)));

// Mocha's globals, provided by @web/test-runner in the page.
declare const describe: (name: string, body: () => void) => void;
declare const it: (name: string, body: () => Promise<void>) => void;
declare const afterEach: (body: () => void) => void;

interface Row {
  id: number;
  name: string;
}

const columns: DataTableColumn<Row>[] = [{ key: 'name', header: 'Name' }];

let root: Root | undefined;
let host: HTMLElement | undefined;

function mount(fetchPage: () => Promise<TablePage<Row>>, language: keyof typeof i18nIn = 'en'): ShadowRoot {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(container);
  root.render(
    <I18nextProvider i18n={i18nIn[language]}>
      <DataTable<Row> tableKey="rows" columns={columns} queryClient={queryClient} fetchPage={fetchPage} />
    </I18nextProvider>,
  );
  return shadow;
}

afterEach(() => {
  root?.unmount();
  host?.remove();
  root = undefined;
});

describe('DataTable, when the load fails', () => {
  it('given a refusal with a reason (problem title), it shows that reason, not the generic text', async () => {
    const shadow = mount(async () => {
      throw new ApiError('/Order/GetOrdersTable', 400, { title: 'Kies een klant', status: 400 });
    }, 'nl');
    const alert = await until(() => shadow.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('Kies een klant');
    expect(alert.textContent).not.to.contain('fout');
  });

  it('given a server failure (500), it keeps the generic text', async () => {
    const shadow = mount(async () => {
      throw new ApiError('/Order/GetOrdersTable', 500, { title: 'Internal', status: 500 });
    });
    const alert = await until(() => shadow.querySelector('cp-sl-alert[variant="danger"]'));
    expect(alert.textContent).to.contain('There was an error loading the data');
  });
});
