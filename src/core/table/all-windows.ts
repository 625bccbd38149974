import type { TableRequest } from './table-request.ts';

/**
 * With page size All the rows come in windows of this many: ordinary server pages of the same
 * request (sort, search), the first asked at once, the others as they scroll into view
 * (ui/data-table/use-all-windows.ts). So the first rows of 10,000 or 100,000 come as fast as a page
 * of 100. The first page's prefetch asks for the first window too, so the table can take its answer.
 */
export const ALL_WINDOW_ROWS = 100;

/** The server page that holds window `index` (0-based) of page size All. */
export function windowRequest(request: TableRequest, index: number): TableRequest {
  return { ...request, page: index + 1, itemsPerPage: ALL_WINDOW_ROWS };
}

/** What the server is asked first for `request`: the request itself, or at All its first window. */
export function firstServerRequest(request: TableRequest): TableRequest {
  return request.itemsPerPage === -1 ? windowRequest(request, 0) : request;
}
