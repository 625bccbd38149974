import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';

export interface TablePageState<T> {
  page: TablePage<T> | undefined;
  /** True only while nothing has been shown yet: the skeleton. */
  isFirstLoad: boolean;
  /** True while a (re)load runs; rows of the previous request stay visible meanwhile. */
  isFetching: boolean;
  isError: boolean;
  reload: () => void;
}

/**
 * Loads the page for `request` through TanStack Query. `keepPreviousData` keeps the old rows on
 * screen while the next page, sort or search loads, so later reloads show progress, not a skeleton.
 */
export function useTablePage<T>(
  tableKey: string,
  request: TableRequest,
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>,
  queryKey: readonly unknown[],
  queryClient?: QueryClient,
): TablePageState<T> {
  const query = useQuery(
    {
      queryKey: ['dataTable', tableKey, ...queryKey, request],
      queryFn: ({ signal }) => fetchPage(request, signal),
      placeholderData: keepPreviousData,
    },
    queryClient,
  );
  return {
    page: query.data,
    isFirstLoad: query.isPending,
    isFetching: query.isFetching,
    isError: query.isError,
    reload: () => void query.refetch(),
  };
}
