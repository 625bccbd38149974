import { useCallback } from 'react';
import { ApiError } from '../../core/api/client/api-error.ts';
import type { OperationState } from '../../core/status/operation-status.ts';
import { useOperationStatus } from '../card-container/use-operation-status.ts';
import { usePortalTranslation } from '../element/use-portal-translation.ts';
import type { FormBinding } from '../form/use-form-validator.ts';
import { adminFailureMessage } from './admin-failure.ts';
import type { AdminFailureKey } from './admin-namespace.ts';

/** Runs one admin call at a time and holds its status for a FormDialog, ConfirmDialog or alert. */
export interface AdminAction {
  status: OperationState;
  /** True while the call runs. */
  busy: boolean;
  /** The failure message of the last call, or null. */
  error: string | null;
  /**
   * Runs `call`; on failure shows `failure` with the server's reason and, given a form, puts the
   * server's field messages under their fields (what was typed stays). Resolves to the call's
   * answer, or `undefined` when it failed.
   */
  run<T>(
    call: () => Promise<T>,
    failure: AdminFailureKey,
    form?: FormBinding<string>,
  ): Promise<T | undefined>;
  /** Back to idle: clears the message (when a dialog closes). */
  reset(): void;
}

export interface AdminActionOptions {
  /**
   * The failure to show for an error, when it depends on the answer (e.g. any 404 of an employee
   * call is spec §8's "selected employee not found"). Default: the failure the call names.
   */
  failureFor?: (error: unknown, failure: AdminFailureKey) => AdminFailureKey;
}

/** An admin action's status machine and runner (see AdminAction). */
export function useAdminAction({ failureFor }: AdminActionOptions = {}): AdminAction {
  const { t: admin } = usePortalTranslation('admin');
  const { t: portal } = usePortalTranslation('portal');
  const [status, operation] = useOperationStatus();

  const run = useCallback(
    async <T>(call: () => Promise<T>, failure: AdminFailureKey, form?: FormBinding<string>) => {
      operation.startProcessing();
      try {
        const answer = await call();
        operation.reset();
        return answer;
      } catch (error) {
        if (form && error instanceof ApiError) {
          // Form-level messages go to the alert; held on the form they would block the next submit.
          const { '': _formLevel, ...fieldErrors } = error.errors;
          form.validator.setServerErrors({ errors: fieldErrors });
        }
        const shown = failureFor ? failureFor(error, failure) : failure;
        operation.setError(adminFailureMessage(error, shown, admin, portal));
        return undefined;
      }
    },
    [operation, admin, portal, failureFor],
  );
  const reset = useCallback(() => operation.reset(), [operation]);

  return {
    status,
    busy: status.status === 'processing',
    error: status.status === 'error' ? status.message : null,
    run,
    reset,
  };
}
