import { firstServerRequest } from './all-windows.ts';
import type { TableRequest } from './table-request.ts';

/** The QueryClient key of one table request: windows of All are cached like any other page. */
export function tablePageKey(tableKey: string, queryKey: readonly unknown[], request: TableRequest) {
  return ['dataTable', tableKey, ...queryKey, request] as const;
}

/** The query of a table's page: what the server is asked (the first window for All) and its cache key. */
export interface TablePageQuery {
  queryKey: readonly unknown[];
  request: TableRequest;
}

/**
 * The query a table makes for `request`. The DataTable (ui/data-table/use-table-page.ts) and the
 * early first page (first-page-prefetch.ts) both ask through it: the early page is offered under
 * the key the table will look it up by.
 */
export function tablePageQuery(
  tableKey: string,
  queryKey: readonly unknown[],
  request: TableRequest,
): TablePageQuery {
  const serverRequest = firstServerRequest(request);
  return { queryKey: tablePageKey(tableKey, queryKey, serverRequest), request: serverRequest };
}
