import type { MutationObserverResult } from '@tanstack/query-core';

/**
 * The states of an operation behind a card or form (docs/forms.md#operation-status): 'loading' and 'loaded' are the card's
 * data (a query's state), the others its submit (a mutation's, see operationState).
 */
export type OperationStatusValue = 'idle' | 'loading' | 'loaded' | 'processing' | 'success' | 'error';

export interface OperationState {
  status: OperationStatusValue;
  /** The message to show with the state (the failure of an error), or null. */
  message: string | null;
}

/** What operationState reads of a mutation: TanStack Query's status and error. */
export type MutationState = Pick<MutationObserverResult<unknown, unknown, never>, 'status' | 'error'>;

/**
 * The operation state of a mutation (docs/forms.md#operation-status): idle, processing while it runs, success, or error
 * with `describe(error)` as its message. Derived on every render, so it never disagrees with the
 * mutation.
 */
export function operationState(
  mutation: MutationState,
  describe: (error: unknown) => string | null = () => null,
): OperationState {
  switch (mutation.status) {
    case 'pending':
      return { status: 'processing', message: null };
    case 'success':
      return { status: 'success', message: null };
    case 'error':
      return { status: 'error', message: describe(mutation.error) };
    default:
      return { status: 'idle', message: null };
  }
}
