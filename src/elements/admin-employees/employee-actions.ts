import type { EmployeeRow } from '../../core/api/contract/admin-employees.ts';
import type { AdminFailureKey } from '../../ui/admin/admin-namespace.ts';

/** The employee actions that ask first: each has a `confirm.<action>` text group and a `done.<action>` message. */
export type ConfirmedEmployeeAction = 'disable' | 'resetTotp' | 'delete';

/** The employee actions that run at once (nothing is lost by them). */
export type DirectEmployeeAction = 'enable' | 'resendActivation';

/** What each action may fail with (a missing employee is "not found" whatever the action). */
export const EMPLOYEE_ACTION_FAILURES: Readonly<
  Record<ConfirmedEmployeeAction | DirectEmployeeAction, AdminFailureKey>
> = Object.freeze({
  disable: 'failures.employee.disable',
  resetTotp: 'failures.login.resetTotp',
  delete: 'failures.employee.delete',
  enable: 'failures.employee.enable',
  resendActivation: 'failures.login.resendActivation',
});

/** The values the texts of an employee action name: the employee's name and e-mail address. */
export const employeeTextValues = (row: EmployeeRow) => ({
  name: `${row.firstName} ${row.lastName}`.trim() || row.emailAddress,
  email: row.emailAddress,
});
