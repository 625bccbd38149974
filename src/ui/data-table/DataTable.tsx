import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { QueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../core/table/table-request.ts';
import type { TableRequestStore } from '../../core/table/table-request-store.ts';
import { applyItemsPerPage, applySearch, applySort } from '../../core/table/table-sort.ts';
import '../shoelace/shoelace.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { LoadingBar } from '../loading-bar/LoadingBar.tsx';
import { actionsColumnWidth, presentRowActions } from './action-columns.ts';
import { DataTableBody } from './DataTableBody.tsx';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import { DataTableSkeleton } from './DataTableSkeleton.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type { DataTableExport, DataTableProps } from './data-table-types.ts';
import { LazyVirtualBody, preloadVirtualBody } from './load-virtual-body.ts';
import { StickyScrollbar } from './StickyScrollbar.tsx';
import { useAllWindows } from './use-all-windows.ts';
import { useCardLayout } from './use-card-layout.ts';
import { rowIdOf, useDataTable } from './use-data-table.ts';
import { useFoldedColumns } from './use-folded-columns.ts';
import { useRowSelection } from './use-row-selection.ts';
import { useSearchInput } from './use-search-input.ts';
import { ALL_WINDOW_ROWS, useTablePage } from './use-table-page.ts';
import { useTableRequest } from './use-table-request.ts';

const NO_ROWS: never[] = [];
const NO_KEY: never[] = [];
const FIRST_WINDOW_ONLY = { key: '', first: 0, last: 0 };
/** Rows of page size All shown before the virtualised body's module is in: more than its box holds. */
const ROWS_BEFORE_VIRTUALIZER = 25;

export interface DataTableServices {
  /** Where the last request per table is kept (`dataTableRequests`); none: not kept. */
  requestStore?: TableRequestStore;
  /** The query client; default: the one of the surrounding QueryClientProvider. */
  queryClient?: QueryClient;
}

/**
 * The portal's list table (spec §2 "List screens"): server-paged, sorted and searched, with
 * refresh, exports, row and custom actions, selection, expansion and, for All, a virtualised body
 * whose rows come in windows (server pages) as they scroll into view.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T> & DataTableServices) {
  const { tableKey, columns, rowKey = 'id', mustSort = false, selection } = props;
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
  const result = useTablePage(tableKey, request, props.fetchPage, queryKey, props.queryClient);
  const all = request.itemsPerPage === -1;
  // At All: the windows in view, for this request only; a new sort or search starts at the top.
  const requestKey = JSON.stringify(request) + queryKeyJson;
  const [inView, setInView] = useState(FIRST_WINDOW_ONLY);
  const windowsInView = inView.key === requestKey ? inView : FIRST_WINDOW_ONLY;
  const onWindowsInView = useCallback(
    (first: number, last: number) =>
      setInView((previous) =>
        previous.key === requestKey && previous.first === first && previous.last === last
          ? previous
          : { key: requestKey, first, last },
      ),
    [requestKey],
  );
  const windows = useAllWindows({
    tableKey,
    queryKey,
    request,
    fetchPage: props.fetchPage,
    queryClient: props.queryClient,
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
  // Folding starts over for other rows (a page; not each window of All, whose rows arrive as it scrolls).
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  const rowsKey =
    all || firstRow === undefined || lastRow === undefined
      ? ''
      : `${rows.length}:${rowIdOf(firstRow, rowKey)}:${rowIdOf(lastRow, rowKey)}`;
  const folded = useFoldedColumns(scrollRef, columns, {
    active: tableShown && !cards,
    sortKey: request.sortBy[0]?.key,
    contentKey: `${requestKey}|${language}|${rowsKey}`,
    hasDetailsColumn: props.expandable !== undefined,
  });
  const shownColumns = useMemo(() => columns.filter((column) => !folded.has(column.key)), [columns, folded]);
  const foldedColumns = useMemo(() => columns.filter((column) => folded.has(column.key)), [columns, folded]);
  const details = props.expandable ? 'expand' : foldedColumns.length > 0 ? 'details' : undefined;
  const sortLabelId = useId();
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
    expandable: details !== undefined,
  });
  const [exportFailed, setExportFailed] = useState(false);
  const runExport = async (exportAction: DataTableExport) => {
    setExportFailed(false);
    try {
      await exportAction.run(request);
    } catch {
      setExportFailed(true);
    }
  };

  const rowActionCount = presentRowActions(props.rowActions).length;
  const customActionCount = props.customActions?.length ?? 0;
  const tableRows = table.getRowModel().rows;
  // All with more rows than its first window: windows, placeholders and the virtualizer.
  const virtual = all && total > ALL_WINDOW_ROWS;
  const firstRowIndex = all ? 1 : (request.page - 1) * request.itemsPerPage + 1;
  const reloading = result.isFetching && !result.isFirstLoad;
  const customActionsWidth = customActionCount > 0 ? actionsColumnWidth(customActionCount) : 0;
  const dataColumnCount =
    shownColumns.length + (rowActionCount > 0 ? 1 : 0) + (customActionCount > 0 ? 1 : 0);
  const cellCount = dataColumnCount + (selection ? 1 : 0) + (details ? 1 : 0);
  const rowProps = {
    columns: shownColumns,
    foldedColumns,
    cards,
    selectable: selection !== undefined,
    renderExpanded: props.expandable?.renderExpanded,
    rowActions: props.rowActions,
    customActions: props.customActions,
    rowClassName: props.rowClassName,
    language,
    t,
  };
  let body: ReactNode;
  if (tableRows.length === 0) {
    body = (
      <tbody>
        <tr className="no-data">
          <td colSpan={cellCount}>
            <span className="state-text">{t('table.noData')}</span>
          </td>
        </tr>
      </tbody>
    );
  } else if (virtual) {
    // Until the virtualizer's module is in, the first window's top rows show as an ordinary page.
    body = (
      <Suspense
        fallback={
          <DataTableBody
            rows={tableRows.slice(0, ROWS_BEFORE_VIRTUALIZER)}
            firstAriaRowIndex={2}
            {...rowProps}
          />
        }
      >
        <LazyVirtualBody
          key={requestKey}
          count={total}
          rows={tableRows}
          slotAt={windows.slotAt}
          getScrollElement={getScrollElement}
          onWindowsInView={onWindowsInView}
          cellCount={cellCount}
          {...rowProps}
        />
      </Suspense>
    );
  } else {
    body = <DataTableBody rows={tableRows} firstAriaRowIndex={firstRowIndex + 1} {...rowProps} />;
  }

  let content: ReactNode;
  if (showError) {
    content = (
      <sl-alert part="error" variant="danger" open className="load-error">
        <sl-icon slot="icon" name="exclamation-octagon" library="cp" />
        <span>
          {result.failureReason ?? t(result.isUnreachable ? 'table.unreachable' : 'table.loadError')}
        </span>
        <sl-button size="small" variant="danger" outline onClick={result.reload}>
          {t('table.refresh')}
        </sl-button>
      </sl-alert>
    );
  } else if (!tableShown) {
    content = (
      <DataTableSkeleton rows={5} columns={Math.min(dataColumnCount, 6)} label={t('table.loading')} />
    );
  } else {
    content = (
      <>
        {cards && (
          <span id={sortLabelId} className="sort-label">
            {t('table.sortBy')}
          </span>
        )}
        <div
          ref={scrollRef}
          part="table-container"
          className={virtual ? 'scroll virtual' : 'scroll'}
          aria-busy={reloading}
        >
          <table
            part="table"
            aria-label={props.caption}
            aria-rowcount={virtual ? total + 1 : undefined}
            aria-busy={virtual && windows.isFetching}
          >
            <DataTableHead
              table={table}
              columns={shownColumns}
              request={request}
              onSort={(key) => setRequest((r) => applySort(r, key, mustSort))}
              selection={selection}
              details={details}
              sortLabelId={cards ? sortLabelId : undefined}
              rowActionsWidth={rowActionCount > 0 ? actionsColumnWidth(rowActionCount) : 0}
              customActionsWidth={customActionsWidth}
              customActionLabels={props.customActions?.map((action) => action.label) ?? []}
              t={t}
            />
            {body}
          </table>
        </div>
        {!virtual && <StickyScrollbar getScrollElement={getScrollElement} />}
      </>
    );
  }

  return (
    <div ref={baseRef} part="base" className={cards ? 'data-table cards' : 'data-table'}>
      <DataTableToolbar
        search={searchText}
        onSearchInput={onSearchInput}
        onRefresh={result.reload}
        exports={props.exports ?? []}
        exportsDisabled={showError}
        onExport={runExport}
        t={t}
      />
      <div className="progress-slot">
        {reloading && <LoadingBar part="progress" label={t('table.loading')} />}
      </div>
      {exportFailed && (
        <sl-alert variant="danger" open closable onsl-after-hide={() => setExportFailed(false)}>
          {t('errors.unknown')}
        </sl-alert>
      )}
      {content}
      {/* A failed load has no counts to tell: no "0–0 of 0" under the error. */}
      {!showError && (
        <DataTablePagination
          page={request.page}
          itemsPerPage={request.itemsPerPage}
          total={total}
          pageSizeOptions={props.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
          onChange={onPageChange}
          language={language}
          t={t}
        />
      )}
    </div>
  );
}
