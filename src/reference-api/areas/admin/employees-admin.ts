import {
  createEmployee,
  deleteEmployee,
  type EmployeeRow,
  getEmployeesTable,
  updateEmployee,
} from '../../../core/api/contract/admin-employees.ts';
import { emailTaken } from '../../auth/account-queries.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import type { Principal } from '../../platform/principal.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { mailActivationLink } from './activation-mail.ts';
import { actorOf, notFound, refused, taken } from './admin-common.ts';
import { employeesTable, staffLogins } from './admin-tables.ts';
import { employeeById, insertEmployee, type StoredEmployee, updateEmployeeRow } from './employees-queries.ts';
import { deleteAccount } from './logins-queries.ts';

const withSelf =
  (principal: Principal) =>
  (row: StoredEmployee): EmployeeRow => ({
    ...row,
    isSelf: row.id === principal.accountId,
  });

/** The employee (staff login) with this id; 404 for any other id. */
async function employeeRow(db: Db, principal: Principal, accountId: number): Promise<EmployeeRow> {
  const row = await employeeById(db, accountId);
  if (!row) throw notFound('errors.employeeNotFound');
  return withSelf(principal)(row);
}

/**
 * The employees calls (staff only, docs/screens/administration.md#employees): staff logins. Disable, enable, two-factor reset and a new
 * activation mail are the logins calls (logins-admin.ts), which take employee logins too.
 */
export const employeesAdmin: AreaPlugin = (app, { db }) => {
  route(app, getEmployeesTable, async ({ body, principal }) => {
    const page = await queryFilteredTable<StoredEmployee>(db, employeesTable, body, [staffLogins]);
    return { ...page, items: page.items.map(withSelf(principal)) };
  });

  route(app, createEmployee, async ({ body, principal, request }) => {
    if (await emailTaken(db, body.emailAddress)) throw taken('emailAddress', 'errors.emailAddress');
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    const accountId = await insertEmployee(db, {
      emailAddress: body.emailAddress.trim(),
      firstName,
      lastName,
    });
    const emailId = await mailActivationLink(db, request, accountId);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateEmployee',
      subjectType: 'employee',
      subjectId: accountId,
      detail: { emailAddress: body.emailAddress, firstName, lastName, emailId },
    });
    return employeeRow(db, principal, accountId);
  });

  route(app, updateEmployee, async ({ body, principal }) => {
    await employeeRow(db, principal, body.accountId);
    if (await emailTaken(db, body.emailAddress, body.accountId))
      throw taken('emailAddress', 'errors.emailAddress');
    const firstName = body.firstName.trim();
    const lastName = body.lastName.trim();
    await updateEmployeeRow(db, body.accountId, {
      emailAddress: body.emailAddress.trim(),
      firstName,
      lastName,
    });
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateEmployee',
      subjectType: 'employee',
      subjectId: body.accountId,
      detail: { emailAddress: body.emailAddress, firstName, lastName },
    });
    return employeeRow(db, principal, body.accountId);
  });

  // docs/screens/administration.md#delete-rules: irreversible, so the body repeats the employee's e-mail address as the confirmation.
  // "All its data": the login, its sessions (and the support sessions it opened), tickets and uploads
  // (foreign keys cascade). The audit log keeps the employee's entries under its e-mail address.
  route(app, deleteEmployee, async ({ body, principal, request }) => {
    const employee = await employeeRow(db, principal, body.accountId);
    if (employee.isSelf) throw refused(request, 'errors.ownLogin');
    if (body.confirmEmailAddress.trim().toLowerCase() !== employee.emailAddress.toLowerCase()) {
      throw new ApiError(400, 'errors.confirmEmailAddress', {
        confirmEmailAddress: ['errors.confirmEmailAddress'],
      });
    }
    await deleteAccount(db, body.accountId);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteEmployee',
      subjectType: 'employee',
      subjectId: body.accountId,
      detail: { emailAddress: employee.emailAddress },
    });
  });
};
