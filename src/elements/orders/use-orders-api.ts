import { useMemo } from 'react';
import {
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  type OrderRow,
  reprintOrder,
} from '../../core/api/contract/orders.ts';
import type { FileResponse } from '../../core/api/endpoint.ts';
import { downloadFilename, saveFile } from '../../core/table/save-file.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_ORDER_COLUMNS } from './order-columns.tsx';

/** How long a reprinted PDF's object URL stays valid for the tab that shows it. */
const PDF_URL_LIFETIME_MS = 60_000;

export interface OrdersApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<OrderRow>>;
  exportOrders: (request: TableRequest, all: boolean) => Promise<void>;
  /** Opens the order confirmation PDF in `target` (a tab opened on click), or downloads it. */
  reprint: (row: OrderRow, target: Window | null) => Promise<void>;
}

function showPdf(file: FileResponse, filename: string, target: Window | null): void {
  if (!target || target.closed) {
    saveFile(file.blob, filename);
    return;
  }
  const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
  target.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
}

/** The orders calls of the contract for one client (undefined: the user's own client). */
export function useOrdersApi(clientId: number | undefined): OrdersApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getOrdersTable, { query, body: toListRequestBody(request), signal })),
      exportOrders: async (request, all) => {
        const body = toExportRequestBody(request, EXPORTED_ORDER_COLUMNS, { all });
        const file = await api.call(all ? exportAllOrdersToExcel : exportOrdersToExcel, { query, body });
        saveFile(
          file.blob,
          downloadFilename(file.contentDisposition, all ? 'orders-all.xlsx' : 'orders.xlsx'),
        );
      },
      reprint: async (row, target) => {
        try {
          const file = await api.call(reprintOrder, { query, body: { orderId: row.id } });
          showPdf(file, downloadFilename(file.contentDisposition, `order-${row.orderNumber}.pdf`), target);
        } catch (error) {
          target?.close();
          throw error;
        }
      },
    };
  }, [api, clientId]);
}
