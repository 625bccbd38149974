import { useMemo } from 'react';
import {
  exportAllInvoicesToExcel,
  exportInvoicesToExcel,
  getAllInvoicesTable,
  type InvoiceRow,
  reprintInvoice,
} from '../../core/api/contract/invoices.ts';
import { downloadFilename, saveFile } from '../../core/table/save-file.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_INVOICE_COLUMNS } from './invoice-columns.tsx';

/** How long a reprinted PDF's object URL stays valid for the tab that shows it. */
const PDF_URL_LIFETIME_MS = 60_000;

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
        const file = await api.call(all ? exportAllInvoicesToExcel : exportInvoicesToExcel, { query, body });
        saveFile(
          file.blob,
          downloadFilename(file.contentDisposition, all ? 'invoices-all.xlsx' : 'invoices.xlsx'),
        );
      },
      reprint: async (row, target) => {
        try {
          const file = await api.call(reprintInvoice, { query, body: { invoiceId: row.id } });
          const filename = downloadFilename(file.contentDisposition, `invoice-${row.invoiceNumber}.pdf`);
          if (!target || target.closed) {
            saveFile(file.blob, filename);
            return;
          }
          const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
          target.location.href = url;
          setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
        } catch (error) {
          target?.close();
          throw error;
        }
      },
    };
  }, [api, clientId]);
}
