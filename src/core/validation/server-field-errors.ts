import { ApiError } from '../api/client/api-error.ts';
import type { ErrorBodyLike } from './form-error-message.ts';

/** Answer keys that are not the form's fields: left out, for the caller to show elsewhere. */
export interface ServerFieldErrorsOptions {
  aside?: readonly string[];
}

/**
 * The adapter from a failed call to its form's fields (docs/contract.md#errors): the per-field messages of the
 * server's validation answer, or null when the failure has no answer (network, bug). The form-level
 * entry ('' key) is left out: it belongs in the form's alert, and held on the form it would block
 * the next submit.
 */
export function serverFieldErrors(
  error: unknown,
  { aside = [] }: ServerFieldErrorsOptions = {},
): Record<string, readonly string[]> | null {
  if (!(error instanceof ApiError)) return null;
  return Object.fromEntries(
    Object.entries(error.errors).filter(
      ([field, messages]) => field && !aside.includes(field) && messages.length,
    ),
  );
}

/** Puts a failed call's field messages under the form's fields (what was typed stays); see serverFieldErrors. */
export function holdServerFieldErrors(
  validator: { setServerErrors(body: ErrorBodyLike | null | undefined): void },
  error: unknown,
  options?: ServerFieldErrorsOptions,
): void {
  const errors = serverFieldErrors(error, options);
  if (errors) validator.setServerErrors({ errors });
}
