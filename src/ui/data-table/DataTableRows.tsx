import type { RowData } from '@tanstack/react-table';
import { Suspense } from 'react';
import { DataTableBody } from './DataTableBody.tsx';
import type { DataTableRowProps } from './DataTableRow.tsx';
import { LazyVirtualBody } from './load-virtual-body.ts';
import type { DataTableController } from './use-data-table-controller.ts';

/** Rows of page size All shown before the virtualised body's module is in: more than its box holds. */
const ROWS_BEFORE_VIRTUALIZER = 25;

export interface DataTableRowsProps<T extends RowData> {
  controller: DataTableController<T>;
  /** What every row takes alike: its columns, actions, language. */
  rowProps: Omit<DataTableRowProps<T>, 'row' | 'ariaRowIndex'>;
  /** Cells in a row, selection and details included: the no-data row spans them. */
  cellCount: number;
}

/** The table's body: "No data available", a page of rows, or the virtualised body of All. */
export function DataTableRows<T extends RowData>({ controller, rowProps, cellCount }: DataTableRowsProps<T>) {
  const tableRows = controller.table.getRowModel().rows;
  if (tableRows.length === 0) {
    return (
      <tbody>
        <tr className="no-data">
          <td colSpan={cellCount}>
            <span className="state-text">{controller.t('table.noData')}</span>
          </td>
        </tr>
      </tbody>
    );
  }
  if (!controller.virtual) {
    return <DataTableBody rows={tableRows} firstAriaRowIndex={controller.firstRowIndex + 1} {...rowProps} />;
  }
  // Until the virtualizer's module is in, the first window's top rows show as an ordinary page.
  return (
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
        key={controller.requestKey}
        count={controller.total}
        rows={tableRows}
        slotAt={controller.windows.slotAt}
        getScrollElement={controller.getScrollElement}
        onWindowsInView={controller.onWindowsInView}
        cellCount={cellCount}
        {...rowProps}
      />
    </Suspense>
  );
}
