import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { debounce, SELECTION_DEBOUNCE_MS } from '../../core/table/debounce.ts';

/**
 * Selected row ids across pages (the table's getRowId keeps them stable) and the rows behind them,
 * reported through `onSelectionChange` 400 ms after the selection settles (docs/screens/lists.md#selection).
 */
export function useRowSelection<T>(
  rows: readonly T[],
  rowId: (row: T) => string,
  onSelectionChange: ((rows: T[]) => void) | undefined,
) {
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Rows of earlier pages are gone from `rows`; remember every row seen so they can be reported.
  const seen = useRef(new Map<string, T>());
  for (const row of rows) seen.current.set(rowId(row), row);

  const emit = useMemo(
    () =>
      debounce((selection: RowSelectionState) => {
        const selected = Object.keys(selection)
          .filter((id) => selection[id])
          .map((id) => seen.current.get(id))
          .filter((row): row is T => row !== undefined);
        onSelectionChange?.(selected);
      }, SELECTION_DEBOUNCE_MS),
    [onSelectionChange],
  );
  useEffect(() => () => emit.flush(), [emit]);
  const opened = useRef(false);
  useEffect(() => {
    // Nothing to report for the empty selection a table opens with.
    if (opened.current) emit(rowSelection);
    opened.current = true;
  }, [emit, rowSelection]);

  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setRowSelection((previous) => (typeof updater === 'function' ? updater(previous) : updater));
  return { rowSelection, onRowSelectionChange };
}
