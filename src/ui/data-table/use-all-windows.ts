import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { tablePageKey } from '../../core/table/table-page-query.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { ALL_WINDOW_ROWS, windowRequest } from './use-table-page.ts';

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

const NO_ROWS: never[] = [];

/**
 * The rows of page size All beyond the first window: each window in view is an ordinary server page
 * of {@link ALL_WINDOW_ROWS} rows of the same request, fetched into the QueryClient under that
 * request, so scrolling back shows it again without a request. Windows out of view leave the
 * table's data (their rows are on the server's side of the scrollbar); a failed one is asked again
 * only when the user says so (`retry`), alone. Cached windows stay fresh until the table is
 * refreshed (useTablePage's reload, useReloadTable): a window asked again minutes later must not
 * pass rows from under the others.
 * The QueryClient's own fetch and cache events, not useQueries: that observer would add ~2.4 kB to
 * the runtime chunk every element loads, for the few pages that show All.
 */
export function useAllWindows<T>(options: UseAllWindowsOptions<T>): AllWindows<T> {
  const { tableKey, queryKey, request, fetchPage, first, enabled } = options;
  const client = useQueryClient(options.queryClient);
  const windowCount = Math.ceil((first?.total ?? 0) / ALL_WINDOW_ROWS);
  const from = Math.max(1, options.firstWindow);
  const last = enabled ? Math.min(options.lastWindow, windowCount - 1) : 0;
  const windows = useMemo(() => {
    const inView: { index: number; request: TableRequest; key: readonly unknown[] }[] = [];
    for (let index = from; index <= last; index += 1) {
      const pageRequest = windowRequest(request, index);
      inView.push({ index, request: pageRequest, key: tablePageKey(tableKey, queryKey, pageRequest) });
    }
    return inView;
  }, [from, last, request, tableKey, queryKey]);

  // Any change to this table's cached pages (a window fetched, failed, invalidated) renders anew.
  const [version, setVersion] = useState(0);
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        // Not 'added' and the observers' events: those come while a useQuery renders.
        if (event.type !== 'updated' && event.type !== 'removed') return;
        const [scope, key] = event.query.queryKey;
        if (scope === 'dataTable' && key === tableKey) setVersion((current) => current + 1);
      }),
    [client, tableKey],
  );
  const fetchWindow = useCallback(
    (window: (typeof windows)[number]) =>
      void client
        .prefetchQuery({
          queryKey: window.key,
          queryFn: ({ signal }) => fetchPage(window.request, signal),
          staleTime: Number.POSITIVE_INFINITY,
        })
        .catch(() => {}),
    [client, fetchPage],
  );
  // Asks the windows in view that are neither cached, nor on their way, nor failed (a failed one
  // waits for its retry; invalidated by a refresh, it is asked again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: version: after every cache change
  useEffect(() => {
    for (const window of windows) {
      const state = client.getQueryState(window.key);
      if (state?.fetchStatus === 'fetching') continue;
      if (state?.status === 'error' && !state.isInvalidated) continue;
      fetchWindow(window);
    }
  }, [client, windows, fetchWindow, version]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version: the states change with it
  const states = useMemo(
    () => windows.map((window) => client.getQueryState<TablePage<T>>(window.key)),
    [client, windows, version],
  );
  const firstItems = first?.items ?? NO_ROWS;
  const { rows, offsets } = useMemo(() => {
    const all: T[] = [...firstItems];
    const starts = new Map<number, number>();
    states.forEach((state, position) => {
      const window = windows[position];
      if (!state?.data || !window) return;
      starts.set(window.index, all.length);
      all.push(...state.data.items);
    });
    return { rows: all, offsets: starts };
  }, [firstItems, states, windows]);

  const slotAt = useCallback(
    (index: number): WindowSlot => {
      const window = Math.floor(index / ALL_WINDOW_ROWS);
      const within = index % ALL_WINDOW_ROWS;
      if (window === 0) {
        return within < firstItems.length
          ? { state: 'loaded', dataIndex: within }
          : { state: 'loading', window };
      }
      const position = windows.findIndex((candidate) => candidate.index === window);
      const state = states[position];
      const start = offsets.get(window);
      if (start !== undefined && within < (state?.data?.items.length ?? 0)) {
        return { state: 'loaded', dataIndex: start + within };
      }
      const inView = windows[position];
      if (inView && state?.status === 'error' && state.fetchStatus !== 'fetching') {
        return { state: 'failed', window, retry: () => fetchWindow(inView) };
      }
      return { state: 'loading', window };
    },
    [firstItems, offsets, states, windows, fetchWindow],
  );
  return { rows, slotAt, isFetching: states.some((state) => state?.fetchStatus === 'fetching') };
}
