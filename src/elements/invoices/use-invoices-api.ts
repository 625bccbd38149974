import { useMemo } from 'react';
import {
  exportAllInvoicesToExcel,
  exportInvoicesToExcel,
  getAllInvoicesTable,
  type InvoiceRow,
  reprintInvoice,
} from '../../core/api/browser-contract/invoices.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { saveExport, showPdf } from '../../ui/data-table/show-pdf.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_INVOICE_COLUMNS } from './invoice-columns.tsx';

export interface InvoicesApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<InvoiceRow>>;
  exportInvoices: (request: TableRequest, all: boolean) => Promise<void>;
  /** Opens the invoice PDF in `target` (a tab opened on click), or downloads it. */
  reprint: (row: InvoiceRow, target: Window | null) => Promise<void>;
}

/** The invoice calls of the contract for one client (undefined: the user's own client). */
export function useInvoicesApi(clientId: number | undefined): InvoicesApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getAllInvoicesTable, { query, body: toListRequestBody(request), signal })),
      exportInvoices: async (request, all) => {
        const body = toExportRequestBody(request, EXPORTED_INVOICE_COLUMNS, { all });
        const endpoint = all ? exportAllInvoicesToExcel : exportInvoicesToExcel;
        await saveExport(await api.call(endpoint, { query, body }), 'invoices', all);
      },
      reprint: (row, target) =>
        showPdf(target, `invoice-${row.invoiceNumber}.pdf`, () =>
          api.call(reprintInvoice, { query, body: { invoiceId: row.id } }),
        ),
    };
  }, [api, clientId]);
}
