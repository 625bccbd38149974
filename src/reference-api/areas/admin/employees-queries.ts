import type { EmployeeRow } from '../../../core/api/contract/admin-employees.ts';
import type { Db } from '../../db/db.ts';
import { employeesTable, staffLogins } from './admin-tables.ts';

/** The statements of the employees calls (employees-admin.ts); deleting is the logins' `deleteAccount`. */

/** An employee as stored (the caller's own `isSelf` is added by the call). */
export type StoredEmployee = Omit<EmployeeRow, 'isSelf'>;

/** The staff login with this id in the employees table's row shape, or undefined. */
export async function employeeById(db: Db, accountId: number): Promise<StoredEmployee | undefined> {
  const selectList = Object.entries(employeesTable.select)
    .map(([key, expression]) => `${expression} AS "${key}"`)
    .join(', ');
  const [row] = await db.query<StoredEmployee>(
    `select ${selectList} from ${employeesTable.from} where a.account_id = $1 and ${staffLogins.sql}`,
    [accountId],
  );
  return row;
}

/** A new Pending staff login; answers its id. */
export async function insertEmployee(
  db: Db,
  employee: { emailAddress: string; firstName: string; lastName: string },
): Promise<number> {
  const { emailAddress, firstName, lastName } = employee;
  const [created] = await db.query<{ account_id: number }>(
    `insert into accounts (email_address, account_type, display_name, first_name, last_name, is_active)
     values ($1, 'staff', $2, $3, $4, false) returning account_id`,
    [emailAddress, `${firstName} ${lastName}`, firstName, lastName],
  );
  return created!.account_id;
}

/** Changes an employee's address and name (the display name follows the name). */
export async function updateEmployeeRow(
  db: Db,
  accountId: number,
  employee: { emailAddress: string; firstName: string; lastName: string },
): Promise<void> {
  const { emailAddress, firstName, lastName } = employee;
  await db.query(
    `update accounts set email_address = $2, first_name = $3, last_name = $4, display_name = $5
      where account_id = $1`,
    [accountId, emailAddress, firstName, lastName, `${firstName} ${lastName}`],
  );
}
