import { useMemo, useState } from 'react';
import type { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { PAGE_SIZE_OPTIONS, type TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction, DataTableExport } from '../../ui/data-table/data-table-types.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { invoiceColumns, invoiceRowClassName } from './invoice-columns.tsx';
import { useInvoicesApi } from './use-invoices-api.ts';

/** Name of the invoices table in `dataTableRequests`. */
export const INVOICES_TABLE_KEY = 'invoices';

/** The invoices list: amounts, due dates and overdue invoices marked; exportable and reprintable. */
export function InvoicesElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('invoices');
  const runtime = useRuntime();
  const emit = useEmit();
  const clientId = useSelectedClient(clientIdAttribute);
  const invoicesApi = useInvoicesApi(clientId);
  const requestStore = useMemo(() => new TableRequestStore(runtime.storage), [runtime]);
  const [reprintFailed, setReprintFailed] = useState(false);

  const columns = useMemo(() => invoiceColumns(t, language), [t, language]);
  const initialRequest = useMemo<Partial<TableRequest>>(
    () => (pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {}),
    [pageSize],
  );
  const exports = useMemo<DataTableExport[]>(
    () => [
      { label: t('exportView'), all: false, run: (request) => invoicesApi.exportInvoices(request, false) },
      { label: t('exportAll'), all: true, run: (request) => invoicesApi.exportInvoices(request, true) },
    ],
    [t, invoicesApi],
  );
  const customActions = useMemo<DataTableCustomAction<InvoiceRow>[]>(
    () => [
      {
        name: 'reprint',
        label: t('reprint'),
        icon: 'printer',
        run: async (row) => {
          setReprintFailed(false);
          // Opened inside the click, before the request: a tab opened after an await is blocked as a pop-up.
          const target = window.open('', '_blank');
          try {
            await invoicesApi.reprint(row, target);
          } catch (error) {
            setReprintFailed(true);
            emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
          }
        },
      },
    ],
    [t, invoicesApi, emit],
  );

  return (
    <section className="invoices" aria-labelledby="invoices-title">
      <h2 id="invoices-title" part="title" className="title">
        {t('title')}
      </h2>
      {reprintFailed && (
        <sl-alert variant="danger" open closable onsl-after-hide={() => setReprintFailed(false)}>
          <sl-icon slot="icon" library="cp" name="exclamation-octagon" />
          {t('reprintFailed')}
        </sl-alert>
      )}
      <DataTable<InvoiceRow>
        tableKey={INVOICES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={invoicesApi.fetchPage}
        queryKey={['invoices', clientId ?? 'own']}
        requestStore={requestStore}
        initialRequest={initialRequest}
        exports={exports}
        customActions={customActions}
        rowClassName={invoiceRowClassName}
      />
    </section>
  );
}
