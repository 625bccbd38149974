import {
  type ColumnDef,
  type ExpandedState,
  type RowData,
  type RowSelectionState,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { TableRequest } from '../../core/table/table-request.ts';
import type { DataTableColumn, SelectionStrategy } from './data-table-types.ts';

export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowSelectionFeature,
  rowExpandingFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

export interface UseDataTableOptions<T extends RowData> {
  rows: readonly T[];
  total: number;
  columns: readonly DataTableColumn<T>[];
  rowKey: string;
  request: TableRequest;
  onPageChange: (page: number, itemsPerPage: number) => void;
  selection?: SelectionStrategy;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  expandable: boolean;
}

/** Reads the row's identity as a string, so selection and expansion survive paging (getRowId). */
export function rowIdOf<T>(row: T, rowKey: string): string {
  return String((row as Record<string, unknown>)[rowKey]);
}

/**
 * The TanStack Table instance for one server page. Paging and sorting are the server's (manual),
 * the page index is never reset by the table itself: the request state does that on sort/search.
 */
export function useDataTable<T extends RowData>(options: UseDataTableOptions<T>) {
  const { columns, rowKey, request, total, onPageChange } = options;
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const columnDefs = useMemo<ColumnDef<DataTableFeatures, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        accessorFn: (row: T) => (row as Record<string, unknown>)[column.key],
        header: column.header,
        enableSorting: column.sortable === true,
      })),
    [columns],
  );
  const pageSize = request.itemsPerPage === -1 ? Math.max(total, 1) : request.itemsPerPage;
  const pagination = { pageIndex: request.page - 1, pageSize };
  const sortItem = request.sortBy[0];
  return useTable<DataTableFeatures, T>({
    features: dataTableFeatures,
    data: options.rows,
    columns: columnDefs,
    getRowId: (row) => rowIdOf(row, rowKey),
    manualPagination: true,
    manualSorting: true,
    autoResetPageIndex: false,
    autoResetExpanded: false,
    rowCount: total,
    enableRowSelection: options.selection !== undefined,
    enableMultiRowSelection: options.selection !== 'single',
    enableRowRangeSelection: options.selection !== 'single',
    getRowCanExpand: () => options.expandable,
    state: {
      pagination,
      sorting: sortItem ? [{ id: sortItem.key, desc: sortItem.order === 'desc' }] : [],
      rowSelection: options.rowSelection,
      expanded,
    },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPageChange(next.pageIndex + 1, request.itemsPerPage === -1 ? -1 : next.pageSize);
    },
    onRowSelectionChange: options.onRowSelectionChange,
    onExpandedChange: setExpanded,
  });
}

export type DataTableInstance<T extends RowData> = ReturnType<typeof useDataTable<T>>;
