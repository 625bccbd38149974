import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { DataTableRowProps } from './DataTableRow.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import type { DataTableFeatures } from './use-data-table.ts';

/** Above this many rows (page size All) only the rows in view are in the DOM. */
export const VIRTUALIZE_FROM_ROWS = 100;
const ESTIMATED_ROW_HEIGHT = 44;

export interface DataTableBodyProps<T extends RowData>
  extends Omit<DataTableRowProps<T>, 'row' | 'ariaRowIndex'> {
  rows: readonly Row<DataTableFeatures, T>[];
  /** The scroll container of the table (fixed height when virtualised). */
  getScrollElement: () => HTMLElement | null;
  /** aria-rowindex of the first row on this page, header row included. */
  firstAriaRowIndex: number;
}

/**
 * The table body. Long results are virtualised: each visible row sits in its own `<tbody>` (so a
 * row and its expansion are measured together) between two spacer bodies that keep the scroll
 * height; header cells and data cells stay in one `<table>`, so columns stay aligned.
 */
export function DataTableBody<T extends RowData>(props: DataTableBodyProps<T>) {
  const { rows, getScrollElement, firstAriaRowIndex, ...rowProps } = props;
  const virtual = rows.length > VIRTUALIZE_FROM_ROWS;
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableSectionElement>({
    count: rows.length,
    getScrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 8,
    enabled: virtual,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  if (!virtual) {
    return (
      <tbody>
        {rows.map((row, index) => (
          <DataTableRow key={row.id} row={row} ariaRowIndex={firstAriaRowIndex + index} {...rowProps} />
        ))}
      </tbody>
    );
  }
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      <tbody aria-hidden="true" className="spacer">
        <tr>
          <td style={{ height: before }} />
        </tr>
      </tbody>
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
            <DataTableRow row={row} ariaRowIndex={firstAriaRowIndex + item.index} {...rowProps} />
          </tbody>
        );
      })}
      <tbody aria-hidden="true" className="spacer">
        <tr>
          <td style={{ height: Math.max(after, 0) }} />
        </tr>
      </tbody>
    </>
  );
}
