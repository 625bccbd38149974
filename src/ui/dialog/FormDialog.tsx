import type { ReactNode } from 'react';
import './dialog-shoelace.ts';
import type { OperationState } from '../../core/status/operation-status.ts';
import { CardContainer } from '../card-container/CardContainer.tsx';
import { isOpen, isOwnEvent } from './dialog-close.ts';

export interface FormDialogProps {
  open: boolean;
  /** The dialog's title (its accessible name). */
  label: string;
  /** Drives the form's disabled and loading state and its error alert (docs/forms.md#operation-status). */
  status: OperationState;
  /** Default the translated 'Submit'. */
  submitLabel?: string;
  /** Called on submit (Enter or the button); the caller validates, calls the API and closes. */
  onSubmit: () => void;
  /** Called when the user closes the dialog (Cancel, Escape, the close button, the overlay). */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a modal Shoelace dialog: focus moves into it and stays there, Escape closes it unless
 * the form is busy, and what was typed stays after a failed submit. The form is a CardContainer.
 */
export function FormDialog({
  open,
  label,
  status,
  submitLabel,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const busy = status.status === 'processing' || status.status === 'loading';
  return (
    <cp-sl-dialog
      class="cp-dialog"
      label={label}
      open={open}
      onsl-request-close={(event) => {
        if (isOwnEvent(event) && busy) event.preventDefault();
      }}
      onsl-after-hide={(event) => {
        if (isOwnEvent(event) && !isOpen(event)) onClose();
      }}
    >
      {open && (
        <CardContainer
          status={status}
          showSuccessAlert={false}
          submitLabel={submitLabel}
          onSubmit={onSubmit}
          onCancel={onClose}
        >
          {children}
        </CardContainer>
      )}
    </cp-sl-dialog>
  );
}
