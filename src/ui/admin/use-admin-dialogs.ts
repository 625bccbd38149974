import { useCallback, useRef, useState } from 'react';
import { useRuntime } from '../element/use-runtime.ts';
import type { AdminFailureKey } from './admin-namespace.ts';
import { type AdminAction, type AdminActionOptions, useAdminAction } from './use-admin-action.ts';

/** One opening of a dialog: `id` counts openings, so every opening starts a fresh form. */
interface Opening<R> {
  id: number;
  row: R | null;
  open: boolean;
}

/** What a dialog of an admin screen is given: its opening's key, whether it is open, its row and its close. */
export interface AdminDialogSlot<R> {
  /** The dialog's React key: a new one per opening, so its form starts afresh. */
  key: string;
  open: boolean;
  /** The row it is about (null for a new one), kept while the dialog fades out. */
  row: R | null;
  /**
   * Closes this opening only: a dialog still fading out when another opened reports its close late
   * (Shoelace's sl-after-hide), and that must not close the new one.
   */
  close(): void;
}

/** The confirmation dialog: the action asked about, and the busy state and failure of its call. */
export interface AdminConfirmation<A, R> extends AdminDialogSlot<R> {
  action: A | null;
  busy: boolean;
  error: string | null;
}

export interface AdminDialogsOptions extends AdminActionOptions {
  /** Reloads what a change shows: the table, and any cached answer the change affects. */
  reload: () => Promise<unknown>;
}

/** The create/edit/confirm dialogs of an admin screen and the calls behind them (see useAdminDialogs). */
export interface AdminDialogs<K extends string, A extends string, R> {
  /** The form (or view) dialog `kind`. */
  dialog(kind: K): AdminDialogSlot<R>;
  /** Opens the dialog `kind` about `row` (null: a new one). */
  open(kind: K, row: R | null): void;
  confirmation: AdminConfirmation<A, R>;
  /** Opens the confirmation of `action` on `row`, without the messages of earlier failures. */
  ask(action: A, row: R): void;
  /**
   * Runs the confirmed action (ignored while it runs) with the phrase the user typed, if one was
   * asked: `call` answers what to tell the user, or null for nothing. Once it succeeded the dialog
   * closes and, with a message, the screen reloads.
   */
  confirm(
    call: (action: A, row: R, typedPhrase: string) => Promise<string | null>,
    failure: (action: A) => AdminFailureKey,
    typedPhrase?: string,
  ): Promise<void>;
  /** The call of an action that runs at once: its failure shows above the table. */
  direct: AdminAction;
  /** Runs an action at once (ignored while one runs); when it succeeded, `doneMessage` is told and the screen reloads. */
  runDirect(call: () => Promise<unknown>, failure: AdminFailureKey, doneMessage: () => string): Promise<void>;
  /** Tells the user `message` in the snackbar and reloads the screen. */
  done(message: string): Promise<void>;
  /** Reloads the screen (the option given). */
  reload(): Promise<unknown>;
}

/** The confirmation's slot: a name no dialog kind has (the space), shown without it in keys. */
const CONFIRM = ' confirm';

/**
 * The one owner of an admin screen's dialogs (react-admin's controller idea, for dialogs): which
 * form, view or confirmation is open about which row, the mutations of the confirmations and of
 * the actions that run at once, and what follows a change (snackbar, reload).
 */
export function useAdminDialogs<K extends string, A extends string, R>({
  reload,
  failureFor,
}: AdminDialogsOptions): AdminDialogs<K, A, R> {
  const runtime = useRuntime();
  const openings = useRef(0);
  const [slots, setSlots] = useState<Record<string, Opening<R> | undefined>>({});
  const [action, setAction] = useState<A | null>(null);
  const confirmAction = useAdminAction({ failureFor });
  const direct = useAdminAction({ failureFor });

  const openSlot = useCallback((name: string, row: R | null) => {
    const id = ++openings.current;
    setSlots((current) => ({ ...current, [name]: { id, row, open: true } }));
  }, []);
  const { reset: resetConfirm } = confirmAction;
  const { reset: resetDirect } = direct;
  const ask = useCallback(
    (asked: A, row: R) => {
      resetConfirm();
      resetDirect();
      setAction(asked);
      openSlot(CONFIRM, row);
    },
    [resetConfirm, resetDirect, openSlot],
  );
  const closeSlot = useCallback(
    (name: string, id: number) =>
      setSlots((current) => {
        const opening = current[name];
        return opening?.id === id ? { ...current, [name]: { ...opening, open: false } } : current;
      }),
    [],
  );
  const slot = (name: string): AdminDialogSlot<R> => {
    const opening = slots[name];
    const id = opening?.id ?? 0;
    return {
      key: `${name.trim()}-${id}`,
      open: opening?.open ?? false,
      row: opening?.row ?? null,
      close: () => closeSlot(name, id),
    };
  };

  const done = async (message: string) => {
    runtime.snackbar.show(message, 'success');
    await reload();
  };
  const confirming = slot(CONFIRM);
  const confirmation: AdminConfirmation<A, R> = {
    ...confirming,
    // Cancel does nothing while the call runs (the dialog's buttons are disabled then too).
    close: () => {
      if (!confirmAction.busy) confirming.close();
    },
    action,
    busy: confirmAction.busy,
    error: confirmAction.error,
  };

  return {
    dialog: slot,
    open: openSlot,
    confirmation,
    ask,
    confirm: async (call, failure, typedPhrase = '') => {
      const { row } = confirming;
      if (confirmAction.busy || action === null || row === null) return;
      const answer = await confirmAction.run(() => call(action, row, typedPhrase), failure(action));
      if (answer === undefined) return;
      confirming.close();
      if (answer !== null) await done(answer);
    },
    direct,
    runDirect: async (call, failure, doneMessage) => {
      if (direct.busy) return;
      const ok = await direct.run(async () => {
        await call();
        return true;
      }, failure);
      if (ok) await done(doneMessage());
    },
    done,
    reload,
  };
}
