import type { RowData } from '@tanstack/react-table';
import { type RefObject, useMemo } from 'react';
import type { DataTableColumn } from './data-table-types.ts';
import { rowIdOf } from './use-data-table.ts';
import { useFoldedColumns } from './use-folded-columns.ts';

export interface ShownColumnsOptions<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: string;
  /** Page size All: its rows arrive window by window as it scrolls, which starts no fold over. */
  all: boolean;
  /** Whether the rows show as a table (not cards, not loading, not an error). */
  active: boolean;
  sortKey: string | undefined;
  /** The request and the language: what else changes what the cells hold. */
  contentKey: string;
  expandable: boolean;
}

/** The columns in view, those folded into the rows' details, and which details column the rows get. */
export interface ShownColumns<T> {
  shown: readonly DataTableColumn<T>[];
  folded: readonly DataTableColumn<T>[];
  /** 'expand' for an expandable table, 'details' when columns are folded, else no such column. */
  details: 'expand' | 'details' | undefined;
}

/** Folds columns into the rows' details until the table fits its scroll box (use-folded-columns.ts). */
export function useShownColumns<T extends RowData>(
  scrollRef: RefObject<HTMLElement | null>,
  options: ShownColumnsOptions<T>,
): ShownColumns<T> {
  const { columns, rows, rowKey } = options;
  // Folding starts over for other rows (a page; not each window of All, whose rows arrive as it scrolls).
  const firstRow = rows[0];
  const lastRow = rows.at(-1);
  const rowsKey =
    options.all || firstRow === undefined || lastRow === undefined
      ? ''
      : `${rows.length}:${rowIdOf(firstRow, rowKey)}:${rowIdOf(lastRow, rowKey)}`;
  const folded = useFoldedColumns(scrollRef, columns, {
    active: options.active,
    sortKey: options.sortKey,
    contentKey: `${options.contentKey}|${rowsKey}`,
    hasDetailsColumn: options.expandable,
  });
  const shown = useMemo(() => columns.filter((column) => !folded.has(column.key)), [columns, folded]);
  const foldedColumns = useMemo(() => columns.filter((column) => folded.has(column.key)), [columns, folded]);
  const details = options.expandable ? 'expand' : foldedColumns.length > 0 ? 'details' : undefined;
  return { shown, folded: foldedColumns, details };
}
