import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/client/api-error.ts';
import { FormValidator } from '../../core/validation/form-validator.ts';
import { EMPLOYEE_RULES, type EmployeeField, employeeValues, toEmployeeInput } from './employee-form.ts';
import { employeeFailure } from './use-employee-action.ts';

const form = (values: Partial<Record<EmployeeField, unknown>>) =>
  new FormValidator<EmployeeField>({ fields: EMPLOYEE_RULES, values, mode: 'lazy' });

describe('the employee form', () => {
  it('needs an e-mail address and both names', () => {
    const empty = form(employeeValues(null));
    expect(empty.validateAll()).toBe(false);
    expect(empty.state.messages).toEqual({
      emailAddress: [{ key: 'validations.required' }],
      firstName: [{ key: 'validations.required' }],
      lastName: [{ key: 'validations.required' }],
    });
    const filled = form({ emailAddress: 'x@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(filled.validateAll()).toBe(true);
  });

  it('checks the address and the contract length of the names', () => {
    const bad = form({ emailAddress: 'x@', firstName: 'a'.repeat(101), lastName: 'B' });
    expect(bad.validateAll()).toBe(false);
    expect(bad.state.messages.emailAddress).toEqual([{ key: 'validations.email' }]);
    expect(bad.state.messages.firstName).toEqual([{ key: 'validations.maxLength', params: { max: 100 } }]);
  });

  it('starts from the employee when editing and sends trimmed values', () => {
    const row = {
      id: 5,
      emailAddress: 'e@example.com',
      firstName: 'Eva',
      lastName: 'Jansen',
      status: 'Active' as const,
      isTotpEnabled: false,
      lastLoginAt: null,
      isSelf: true,
    };
    expect(employeeValues(row)).toEqual({
      emailAddress: 'e@example.com',
      firstName: 'Eva',
      lastName: 'Jansen',
    });
    expect(
      toEmployeeInput({ emailAddress: ' e@example.com ', firstName: ' Eva ', lastName: 'Jansen ' }),
    ).toEqual({
      emailAddress: 'e@example.com',
      firstName: 'Eva',
      lastName: 'Jansen',
    });
  });
});

describe('employeeFailure', () => {
  it('says the selected employee was not found for a 404, whatever the action', () => {
    const missing = new ApiError('/Admin/UpdateEmployee', 404, { title: 'This employee does not exist' });
    expect(employeeFailure(missing, 'failures.employee.update')).toBe('failures.employee.notFound');
    expect(employeeFailure(missing, 'failures.employee.disable')).toBe('failures.employee.notFound');
  });

  it('keeps the action’s own failure otherwise', () => {
    const refused = new ApiError('/Admin/DeleteEmployee', 409, { title: 'No', errors: { '': ['No'] } });
    expect(employeeFailure(refused, 'failures.employee.delete')).toBe('failures.employee.delete');
    expect(employeeFailure(new TypeError('offline'), 'failures.employee.create')).toBe(
      'failures.employee.create',
    );
  });
});
