import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import { isNetworkError } from '../../core/http/network-error.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';

/**
 * With page size All, the first rows come from a request of this many rows sent beside the full
 * one: they paint while the full list (10,000 rows take seconds to produce, send and check) is on
 * its way. More than the virtualisation threshold, so the body does not switch modes on arrival.
 */
export const ALL_HEAD_ROWS = 200;

export interface TablePageState<T> {
  page: TablePage<T> | undefined;
  /** True only while nothing has been shown yet: the skeleton. */
  isFirstLoad: boolean;
  /** True while a (re)load runs; rows of the previous request stay visible meanwhile. */
  isFetching: boolean;
  isError: boolean;
  /** The failed load got no answer at all: offline, the portal down, or this page's origin refused (CORS). */
  isUnreachable: boolean;
  /** Why the API refused the load, in its words (e.g. "Choose a client"); null when it stated none. */
  failureReason: string | null;
  reload: () => void;
}

/**
 * Loads the page for `request` through TanStack Query. `keepPreviousData` keeps the old rows on
 * screen while the next page, sort or search loads, so later reloads show progress, not a skeleton.
 * For page size All the first {@link ALL_HEAD_ROWS} rows of the same request show until every row
 * has arrived (with the processing indicator on, and the real total for the row count).
 */
export function useTablePage<T>(
  tableKey: string,
  request: TableRequest,
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>,
  queryKey: readonly unknown[],
  queryClient?: QueryClient,
): TablePageState<T> {
  const all = request.itemsPerPage === -1;
  const headRequest = useMemo<TableRequest>(
    () => ({ ...request, page: 1, itemsPerPage: ALL_HEAD_ROWS }),
    [request],
  );
  // Asked first: the server answers in arrival order, and the small answer should not wait behind the full one.
  const head = useQuery(
    {
      queryKey: ['dataTable', tableKey, ...queryKey, headRequest],
      queryFn: ({ signal }) => fetchPage(headRequest, signal),
      enabled: all,
    },
    queryClient,
  );
  const query = useQuery(
    {
      queryKey: ['dataTable', tableKey, ...queryKey, request],
      queryFn: ({ signal }) => fetchPage(request, signal),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  const fullIsCurrent = query.data !== undefined && !query.isPlaceholderData;
  const showHead = all && !fullIsCurrent && head.data !== undefined && !query.isError;
  return {
    page: showHead ? head.data : query.data,
    isFirstLoad: query.isPending && !showHead,
    isFetching: query.isFetching,
    isError: query.isError,
    isUnreachable: query.isError && isNetworkError(query.error),
    failureReason: query.isError ? statedReason(query.error) : null,
    reload: () => void query.refetch(),
  };
}
