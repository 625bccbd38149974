import '@shoelace-style/shoelace/dist/components/button/button.js';
import { type FormEvent, type ReactNode, useRef } from 'react';
import '../shoelace/shoelace.ts';
import { CARD_DEFAULTS, cardContainerState, cardElevation } from '../../core/status/card-container-state.ts';
import type { OperationState } from '../../core/status/operation-status.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import { useFocusFirstInvalid } from '../focus/focus-first-invalid.ts';
import { LoadingBar } from '../loading-bar/LoadingBar.tsx';
import { StatusAlert } from '../status-alert/StatusAlert.tsx';

export interface CardContainerProps {
  /** The operation status driving disabled, loading and the alerts. Default idle. */
  status?: OperationState;
  title?: ReactNode;
  /** Elevation 6 instead of flat. Default false. */
  elevated?: boolean;
  /** Show the error alert with the status message. Default true. */
  showErrorAlert?: boolean;
  /** Show the success alert with the status message. Default true. */
  showSuccessAlert?: boolean;
  /** Default the translated 'Submit'. */
  submitLabel?: string;
  /** Default the translated 'Cancel'. */
  cancelLabel?: string;
  /** Renders the submit button; called on form submit (Enter or the button). */
  onSubmit?: () => void;
  /** Renders the cancel button. */
  onCancel?: () => void;
  children?: ReactNode;
}

const IDLE: OperationState = { status: 'idle', message: null };

/** A card holding a form (docs/forms.md#operation-status, docs/forms.md#card-containers): disabled and loading while busy, error and success alerts. */
export function CardContainer({
  status,
  title,
  elevated = false,
  showErrorAlert = true,
  showSuccessAlert = true,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  children,
}: CardContainerProps) {
  const { t } = usePortalTranslation('portal');
  // A failed submit (rules or server) takes focus to the first invalid field, clear of sticky bars.
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const state = cardContainerState(status ?? IDLE, {
    showError: showErrorAlert,
    showSuccess: showSuccessAlert,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!state.disabled) onSubmit?.();
  };
  return (
    <section
      className={`cp-card cp-card--elevation-${cardElevation(elevated)}`}
      part="card"
      aria-busy={state.loading}
    >
      {state.loading && <LoadingBar className="cp-card__progress" label={t('common.loading')} />}
      {title && <h2 className="cp-card__title">{title}</h2>}
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className="cp-card__fieldset" disabled={state.disabled}>
          {children}
        </fieldset>
        <div className="cp-card__alerts">
          <StatusAlert variant="danger" message={state.errorAlert} />
          <StatusAlert variant="success" message={state.successAlert} />
        </div>
        {(onSubmit || onCancel) && (
          <div className="cp-card__actions">
            {onCancel && (
              <cp-sl-button type="button" variant="default" disabled={state.disabled} onClick={onCancel}>
                {cancelLabel ?? t(CARD_DEFAULTS.cancelLabelKey)}
              </cp-sl-button>
            )}
            {onSubmit && (
              <cp-sl-button type="submit" variant="primary" disabled={state.disabled} loading={state.loading}>
                {submitLabel ?? t(CARD_DEFAULTS.submitLabelKey)}
              </cp-sl-button>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
