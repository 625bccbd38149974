import type { RowData } from '@tanstack/react-table';
import { useCallback, useEffect, useRef } from 'react';
import { applyItemsPerPage, applySearch, applySort } from '../../core/table/table-sort.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import type { DataTableProps, DataTableServices } from './data-table-types.ts';
import { preloadVirtualBody } from './load-virtual-body.ts';
import { useAllWindows } from './use-all-windows.ts';
import { useCardLayout } from './use-card-layout.ts';
import { rowIdOf, useDataTable } from './use-data-table.ts';
import { useExportRunner } from './use-export-runner.ts';
import { useRowSelection } from './use-row-selection.ts';
import { useSearchInput } from './use-search-input.ts';
import { useShownColumns } from './use-shown-columns.ts';
import { ALL_WINDOW_ROWS, useTablePage } from './use-table-page.ts';
import { useTableRequest } from './use-table-request.ts';
import { useWindowsInView } from './use-windows-in-view.ts';

const NO_ROWS: never[] = [];
const NO_KEY: never[] = [];

/**
 * The state of one DataTable, apart from the view that renders it (react-admin's
 * useListController): the request (stored, in the URL), its page or the windows of All, the
 * TanStack Table instance with selection and expansion, the folded columns, the exports.
 */
export function useDataTableController<T extends RowData>(props: DataTableProps<T> & DataTableServices) {
  const { tableKey, columns, rowKey = 'id', mustSort = false, selection, fetchPage, queryClient } = props;
  const { t, language } = usePortalTranslation('portal');
  const queryKey = props.queryKey ?? NO_KEY;
  const queryKeyJson = JSON.stringify(queryKey);
  const [request, setRequest] = useTableRequest(
    tableKey,
    props.initialRequest,
    props.requestStore,
    props.routerQuery,
    queryKeyJson,
  );
  const onSearch = useCallback((search: string) => setRequest((r) => applySearch(r, search)), [setRequest]);
  const [searchText, onSearchInput] = useSearchInput(request.search, onSearch);
  const result = useTablePage(tableKey, request, fetchPage, queryKey, queryClient);
  const all = request.itemsPerPage === -1;
  const requestKey = JSON.stringify(request) + queryKeyJson;
  const [windowsInView, onWindowsInView] = useWindowsInView(requestKey);
  const windows = useAllWindows({
    tableKey,
    queryKey,
    request,
    fetchPage,
    queryClient,
    first: result.page,
    firstWindow: windowsInView.first,
    lastWindow: windowsInView.last,
    enabled: all && !result.isPrevious,
  });
  useEffect(() => {
    if (all) void preloadVirtualBody();
  }, [all]);
  const rows = all ? windows.rows : (result.page?.items ?? NO_ROWS);
  const total = result.page?.total ?? 0;
  const selectionState = useRowSelection(rows, (row: T) => rowIdOf(row, rowKey), props.onSelectionChange);
  const scrollRef = useRef<HTMLDivElement>(null);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const baseRef = useRef<HTMLDivElement>(null);
  const cards = useCardLayout(baseRef);
  const showError = result.isError && !result.isFetching;
  const tableShown = !showError && !result.isFirstLoad;
  const columnsInView = useShownColumns(scrollRef, {
    columns,
    rows,
    rowKey,
    all,
    active: tableShown && !cards,
    sortKey: request.sortBy[0]?.key,
    contentKey: `${requestKey}|${language}`,
    expandable: props.expandable !== undefined,
  });
  const onPageChange = (page: number, itemsPerPage: number) =>
    setRequest((r) =>
      itemsPerPage === r.itemsPerPage ? { ...r, page } : applyItemsPerPage(r, itemsPerPage),
    );
  const table = useDataTable({
    rows,
    total,
    columns,
    rowKey,
    request,
    onPageChange,
    selection,
    ...selectionState,
    expandable: columnsInView.details !== undefined,
  });
  const exports = useExportRunner(request);
  return {
    t,
    language,
    request,
    requestKey,
    searchText,
    onSearchInput,
    onSort: (key: string) => {
      // Asked in the click's task: the answer is on its way while React renders the click.
      result.ask(applySort(request, key, mustSort));
      setRequest((r) => applySort(r, key, mustSort));
    },
    onPageChange,
    result,
    windows,
    onWindowsInView,
    total,
    table,
    columns: columnsInView,
    baseRef,
    scrollRef,
    getScrollElement,
    cards,
    showError,
    tableShown,
    /** Rows of the previous request stay while the next loads: a progress bar, not a skeleton. */
    reloading: result.isFetching && !result.isFirstLoad,
    /** All with more rows than its first window: windows, placeholders and the virtualizer. */
    virtual: all && total > ALL_WINDOW_ROWS,
    firstRowIndex: all ? 1 : (request.page - 1) * request.itemsPerPage + 1,
    exports,
  };
}

/** What a DataTable's view parts read: the state of useDataTableController. */
export type DataTableController<T extends RowData> = ReturnType<typeof useDataTableController<T>>;
