import type { OperationState } from './operation-status.ts';

export interface CardContainerOptions {
  /** Show the error alert in the error state. Default true. */
  showError?: boolean;
  /** Show the success alert in the success state. Default true. */
  showSuccess?: boolean;
}

export interface CardContainerState {
  /** Inputs and buttons are disabled while loading or processing. */
  disabled: boolean;
  /** A progress indicator shows while loading or processing. */
  loading: boolean;
  /** Text of the error alert, or null for no alert. */
  errorAlert: string | null;
  /** Text of the success alert, or null for no alert. */
  successAlert: string | null;
}

/** What a card container shows for an operation state (docs/forms.md#operation-status). */
export function cardContainerState(
  state: OperationState,
  { showError = true, showSuccess = true }: CardContainerOptions = {},
): CardContainerState {
  const busy = state.status === 'loading' || state.status === 'processing';
  return {
    disabled: busy,
    loading: busy,
    errorAlert: showError && state.status === 'error' ? state.message : null,
    successAlert: showSuccess && state.status === 'success' ? state.message : null,
  };
}

/** Card container defaults (docs/forms.md#card-containers); the labels are translation keys. */
export const CARD_DEFAULTS = Object.freeze({
  submitLabelKey: 'card.submit',
  cancelLabelKey: 'card.cancel',
  className: 'mb-8',
  rounded: 'lg',
  variant: 'flat',
} as const);

/** Card elevation (docs/forms.md#card-containers): 6 when elevated, otherwise 0. */
export function cardElevation(elevated: boolean): 0 | 6 {
  return elevated ? 6 : 0;
}
