import type { FirstPageCall } from '../../core/table/first-page/first-page-prefetch.ts';

/** Name of the invoices table in `dataTableRequests`. */
export const INVOICES_TABLE_KEY = 'invoices';

/** The invoices table's first page: sent by cp-invoices.ts before React has loaded. */
export const INVOICES_FIRST_PAGE: FirstPageCall = {
  tableKey: INVOICES_TABLE_KEY,
  path: '/Invoice/GetAllInvoicesTable',
  queryKey: (clientId) => ['invoices', clientId ?? 'own'],
};
