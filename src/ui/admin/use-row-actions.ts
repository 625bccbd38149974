import { useRef, useState } from 'react';
import { useRuntime } from '../element/use-runtime.ts';
import type { AdminDialog } from './admin-dialog.ts';
import type { AdminFailureKey } from './admin-namespace.ts';
import { type AdminAction, type AdminActionOptions, useAdminAction } from './use-admin-action.ts';

/** The state of an admin table's row actions: those that ask first and those that run at once. */
export interface RowActions<A, R> {
  /** A new opening id for a dialog (see AdminDialog). */
  nextOpening(): number;
  /** The confirmation asked for, or null before the first. */
  confirming: AdminDialog<A, R> | null;
  setConfirming(update: (dialog: AdminDialog<A, R> | null) => AdminDialog<A, R> | null): void;
  /** The call of the confirmation: its busy state and failure show in the ConfirmDialog. */
  confirmAction: AdminAction;
  /** The call of an action that runs at once: its failure shows above the table. */
  directAction: AdminAction;
  /** Opens the confirmation of `action` on `row`, without the messages of earlier failures. */
  ask(action: A, row: R): void;
  /** Tells the user `message` in the snackbar and reloads the table. */
  done(message: string): void;
  /**
   * Runs an action at once (ignored while one runs); when it succeeded, `doneMessage` is shown and
   * the table reloads.
   */
  runDirect(call: () => Promise<unknown>, failure: AdminFailureKey, doneMessage: () => string): Promise<void>;
}

/** The row actions of an admin table that reloads with `reloadTable` (see RowActions). */
export function useRowActions<A, R>(
  reloadTable: () => Promise<unknown>,
  options?: AdminActionOptions,
): RowActions<A, R> {
  const runtime = useRuntime();
  const openings = useRef(0);
  const [confirming, setConfirming] = useState<AdminDialog<A, R> | null>(null);
  const confirmAction = useAdminAction(options);
  const directAction = useAdminAction(options);
  const nextOpening = () => ++openings.current;

  const done = (message: string) => {
    runtime.snackbar.show(message, 'success');
    void reloadTable();
  };

  return {
    nextOpening,
    confirming,
    setConfirming,
    confirmAction,
    directAction,
    ask: (action, row) => {
      confirmAction.reset();
      directAction.reset();
      setConfirming({ id: nextOpening(), action, row, open: true });
    },
    done,
    runDirect: async (call, failure, doneMessage) => {
      if (directAction.busy) return;
      const ok = await directAction.run(async () => {
        await call();
        return true;
      }, failure);
      if (ok) done(doneMessage());
    },
  };
}
