import { type QueryClient, type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { ALL_WINDOW_ROWS, tablePageKey, windowRequest } from './use-table-page.ts';

/** Where row `index` of page size All stands: in `rows` at `dataIndex`, on its way, or failed. */
export type WindowSlot =
  | { state: 'loaded'; dataIndex: number }
  | { state: 'loading'; window: number }
  | { state: 'failed'; window: number; retry: () => void };

export interface AllWindows<T> {
  /** The rows of the windows in use, in order: the table's data. */
  rows: readonly T[];
  /** Where row `index` (0-based among all rows) is. */
  slotAt: (index: number) => WindowSlot;
  /** A window other than the first is loading. */
  isFetching: boolean;
}

export interface UseAllWindowsOptions<T> {
  tableKey: string;
  queryKey: readonly unknown[];
  request: TableRequest;
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>;
  queryClient?: QueryClient;
  /** The first window (useTablePage), with the total; undefined while it loads. */
  first: TablePage<T> | undefined;
  /** First and last window (0-based) the rows in view, and a few beyond, fall into. */
  firstWindow: number;
  lastWindow: number;
  /** Page size All is on and the first window belongs to the current request. */
  enabled: boolean;
}

interface WindowResult<T> {
  items: readonly T[] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

const NO_ROWS: never[] = [];

const combineWindows = <T>(results: UseQueryResult<TablePage<T>>[]): WindowResult<T>[] =>
  results.map((result) => ({
    items: result.data?.items,
    isError: result.isError,
    isFetching: result.isFetching,
    refetch: () => void result.refetch(),
  }));

/**
 * The rows of page size All beyond the first window: each window in view is an ordinary server page
 * of {@link ALL_WINDOW_ROWS} rows of the same request, cached in the QueryClient under that request,
 * so scrolling back shows it again without a request. Windows out of view leave the table's data
 * (their rows are on the server's side of the scrollbar), a failed one can be retried alone.
 * Cached windows stay fresh until the table is refreshed (useTablePage's reload, useReloadTable):
 * a window asked again minutes later must not pass rows from under the others.
 */
export function useAllWindows<T>(options: UseAllWindowsOptions<T>): AllWindows<T> {
  const { tableKey, queryKey, request, fetchPage, first, enabled } = options;
  const windowCount = Math.ceil((first?.total ?? 0) / ALL_WINDOW_ROWS);
  const last = enabled ? Math.min(options.lastWindow, windowCount - 1) : 0;
  const from = Math.max(1, options.firstWindow);
  const indices = useMemo(() => {
    const inView: number[] = [];
    for (let index = from; index <= last; index += 1) inView.push(index);
    return inView;
  }, [from, last]);
  const windows = useQueries(
    {
      queries: indices.map((index) => {
        const pageRequest = windowRequest(request, index);
        return {
          queryKey: tablePageKey(tableKey, queryKey, pageRequest),
          queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(pageRequest, signal),
          staleTime: Number.POSITIVE_INFINITY,
        };
      }),
      combine: combineWindows<T>,
    },
    options.queryClient,
  );
  const firstItems = first?.items ?? NO_ROWS;
  const { rows, offsets } = useMemo(() => {
    const all: T[] = [...firstItems];
    const starts = new Map<number, number>();
    windows.forEach((window, position) => {
      if (!window.items) return;
      starts.set(indices[position] as number, all.length);
      all.push(...window.items);
    });
    return { rows: all, offsets: starts };
  }, [firstItems, windows, indices]);

  const slotAt = useCallback(
    (index: number): WindowSlot => {
      const window = Math.floor(index / ALL_WINDOW_ROWS);
      const within = index % ALL_WINDOW_ROWS;
      if (window === 0) {
        return within < firstItems.length
          ? { state: 'loaded', dataIndex: within }
          : { state: 'loading', window };
      }
      const result = windows[indices.indexOf(window)];
      const start = offsets.get(window);
      if (start !== undefined && within < (result?.items?.length ?? 0)) {
        return { state: 'loaded', dataIndex: start + within };
      }
      if (result?.isError && !result.isFetching) return { state: 'failed', window, retry: result.refetch };
      return { state: 'loading', window };
    },
    [firstItems, offsets, windows, indices],
  );
  return { rows, slotAt, isFetching: windows.some((window) => window.isFetching) };
}
