import type { FirstPageCall } from '../../core/table/first-page/first-page-prefetch.ts';

/** Name of the deliveries table in `dataTableRequests`. */
export const DELIVERIES_TABLE_KEY = 'deliveries';

/** The deliveries table's first page: sent by cp-deliveries.ts before React has loaded. */
export const DELIVERIES_FIRST_PAGE: FirstPageCall = {
  tableKey: DELIVERIES_TABLE_KEY,
  path: '/Delivery/GetDeliveriesTable',
  queryKey: (clientId) => ['deliveries', clientId ?? 'own'],
};
