import type { FirstPageCall } from '../../core/table/first-page/first-page-prefetch.ts';

/** Name of the orders table in `dataTableRequests`. */
export const ORDERS_TABLE_KEY = 'orders';

/** The orders table's first page: sent by cp-orders.ts before React has loaded. */
export const ORDERS_FIRST_PAGE: FirstPageCall = {
  tableKey: ORDERS_TABLE_KEY,
  path: '/Order/GetOrdersTable',
  queryKey: (clientId) => ['orders', clientId ?? 'own'],
};
