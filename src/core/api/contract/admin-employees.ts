// The admin calls of one area (admin-common.ts says who may make them). Employees: staff logins (staff only).
import Type, { type Static } from 'typebox';
import { AccountId, command, Email, LoginStatus, Name, table } from './admin-common.ts';
import { IsoDateTime, Nullable } from './common.ts';
import { column } from './table-columns.ts';

/** Columns of the employees (staff logins) table. */
export const EMPLOYEE_COLUMNS = Object.freeze([
  column('emailAddress', 'E-mail', 'text'),
  column('firstName', 'First name', 'text'),
  column('lastName', 'Last name', 'text'),
  column('status', 'Status', 'text'),
  column('isTotpEnabled', 'Two-factor', 'text'),
  column('lastLoginAt', 'Last login', 'text'),
]);

export const EmployeeRow = Type.Object({
  /** The account id. */
  id: Type.Integer(),
  emailAddress: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  status: LoginStatus,
  isTotpEnabled: Type.Boolean(),
  lastLoginAt: Nullable(IsoDateTime),
  /** True for the caller's own login, which cannot be disabled or deleted from here. */
  isSelf: Type.Boolean(),
});
export type EmployeeRow = Static<typeof EmployeeRow>;

export const EmployeeInput = Type.Object({
  emailAddress: Email,
  firstName: Name,
  lastName: Name,
});
export type EmployeeInput = Static<typeof EmployeeInput>;

export const getEmployeesTable = table('/Admin/GetEmployeesTable', 'A page of employees', EmployeeRow);
export const createEmployee = command(
  '/Admin/CreateEmployee',
  'Creates an employee login and mails its activation link',
  EmployeeInput,
  EmployeeRow,
  [409],
);
export const updateEmployee = command(
  '/Admin/UpdateEmployee',
  'Changes an employee',
  Type.Object({ ...AccountId.properties, ...EmployeeInput.properties }),
  EmployeeRow,
  [409],
);
/**
 * Deletes an employee login with all its data, irreversibly (docs/screens/administration.md#delete-rules). The body repeats the
 * employee's e-mail address as the explicit confirmation; a mismatch answers 400 on
 * `confirmEmailAddress`. Nobody deletes their own login.
 */
export const deleteEmployee = command(
  '/Admin/DeleteEmployee',
  'Deletes an employee login and all its data after confirmation',
  Type.Object({ ...AccountId.properties, confirmEmailAddress: Type.String({ maxLength: 254 }) }),
  undefined,
  [409],
);
