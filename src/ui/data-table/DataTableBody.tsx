import type { Row, RowData } from '@tanstack/react-table';
import type { DataTableRowProps } from './DataTableRow.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import type { DataTableFeatures } from './use-data-table.ts';

export interface DataTableBodyProps<T extends RowData>
  extends Omit<DataTableRowProps<T>, 'row' | 'ariaRowIndex'> {
  rows: readonly Row<DataTableFeatures, T>[];
  /** aria-rowindex of the first row on this page, header row included. */
  firstAriaRowIndex: number;
}

/**
 * The table body of a page: every row in the DOM. Page size All with more rows than its first
 * window has a virtualised body of its own (DataTableVirtualBody.tsx, loaded when needed).
 */
export function DataTableBody<T extends RowData>(props: DataTableBodyProps<T>) {
  const { rows, firstAriaRowIndex, ...rowProps } = props;
  return (
    <tbody>
      {rows.map((row, index) => (
        <DataTableRow key={row.id} row={row} ariaRowIndex={firstAriaRowIndex + index} {...rowProps} />
      ))}
    </tbody>
  );
}
