import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type OperationState, operationState } from '../../core/status/operation-status.ts';
import { holdServerFieldErrors } from '../../core/validation/server-field-errors.ts';
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
   * call is "selected employee not found", docs/screens/administration.md#failures). Default: the failure the call names.
   */
  failureFor?: (error: unknown, failure: AdminFailureKey) => AdminFailureKey;
}

/** One admin call: what runs, the failure it names, and the form its field messages go to. */
interface AdminCall {
  call: () => Promise<unknown>;
  failure: AdminFailureKey;
  form?: FormBinding<string>;
}

/** An admin action: a TanStack mutation whose variables are the call, with its status derived (see AdminAction). */
export function useAdminAction({ failureFor }: AdminActionOptions = {}): AdminAction {
  const { t: admin } = usePortalTranslation('admin');
  const { t: portal } = usePortalTranslation('portal');
  const mutation = useMutation<unknown, unknown, AdminCall>({
    mutationFn: ({ call }) => call(),
    onError: (error, { form }) => {
      if (form) holdServerFieldErrors(form.validator, error);
    },
  });
  const { mutateAsync, reset } = mutation;

  const run = useCallback(
    <T>(call: () => Promise<T>, failure: AdminFailureKey, form?: FormBinding<string>) =>
      mutateAsync({ call, failure, form }).then(
        (answer) => answer as T,
        () => undefined,
      ),
    [mutateAsync],
  );

  const failed = mutation.isError ? mutation.variables : undefined;
  const error = failed
    ? adminFailureMessage(
        mutation.error,
        failureFor ? failureFor(mutation.error, failed.failure) : failed.failure,
        admin,
        portal,
      )
    : null;
  return { status: operationState(mutation, () => error), busy: mutation.isPending, error, run, reset };
}
