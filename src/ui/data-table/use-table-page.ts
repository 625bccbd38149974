import { keepPreviousData, type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import { isNetworkError } from '../../core/http/network-error.ts';
import { ALL_WINDOW_ROWS, windowRequest } from '../../core/table/all-windows.ts';
import { tablePageQuery } from '../../core/table/table-page-query.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { adoptPrefetchedPage } from './adopt-prefetched-page.ts';

export { ALL_WINDOW_ROWS, windowRequest };

export interface TablePageState<T> {
  /** The page; with page size All its first window, with the total of all rows. */
  page: TablePage<T> | undefined;
  /** The page shown is the previous request's, kept while this one loads. */
  isPrevious: boolean;
  /** True only while nothing has been shown yet: the skeleton. */
  isFirstLoad: boolean;
  /** True while a (re)load runs; rows of the previous request stay visible meanwhile. */
  isFetching: boolean;
  isError: boolean;
  /** The failed load got no answer at all: offline, the portal down, or this page's origin refused (CORS). */
  isUnreachable: boolean;
  /** Why the API refused the load, in its words (e.g. "Choose a client"); null when it stated none. */
  failureReason: string | null;
  /** Loads again; with page size All every window of the request (those in view at once). */
  reload: () => void;
  /** Starts loading `next`'s page now (a click's), before the render that asks for it. */
  ask: (next: TableRequest) => void;
}

/**
 * Loads the page for `request` through TanStack Query (its query: core/table/table-page-query.ts). `keepPreviousData` keeps the old rows on
 * screen while the next page, sort or search loads, so later reloads show progress, not a skeleton.
 * For page size All it loads the first window only ({@link ALL_WINDOW_ROWS} rows and the total);
 * use-all-windows.ts loads the others as they come into view.
 */
export function useTablePage<T>(
  tableKey: string,
  request: TableRequest,
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>,
  queryKey: readonly unknown[],
  queryClient?: QueryClient,
): TablePageState<T> {
  const client = useQueryClient(queryClient);
  const all = request.itemsPerPage === -1;
  const page = useMemo(() => tablePageQuery(tableKey, queryKey, request), [tableKey, queryKey, request]);
  // The first page may have been asked before React loaded (first-page-prefetch.ts): on mount it
  // enters the cache under this very key, and the query below waits for it.
  useState(() =>
    adoptPrefetchedPage(client, tableKey, page.queryKey, (signal) => fetchPage(page.request, signal)),
  );
  const query = useQuery(
    {
      queryKey: page.queryKey,
      queryFn: ({ signal }) => fetchPage(page.request, signal),
      placeholderData: keepPreviousData,
    },
    client,
  );
  return {
    page: query.data,
    isPrevious: query.isPlaceholderData,
    isFirstLoad: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    isUnreachable: query.isError && isNetworkError(query.error),
    failureReason: query.isError ? statedReason(query.error) : null,
    reload: () =>
      all
        ? void client.invalidateQueries({ queryKey: ['dataTable', tableKey, ...queryKey] })
        : void query.refetch(),
    ask: (next) => {
      // Answers stale at once (staleTime 0) would be asked again by the render: nothing to win.
      if (!client.getDefaultOptions().queries?.staleTime) return;
      const nextPage = tablePageQuery(tableKey, queryKey, next);
      void client.prefetchQuery({
        queryKey: nextPage.queryKey,
        queryFn: ({ signal }) => fetchPage(nextPage.request, signal),
      });
    },
  };
}
