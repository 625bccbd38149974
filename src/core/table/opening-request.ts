import { normalizeTableRequest } from './normalize-table-request.ts';
import { tableStateFromQuery, tableStateToQuery } from './table-query.ts';
import { DEFAULT_TABLE_REQUEST, PAGE_SIZE_OPTIONS, type TableRequest } from './table-request.ts';
import type { TableRequestStore } from './table-request-store.ts';

/** Where a table may find its state in the address: the router's current query. */
export interface QuerySource {
  get(): URLSearchParams;
}

function isDefault(request: TableRequest): boolean {
  return Object.keys(tableStateToQuery(request)).length === 0;
}

/** The opening request for a `page-size` attribute: one of the offered sizes, else the default. */
export function pageSizeRequest(pageSize: number | undefined): Partial<TableRequest> {
  return pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {};
}

/**
 * The request a table opens with: the URL query when it holds table state, else the stored last
 * request, else `initialRequest` over the defaults. (A stored request equal to the defaults reads
 * like none, so an element's `page-size` still applies to a table never changed.) The DataTable
 * and the first page's prefetch (first-page-prefetch.ts) both open with it, so they ask alike.
 */
export function openingRequest(
  tableKey: string,
  initialRequest: Partial<TableRequest> | undefined,
  store: TableRequestStore | undefined,
  routerQuery: QuerySource | undefined,
): TableRequest {
  const fromUrl = routerQuery ? tableStateFromQuery(routerQuery.get()) : undefined;
  if (fromUrl && !isDefault(fromUrl)) return fromUrl;
  const stored = store?.get(tableKey);
  if (stored && !isDefault(stored)) return stored;
  return normalizeTableRequest({ ...DEFAULT_TABLE_REQUEST, ...initialRequest });
}
