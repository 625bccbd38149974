import { useCallback, useMemo, useState } from 'react';
import { useEmit } from '../element/use-emit.ts';
import type { DataTableCustomAction } from './data-table-types.ts';

/** Opens the row's PDF in `target` (see `showPdf`), or saves it. */
export type ReprintRow<T> = (row: T, target: Window | null) => Promise<void>;

export interface Reprint<T> {
  /** The reprint button of each row, for the DataTable's `customActions`. */
  actions: DataTableCustomAction<T>[];
  /** Whether the last reprint failed (shown until dismissed or the next reprint). */
  failed: boolean;
  dismiss: () => void;
}

/**
 * A row's reprint (docs/contract.md#files): a tab opened inside the click, then the PDF shown in it. A failure is
 * kept for `ReprintFailedAlert` and emitted as `cp-error`.
 */
export function useReprint<T>(label: string, reprint: ReprintRow<T>): Reprint<T> {
  const emit = useEmit();
  const [failed, setFailed] = useState(false);
  const actions = useMemo<DataTableCustomAction<T>[]>(
    () => [
      {
        name: 'reprint',
        label,
        icon: 'printer',
        run: async (row) => {
          setFailed(false);
          // Opened inside the click, before the request: a tab opened after an await is blocked as a pop-up.
          const target = window.open('', '_blank');
          try {
            await reprint(row, target);
          } catch (error) {
            setFailed(true);
            emit('cp-error', { message: error instanceof Error ? error.message : String(error) });
          }
        },
      },
    ],
    [label, reprint, emit],
  );
  const dismiss = useCallback(() => setFailed(false), []);
  return { actions, failed, dismiss };
}
