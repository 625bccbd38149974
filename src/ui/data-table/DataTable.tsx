import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import type { QueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '../../core/table/table-request.ts';
import type { TableRequestStore } from '../../core/table/table-request-store.ts';
import { applyItemsPerPage, applySearch, applySort } from '../../core/table/table-sort.ts';
import '../shoelace/shoelace.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { LoadingBar } from '../loading-bar/LoadingBar.tsx';
import { actionsColumnWidth, presentRowActions } from './action-columns.ts';
import { DataTableBody, VIRTUALIZE_FROM_ROWS } from './DataTableBody.tsx';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTablePagination } from './DataTablePagination.tsx';
import { DataTableSkeleton } from './DataTableSkeleton.tsx';
import { DataTableToolbar } from './DataTableToolbar.tsx';
import type { DataTableExport, DataTableProps } from './data-table-types.ts';
import { useCardLayout } from './use-card-layout.ts';
import { rowIdOf, useDataTable } from './use-data-table.ts';
import { useRowSelection } from './use-row-selection.ts';
import { useSearchInput } from './use-search-input.ts';
import { useTablePage } from './use-table-page.ts';
import { useTableRequest } from './use-table-request.ts';

const NO_ROWS: never[] = [];
const NO_KEY: never[] = [];

export interface DataTableServices {
  /** Where the last request per table is kept (`dataTableRequests`); none: not kept. */
  requestStore?: TableRequestStore;
  /** The query client; default: the one of the surrounding QueryClientProvider. */
  queryClient?: QueryClient;
}

/**
 * The portal's list table (spec §2 "List screens"): server-paged, sorted and searched, with
 * refresh, exports, row and custom actions, selection, expansion and a virtualised body for All.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T> & DataTableServices) {
  const { tableKey, columns, rowKey = 'id', mustSort = false, selection } = props;
  const { t, language } = usePortalTranslation('portal');
  const queryKey = props.queryKey ?? NO_KEY;
  const [request, setRequest] = useTableRequest(
    tableKey,
    props.initialRequest,
    props.requestStore,
    props.routerQuery,
    JSON.stringify(queryKey),
  );
  const onSearch = useCallback((search: string) => setRequest((r) => applySearch(r, search)), [setRequest]);
  const [searchText, onSearchInput] = useSearchInput(request.search, onSearch);
  const result = useTablePage(tableKey, request, props.fetchPage, queryKey, props.queryClient);
  const rows = result.page?.items ?? NO_ROWS;
  const total = result.page?.total ?? 0;
  const selectionState = useRowSelection(rows, (row: T) => rowIdOf(row, rowKey), props.onSelectionChange);
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
    expandable: props.expandable !== undefined,
  });
  const scrollRef = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLDivElement>(null);
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
  const virtual = tableRows.length > VIRTUALIZE_FROM_ROWS;
  const firstRowIndex = request.itemsPerPage === -1 ? 1 : (request.page - 1) * request.itemsPerPage + 1;
  const showError = result.isError && !result.isFetching;
  const reloading = result.isFetching && !result.isFirstLoad;
  const customActionsWidth = customActionCount > 0 ? actionsColumnWidth(customActionCount) : 0;
  const dataColumnCount = columns.length + (rowActionCount > 0 ? 1 : 0) + (customActionCount > 0 ? 1 : 0);
  const cards = useCardLayout(baseRef);

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
  } else if (result.isFirstLoad) {
    content = (
      <DataTableSkeleton rows={5} columns={Math.min(dataColumnCount, 6)} label={t('table.loading')} />
    );
  } else {
    content = (
      <div
        ref={scrollRef}
        part="table-container"
        className={virtual ? 'scroll virtual' : 'scroll'}
        aria-busy={reloading}
      >
        <table part="table" aria-label={props.caption} aria-rowcount={virtual ? total + 1 : undefined}>
          <DataTableHead
            table={table}
            columns={columns}
            request={request}
            onSort={(key) => setRequest((r) => applySort(r, key, mustSort))}
            selection={selection}
            expandable={props.expandable !== undefined}
            rowActionsWidth={rowActionCount > 0 ? actionsColumnWidth(rowActionCount) : 0}
            customActionsWidth={customActionsWidth}
            customActionLabels={props.customActions?.map((action) => action.label) ?? []}
            t={t}
          />
          {tableRows.length === 0 ? (
            <tbody>
              <tr className="no-data">
                <td colSpan={dataColumnCount + (selection ? 1 : 0) + (props.expandable ? 1 : 0)}>
                  <span className="state-text">{t('table.noData')}</span>
                </td>
              </tr>
            </tbody>
          ) : (
            <DataTableBody
              rows={tableRows}
              getScrollElement={() => scrollRef.current}
              firstAriaRowIndex={firstRowIndex + 1}
              columns={columns}
              selectable={selection !== undefined}
              renderExpanded={props.expandable?.renderExpanded}
              rowActions={props.rowActions}
              customActions={props.customActions}
              rowClassName={props.rowClassName}
              language={language}
              t={t}
            />
          )}
        </table>
      </div>
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
