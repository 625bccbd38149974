import { useMemo } from 'react';
import {
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  type OrderRow,
  reprintOrder,
} from '../../core/api/browser-contract/orders.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { saveExport, showPdf } from '../../ui/data-table/show-pdf.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_ORDER_COLUMNS } from './order-columns.tsx';

export interface OrdersApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<OrderRow>>;
  exportOrders: (request: TableRequest, all: boolean) => Promise<void>;
  /** Opens the order confirmation PDF in `target` (a tab opened on click), or downloads it. */
  reprint: (row: OrderRow, target: Window | null) => Promise<void>;
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
        const endpoint = all ? exportAllOrdersToExcel : exportOrdersToExcel;
        await saveExport(await api.call(endpoint, { query, body }), 'orders', all);
      },
      reprint: (row, target) =>
        showPdf(target, `order-${row.orderNumber}.pdf`, () =>
          api.call(reprintOrder, { query, body: { orderId: row.id } }),
        ),
    };
  }, [api, clientId]);
}
