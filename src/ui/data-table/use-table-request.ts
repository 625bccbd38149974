import { useEffect, useMemo, useState } from 'react';
import { debounce, QUERY_DEBOUNCE_MS, QUERY_MAX_WAIT_MS } from '../../core/table/debounce.ts';
import { normalizeTableRequest } from '../../core/table/normalize-table-request.ts';
import { openingRequest } from '../../core/table/opening-request.ts';
import { tableStateToQuery } from '../../core/table/table-query.ts';
import { DEFAULT_TABLE_REQUEST, type TableRequest } from '../../core/table/table-request.ts';
import type { TableRequestStore } from '../../core/table/table-request-store.ts';
import type { RouterQuery } from './data-table-types.ts';

/** The query parameters the table owns; everything else in the URL is left alone. */
const QUERY_KEYS = ['page', 'rows', 'sort', 'search'];

/** Writes the table state into the router query, keeping the query's other parameters. */
function writeQuery(routerQuery: RouterQuery, request: TableRequest): void {
  const params = new URLSearchParams(routerQuery.get());
  for (const key of QUERY_KEYS) params.delete(key);
  for (const [key, value] of Object.entries(tableStateToQuery(request))) params.set(key, value);
  routerQuery.set(params);
}

/**
 * The table's request state: kept per `tableKey` in the request store at every change and, when a
 * router query is given, mirrored into the URL (debounced 250 ms, at least once a second).
 * `scope` names what the rows are of besides the request (the client, an element's filter): when
 * it changes the table starts again at page 1, as it does on a new sort, search or page size.
 */
export function useTableRequest(
  tableKey: string,
  initialRequest: Partial<TableRequest> | undefined,
  store: TableRequestStore | undefined,
  routerQuery: RouterQuery | undefined,
  scope = '',
) {
  const [request, setRequest] = useState(() => openingRequest(tableKey, initialRequest, store, routerQuery));
  // Adjusted while rendering, not in an effect: the old page of the new scope is never requested.
  const [appliedScope, setAppliedScope] = useState(scope);
  if (scope !== appliedScope) {
    setAppliedScope(scope);
    setRequest((current) => (current.page === 1 ? current : { ...current, page: 1 }));
  }
  // The element's page-size attribute may change after render (set, changed or removed): the table
  // follows from page 1, as a page-size choice in its own select does. The first value only opened
  // the table, so a stored or linked page size survives it.
  const wantedPageSize = initialRequest?.itemsPerPage;
  const [appliedPageSize, setAppliedPageSize] = useState(wantedPageSize);
  if (wantedPageSize !== appliedPageSize) {
    setAppliedPageSize(wantedPageSize);
    setRequest((current) =>
      normalizeTableRequest({
        ...current,
        itemsPerPage: wantedPageSize ?? DEFAULT_TABLE_REQUEST.itemsPerPage,
        page: 1,
      }),
    );
  }
  const syncQuery = useMemo(
    () =>
      routerQuery
        ? debounce((next: TableRequest) => writeQuery(routerQuery, next), QUERY_DEBOUNCE_MS, {
            maxWait: QUERY_MAX_WAIT_MS,
          })
        : undefined,
    [routerQuery],
  );
  useEffect(() => () => syncQuery?.flush(), [syncQuery]);
  useEffect(() => {
    store?.set(tableKey, request);
    syncQuery?.(request);
  }, [store, tableKey, request, syncQuery]);
  return [request, setRequest] as const;
}
