import type { EmployeeInput, EmployeeRow } from '../../core/api/contract/admin-employees.ts';
import { email, maxLength, required } from '../../core/validation/rules.ts';
import type { Rule } from '../../core/validation/validation-message.ts';

/** Fields of the employee form (new and edit alike). */
export type EmployeeField = 'emailAddress' | 'firstName' | 'lastName';

// The contract's limits (admin.ts EmployeeInput).
const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

/** Rules of the employee form: every field is required. */
export const EMPLOYEE_RULES: Record<EmployeeField, readonly Rule[]> = {
  emailAddress: [required, email, maxLength(EMAIL_MAX_LENGTH)],
  firstName: [required, maxLength(NAME_MAX_LENGTH)],
  lastName: [required, maxLength(NAME_MAX_LENGTH)],
};

/** The form's values for a new employee (empty) or an existing one. */
export function employeeValues(row: EmployeeRow | null): Record<EmployeeField, unknown> {
  return {
    emailAddress: row?.emailAddress ?? '',
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
  };
}

const text = (value: unknown) => String(value ?? '').trim();

/** The CreateEmployee / UpdateEmployee body of validated form values. */
export function toEmployeeInput(values: Readonly<Record<EmployeeField, unknown>>): EmployeeInput {
  return {
    emailAddress: text(values.emailAddress),
    firstName: text(values.firstName),
    lastName: text(values.lastName),
  };
}
