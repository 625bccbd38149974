import { ApiError } from '../../core/api/client/api-error.ts';
import type { AdminFailureKey } from '../../ui/admin/admin-namespace.ts';
import { type AdminAction, useAdminAction } from '../../ui/admin/use-admin-action.ts';

/** The failure to show: a missing employee (404) is "selected employee not found" (docs/screens/administration.md#failures), whatever the action. */
export function employeeFailure(error: unknown, failure: AdminFailureKey): AdminFailureKey {
  return error instanceof ApiError && error.status === 404 ? 'failures.employee.notFound' : failure;
}

/** useAdminAction for the employee calls: the failure follows the answer (see employeeFailure). */
export function useEmployeeAction(): AdminAction {
  return useAdminAction({ failureFor: employeeFailure });
}
