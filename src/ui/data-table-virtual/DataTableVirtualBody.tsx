import type { Row, RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import type { DataTableRowProps } from '../data-table/DataTableRow.tsx';
import { DataTableRow } from '../data-table/DataTableRow.tsx';
import type { WindowSlot } from '../data-table/use-all-windows.ts';
import type { DataTableFeatures } from '../data-table/use-data-table.ts';
import { ALL_WINDOW_ROWS } from '../data-table/use-table-page.ts';

/** A table row's height (data-table.css); cards measure their own (see `estimate`). */
const ROW_HEIGHT = 44;
const OVERSCAN_ROWS = 8;
/** Windows are asked this many rows before they scroll into view. */
const LOOKAHEAD_ROWS = 30;

export interface DataTableVirtualBodyProps<T extends RowData>
  extends Omit<DataTableRowProps<T>, 'row' | 'ariaRowIndex'> {
  /** Every row of the result: the scrollbar's extent from the first answer. */
  count: number;
  /** The table's rows (the loaded windows'); `slotAt` says which one stands at a position. */
  rows: readonly Row<DataTableFeatures, T>[];
  slotAt: (index: number) => WindowSlot;
  /** The scroll container of the table (fixed height). */
  getScrollElement: () => HTMLElement | null;
  /** Told the first and last window (0-based) that the rows in view and just beyond fall into. */
  onWindowsInView: (firstWindow: number, lastWindow: number) => void;
  /** Cells per row, for the placeholder rows' one cell. */
  cellCount: number;
  /** Rows are cards (use-card-layout.ts): their height is measured, not known. */
  cards: boolean;
}

/**
 * The body of page size All: only the rows in view are in the DOM, each in its own `<tbody>` (so a
 * row and its expansion are measured together) between two spacer bodies that keep the scroll
 * height of every row of the result; header cells and data cells stay in one `<table>`, so columns
 * stay aligned. A row whose window has not arrived is a placeholder of a row's height, not a data
 * row (no part="row"); the first one in view of a failed window offers to load it again.
 * Mounted afresh for each request (sort, search): it starts at the top.
 */
export function DataTableVirtualBody<T extends RowData>(props: DataTableVirtualBodyProps<T>) {
  const { count, rows, slotAt, getScrollElement, onWindowsInView, cellCount, cards, ...rowProps } = props;
  const { t } = rowProps;
  // Before the virtualizer reads the offset (its own layout effect comes next): a new request
  // starts at its first row, and asks no window of where the previous one was scrolled to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useLayoutEffect(() => {
    const element = getScrollElement();
    if (element) element.scrollTop = 0;
  }, []);
  const [estimate, setEstimate] = useState(ROW_HEIGHT);
  const virtualizer = useVirtualizer<HTMLElement, HTMLTableSectionElement>({
    count,
    getScrollElement,
    estimateSize: () => estimate,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  const lastIndex = items.at(-1)?.index ?? 0;

  useEffect(() => {
    const from = Math.max(0, firstIndex - LOOKAHEAD_ROWS);
    const to = Math.min(count - 1, lastIndex + LOOKAHEAD_ROWS);
    onWindowsInView(Math.floor(from / ALL_WINDOW_ROWS), Math.floor(to / ALL_WINDOW_ROWS));
  }, [firstIndex, lastIndex, count, onWindowsInView]);

  // Cards are taller than table rows and differ with the columns: the first card in view tells the
  // height that placeholders and rows not yet seen are given.
  const firstLoaded = items.find((item) => slotAt(item.index).state === 'loaded');
  const measuredHeight = firstLoaded?.size;
  useLayoutEffect(() => {
    const wanted = cards ? (measuredHeight ?? estimate) : ROW_HEIGHT;
    if (Math.abs(wanted - estimate) > 1) {
      setEstimate(wanted);
      virtualizer.measure();
    }
  }, [cards, measuredHeight, estimate, virtualizer]);

  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const retryShown = new Set<number>();
  return (
    <>
      <tbody aria-hidden="true" className="spacer">
        <tr>
          <td style={{ height: before }} />
        </tr>
      </tbody>
      {items.map((item) => {
        const slot = slotAt(item.index);
        const ariaRowIndex = item.index + 2;
        const row = slot.state === 'loaded' ? rows[slot.dataIndex] : undefined;
        let content: ReactNode;
        if (row) {
          content = <DataTableRow row={row} ariaRowIndex={ariaRowIndex} cards={cards} {...rowProps} />;
        } else {
          let cell: ReactNode = null;
          if (slot.state === 'loading') cell = <span className="skeleton-bar" aria-hidden="true" />;
          else if (slot.state === 'failed' && !retryShown.has(slot.window)) {
            retryShown.add(slot.window);
            cell = (
              <span className="window-error" role="alert">
                <span>{t('table.rowsLoadError')}</span>
                <cp-sl-button size="small" variant="danger" outline onClick={slot.retry}>
                  {t('table.retry')}
                </cp-sl-button>
              </span>
            );
          }
          content = (
            <tr className="placeholder" aria-rowindex={ariaRowIndex} style={{ height: estimate }}>
              <td colSpan={cellCount}>{cell}</td>
            </tr>
          );
        }
        return (
          <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
            {content}
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

export default DataTableVirtualBody;
