import { useMemo } from 'react';
import type { InvoiceRow } from '../../core/api/contract/invoices.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { ReprintFailedAlert } from '../../ui/data-table/ReprintFailedAlert.tsx';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useReprint } from '../../ui/data-table/use-reprint.ts';
import { useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { invoiceColumns, invoiceRowClassName } from './invoice-columns.tsx';
import { INVOICES_FIRST_PAGE, INVOICES_TABLE_KEY } from './invoices-first-page.ts';
import { useInvoicesApi } from './use-invoices-api.ts';

/** The invoices list: amounts, due dates and overdue invoices marked; exportable and reprintable. */
export function InvoicesElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('invoices');
  const clientId = useSelectedClient(clientIdAttribute);
  const invoicesApi = useInvoicesApi(clientId);
  const table = useAreaTable(pageSize);
  const exports = useTableExports({ view: t('exportView'), all: t('exportAll') }, invoicesApi.exportInvoices);
  const reprint = useReprint(t('reprint'), invoicesApi.reprint);

  const columns = useMemo(() => invoiceColumns(t, language), [t, language]);

  return (
    <section className="cp-panel invoices" aria-labelledby="invoices-title">
      <h2 id="invoices-title" part="title" className="title">
        {t('title')}
      </h2>
      <ReprintFailedAlert reprint={reprint} message={t('reprintFailed')} />
      <DataTable<InvoiceRow>
        {...table}
        tableKey={INVOICES_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={invoicesApi.fetchPage}
        queryKey={INVOICES_FIRST_PAGE.queryKey(clientId)}
        exports={exports}
        customActions={reprint.actions}
        rowClassName={invoiceRowClassName}
      />
    </section>
  );
}
