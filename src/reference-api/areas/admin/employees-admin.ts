import {
  createEmployee,
  deleteEmployee,
  type EmployeeRow,
  getEmployeesTable,
  updateEmployee,
} from '../../../core/api/contract/admin-employees.ts';
import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import type { Principal } from '../../platform/principal.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { mailActivationLink } from './activation-mail.ts';
import { actorOf, emailTaken, notFound, refused, taken } from './admin-common.ts';
import { employeesTable, staffLogins } from './admin-tables.ts';

type StoredEmployee = Omit<EmployeeRow, 'isSelf'>;

const withSelf =
  (principal: Principal) =>
  (row: StoredEmployee): EmployeeRow => ({
    ...row,
    isSelf: row.id === principal.accountId,
  });

/** The employee (staff login) with this id; 404 for any other id. */
async function employeeRow(db: Db, principal: Principal, accountId: number): Promise<EmployeeRow> {
  const selectList = Object.entries(employeesTable.select)
    .map(([key, expression]) => `${expression} AS "${key}"`)
    .join(', ');
  const [row] = await db.query<StoredEmployee>(
    `select ${selectList} from ${employeesTable.from} where a.account_id = $1 and ${staffLogins.sql}`,
    [accountId],
  );
  if (!row) throw notFound('errors.employeeNotFound');
  return withSelf(principal)(row);
}

/**
 * The employees calls (staff only, spec §6): staff logins. Disable, enable, two-factor reset and a new
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
    const [created] = await db.query<{ account_id: number }>(
      `insert into accounts (email_address, account_type, display_name, first_name, last_name, is_active)
       values ($1, 'staff', $2, $3, $4, false) returning account_id`,
      [body.emailAddress.trim(), `${firstName} ${lastName}`, firstName, lastName],
    );
    const accountId = created!.account_id;
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
    await db.query(
      `update accounts set email_address = $2, first_name = $3, last_name = $4, display_name = $5
        where account_id = $1`,
      [body.accountId, body.emailAddress.trim(), firstName, lastName, `${firstName} ${lastName}`],
    );
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateEmployee',
      subjectType: 'employee',
      subjectId: body.accountId,
      detail: { emailAddress: body.emailAddress, firstName, lastName },
    });
    return employeeRow(db, principal, body.accountId);
  });

  // Spec §5: irreversible, so the body repeats the employee's e-mail address as the confirmation.
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
    await db.query('delete from accounts where account_id = $1', [body.accountId]);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteEmployee',
      subjectType: 'employee',
      subjectId: body.accountId,
      detail: { emailAddress: employee.emailAddress },
    });
  });
};
