import { useCallback } from 'react';
import { ApiError } from '../../core/api/client/api-error.ts';
import { useOperationStatus } from '../../ui/card-container/use-operation-status.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import type { FormBinding } from '../../ui/form/use-form-validator.ts';
import { adminFailureMessage } from '../admin-shared/admin-failure.ts';
import type { AdminFailureKey } from '../admin-shared/admin-namespace.ts';
import type { AdminAction } from '../admin-shared/use-admin-action.ts';

/** The failure to show: a missing employee (404) is spec §8's "selected employee not found", whatever the action. */
export function employeeFailure(error: unknown, failure: AdminFailureKey): AdminFailureKey {
  return error instanceof ApiError && error.status === 404 ? 'failures.employee.notFound' : failure;
}

/**
 * useAdminAction for the employee calls: the same status and runner (server field errors onto the
 * form, what was typed stays), except that the failure follows the answer (see employeeFailure).
 */
export function useEmployeeAction(): AdminAction {
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
        operation.setError(adminFailureMessage(error, employeeFailure(error, failure), admin, portal));
        return undefined;
      }
    },
    [operation, admin, portal],
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
