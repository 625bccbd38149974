import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import { useId, useState } from 'react';
import './dialog-shoelace.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { StatusAlert } from '../status-alert/StatusAlert.tsx';
import { isOpen, isOwnEvent } from './dialog-close.ts';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question as a title, e.g. 'Delete agent?'. */
  title: string;
  /** What will happen, in a sentence or two. */
  message: string;
  /** The confirming button's text, e.g. 'Delete'. */
  confirmLabel: string;
  /** A destructive action: the button is red. Default true. */
  danger?: boolean;
  /** While the action runs: buttons disabled, the confirm button spins, Escape does nothing. */
  busy?: boolean;
  /** Why the action failed; shown in the dialog, which stays open. */
  error?: string | null;
  /**
   * For irreversible actions: the text the user must type before the button is enabled (e.g. the
   * e-mail address of the login to delete), with the field's label.
   */
  confirmPhrase?: { text: string; label: string };
  /** Called with the typed phrase ('' when none is asked). */
  onConfirm: (typedPhrase: string) => void;
  onCancel: () => void;
}

/** A confirmation for a destructive action, in a modal dialog whose focus starts on Cancel. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <cp-sl-dialog
      class="cp-dialog"
      label={props.title}
      open={props.open}
      onsl-request-close={(event) => {
        if (isOwnEvent(event) && props.busy) event.preventDefault();
      }}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event) && !isOpen(event)) props.onCancel();
      }}
    >
      {props.open && <ConfirmBody {...props} />}
    </cp-sl-dialog>
  );
}

/** The dialog's content, mounted while open so the typed phrase starts empty each time. */
function ConfirmBody({
  message,
  confirmLabel,
  danger = true,
  busy = false,
  error,
  confirmPhrase,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = usePortalTranslation('ui');
  const [typed, setTyped] = useState('');
  const messageId = useId();
  const phraseMatches =
    !confirmPhrase || typed.trim().toLowerCase() === confirmPhrase.text.trim().toLowerCase();
  return (
    <form
      noValidate
      aria-describedby={messageId}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && phraseMatches) onConfirm(typed);
      }}
    >
      <p id={messageId} className="cp-dialog__message">
        {message}
      </p>
      {confirmPhrase && (
        <cp-sl-input
          class="cp-field"
          label={confirmPhrase.label}
          value={typed}
          disabled={busy}
          autocomplete={'off' as never}
          oncp-sl-input={(event) => setTyped((event.target as HTMLInputElement).value)}
        />
      )}
      <StatusAlert variant="danger" message={error} />
      <div className="cp-dialog__actions">
        <cp-sl-button type="button" variant="default" disabled={busy} onClick={onCancel} autofocus>
          {t('dialog.cancel')}
        </cp-sl-button>
        <cp-sl-button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          disabled={busy || !phraseMatches}
          loading={busy}
        >
          {confirmLabel}
        </cp-sl-button>
      </div>
    </form>
  );
}
