import type { RowData } from '@tanstack/react-table';
import { type RefObject, useLayoutEffect, useMemo, useState } from 'react';
import type { DataTableColumn } from './data-table-types.ts';

/** About the width of the details column (the rows' details buttons) that the first fold adds. */
const DETAILS_COLUMN_PX = 56;

export interface FoldOptions {
  /** Whether the rows show as a table (not cards, not loading, not an error). */
  active: boolean;
  /** The sorted column: it stays in view, so the order the rows are in can be seen. */
  sortKey?: string;
  /** Changes when what the cells hold changes (the page's rows, the language): folding starts over. */
  contentKey: string;
  /** Whether the rows have a details column anyway (an expandable table). */
  hasDetailsColumn: boolean;
}

const NONE: readonly string[] = [];

/** Each header cell's width, keyed by column, with the table at its narrowest (every column at min-content). */
function narrowestWidths(table: HTMLTableElement): { total: number; widths: Map<string, number> } {
  table.style.width = 'min-content';
  const widths = new Map<string, number>();
  for (const th of table.querySelectorAll<HTMLElement>('thead th[data-column]'))
    widths.set(th.dataset.column ?? '', th.getBoundingClientRect().width);
  const total = table.getBoundingClientRect().width;
  table.style.width = '';
  return { total, widths };
}

/**
 * The keys of the columns that fold into the rows' details so that the table fits its scroll box
 * without scrolling sideways (DataTableColumn `fold`). Measured, not guessed, in layout effects, so
 * the user never sees the table too wide: a render with every column gives each one's narrowest
 * width; the most important foldable columns (lowest rank) that fit stay, the others fold. Should
 * the table still not fit, the next column folds, one per render. A new width, other rows or another
 * language start over.
 */
export function useFoldedColumns<T extends RowData>(
  scrollRef: RefObject<HTMLElement | null>,
  columns: readonly DataTableColumn<T>[],
  options: FoldOptions,
): ReadonlySet<string> {
  const { active, sortKey, contentKey, hasDetailsColumn } = options;
  // Highest rank (first to fold) first.
  const order = useMemo(
    () =>
      columns
        .filter((column) => column.fold !== undefined && column.key !== sortKey)
        .sort((a, b) => (b.fold ?? 0) - (a.fold ?? 0))
        .map((column) => column.key),
    [columns, sortKey],
  );
  const [width, setWidth] = useState(0);
  const key = `${contentKey}|${width}|${order.join(',')}`;
  const [folded, setFolded] = useState({ keys: NONE, key: '' });
  // Folding of another width, other rows or columns is stale: this render shows every column.
  const current = active && folded.key === key;
  const foldedKeys = current ? folded.keys : NONE;

  useLayoutEffect(() => {
    const scroll = scrollRef.current;
    if (!active || !scroll) return;
    // Not flushSync: a render inside the observer's callback resizes what it observes (an error of
    // "undelivered notifications"); the new width folds one frame later.
    const observer = new ResizeObserver(() => setWidth(Math.round(scroll.clientWidth)));
    setWidth(Math.round(scroll.clientWidth));
    observer.observe(scroll);
    return () => observer.disconnect();
  }, [active, scrollRef]);

  useLayoutEffect(() => {
    const scroll = scrollRef.current;
    const table = scroll?.querySelector('table');
    if (!active || !scroll || !table || width === 0) return;
    if (!current) {
      const { total, widths } = narrowestWidths(table);
      if (total <= scroll.clientWidth || order.length === 0) {
        setFolded({ keys: NONE, key });
        return;
      }
      const foldable = order.reduce((sum, column) => sum + (widths.get(column) ?? 0), 0);
      let room = scroll.clientWidth - (total - foldable) - (hasDetailsColumn ? 0 : DETAILS_COLUMN_PX);
      // Most important first, and the first that does not fit folds with every less important one:
      // a narrow column kept where a more important wide one folded would turn the ranks around
      // (German orders kept the weight and folded the product).
      const kept = new Set<string>();
      for (const column of [...order].reverse()) {
        const needed = widths.get(column) ?? 0;
        if (needed > room) break;
        kept.add(column);
        room -= needed;
      }
      setFolded({ keys: order.filter((column) => !kept.has(column)), key });
      return;
    }
    if (scroll.scrollWidth > scroll.clientWidth + 1) {
      const next = order.find((column) => !folded.keys.includes(column));
      if (next !== undefined) setFolded({ keys: [...folded.keys, next], key });
    }
  });

  return useMemo(() => new Set(foldedKeys), [foldedKeys]);
}
