import { useMemo } from 'react';
import {
  createEmployee,
  deleteEmployee,
  type EmployeeInput,
  type EmployeeRow,
  getEmployeesTable,
  updateEmployee,
} from '../../core/api/browser-contract/admin-employees.ts';
import {
  disableLogin,
  enableLogin,
  resendActivation,
  resetLoginTotp,
} from '../../core/api/browser-contract/admin-logins.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';

/** The employees calls of the admin contract; disable, enable, two-factor reset and resend are the logins calls. */
export interface EmployeesApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<EmployeeRow>>;
  create: (input: EmployeeInput) => Promise<EmployeeRow>;
  update: (accountId: number, input: EmployeeInput) => Promise<EmployeeRow>;
  /** Deletes the employee with all its data; `confirmEmailAddress` repeats its e-mail address. */
  remove: (row: EmployeeRow, confirmEmailAddress: string) => Promise<void>;
  disable: (row: EmployeeRow) => Promise<void>;
  enable: (row: EmployeeRow) => Promise<void>;
  resetTotp: (row: EmployeeRow) => Promise<void>;
  resendActivation: (row: EmployeeRow) => Promise<void>;
}

/** The employees calls, bound to the page's API client. */
export function useEmployeesApi(): EmployeesApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const account = (row: EmployeeRow) => ({ body: { accountId: row.id } });
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getEmployeesTable, { body: toListRequestBody(request), signal })),
      create: (input) => api.call(createEmployee, { body: input }),
      update: (accountId, input) => api.call(updateEmployee, { body: { accountId, ...input } }),
      remove: (row, confirmEmailAddress) =>
        api.call(deleteEmployee, { body: { accountId: row.id, confirmEmailAddress } }),
      disable: (row) => api.call(disableLogin, account(row)),
      enable: (row) => api.call(enableLogin, account(row)),
      resetTotp: (row) => api.call(resetLoginTotp, account(row)),
      resendActivation: (row) => api.call(resendActivation, account(row)),
    };
  }, [api]);
}
