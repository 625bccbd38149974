import type { CreateLoginInput, LoginsFilter } from '../../../core/api/contract/admin-logins.ts';
import { loginDisabledSql } from '../../auth/account-queries.ts';
import type { Db } from '../../db/db.ts';
import type { Principal } from '../../platform/principal.ts';
import type { ExtraFilter } from '../trade/table-query.ts';
import { loginStatusSql } from './admin-common.ts';
import { customerAndAgentLogins } from './admin-tables.ts';

/** The statements of the logins calls (logins-admin.ts, login-access.ts, address-in-use.ts, login-as-admin.ts). */

/** A login an admin call is about. */
export interface ManagedLogin {
  account_id: number;
  email_address: string;
  account_type: 'customer' | 'agent' | 'staff';
  client_id: number | null;
  agent_id: number | null;
  display_name: string;
  is_active: boolean;
  is_disabled: boolean;
  /** A self-registration staff have not approved yet (only staff see or manage it). */
  awaiting_approval: boolean;
  registered_company_name: string | null;
  registered_customer_number: string | null;
}

/**
 * The filters of the logins table: customer and agent logins; for an agent only the customer logins
 * of its own clients, never a registration awaiting approval; then the table's own query filters.
 */
export function loginsTableFilters(principal: Principal, query: LoginsFilter): ExtraFilter[] {
  const filters: ExtraFilter[] = [customerAndAgentLogins];
  if (principal.kind === 'agent') {
    filters.push({
      sql: `a.account_type = 'customer' and not a.awaiting_approval
            and a.client_id in (select client_id from agent_clients where agent_id = $extra)`,
      value: principal.agentId,
    });
  }
  if (query.clientId !== undefined) filters.push({ sql: 'a.client_id = $extra', value: query.clientId });
  if (query.agentId !== undefined) filters.push({ sql: 'a.agent_id = $extra', value: query.agentId });
  if (query.accountType !== undefined)
    filters.push({ sql: 'a.account_type = $extra', value: query.accountType });
  if (query.status !== undefined)
    filters.push({ sql: `${loginStatusSql('a')} = $extra`, value: query.status });
  return filters;
}

/** The login with this id as an admin call judges it, or undefined. */
export async function managedLoginRow(db: Db, accountId: number): Promise<ManagedLogin | undefined> {
  const [login] = await db.query<ManagedLogin>(
    `select account_id, email_address, account_type, client_id, agent_id, display_name, is_active,
            disabled_at is not null as is_disabled, awaiting_approval, registered_company_name,
            registered_customer_number
       from accounts where account_id = $1`,
    [accountId],
  );
  return login;
}

/** A new Pending customer or agent login (no password until activated); answers its id. */
export async function insertLogin(db: Db, input: CreateLoginInput): Promise<number> {
  const [created] = await db.query<{ account_id: number }>(
    `insert into accounts (email_address, account_type, client_id, agent_id, display_name, preferred_language_id, is_active)
     values ($1, $2, $3, $4, $5, $6, false) returning account_id`,
    [
      input.emailAddress.trim(),
      input.accountType,
      input.clientId,
      input.agentId,
      input.displayName.trim(),
      input.languageId,
    ],
  );
  return created!.account_id;
}

/** Reserves an id from the logins' sequence without creating a login (address-in-use.ts). */
export async function reserveAccountId(db: Db): Promise<number> {
  const [reserved] = await db.query<{ id: number }>(
    "select nextval(pg_get_serial_sequence('accounts', 'account_id'))::int as id",
  );
  return reserved!.id;
}

/** Changes a login's address, name and language. */
export async function updateLoginRow(
  db: Db,
  accountId: number,
  change: { emailAddress: string; displayName: string; languageId: number | null },
): Promise<void> {
  await db.query(
    'update accounts set email_address = $2, display_name = $3, preferred_language_id = $4 where account_id = $1',
    [accountId, change.emailAddress, change.displayName, change.languageId],
  );
}

/** Marks a login disabled; false when it already was. */
export async function markLoginDisabled(db: Db, accountId: number): Promise<boolean> {
  const changed = await db.query(
    'update accounts set disabled_at = now() where account_id = $1 and disabled_at is null returning 1',
    [accountId],
  );
  return changed.length > 0;
}

/** Clears a login's disabled mark; false when it had none. */
export async function clearLoginDisabled(db: Db, accountId: number): Promise<boolean> {
  const changed = await db.query(
    'update accounts set disabled_at = null where account_id = $1 and disabled_at is not null returning 1',
    [accountId],
  );
  return changed.length > 0;
}

/** Deletes a login (customer, agent or employee); what is its own goes with it (foreign keys cascade). */
export async function deleteAccount(db: Db, accountId: number): Promise<void> {
  await db.query('delete from accounts where account_id = $1', [accountId]);
}

/** Approves a registration for a client; false when it no longer awaits approval. */
export async function approveRegistration(db: Db, accountId: number, clientId: number): Promise<boolean> {
  const approved = await db.query(
    'update accounts set awaiting_approval = false, client_id = $2 where account_id = $1 and awaiting_approval returning 1',
    [accountId, clientId],
  );
  return approved.length > 0;
}

/** Deletes a registration; false when it no longer awaits approval. */
export async function deleteRegistration(db: Db, accountId: number): Promise<boolean> {
  const rejected = await db.query(
    'delete from accounts where account_id = $1 and awaiting_approval returning 1',
    [accountId],
  );
  return rejected.length > 0;
}

/** The login a "log in as" is about: its kind, client and whether it may log in at all; or undefined. */
export async function loginAsTarget(db: Db, accountId: number) {
  const [target] = await db.query<{
    account_id: number;
    account_type: 'customer' | 'agent' | 'staff';
    client_id: number | null;
    usable: boolean;
  }>(
    `select a.account_id, a.account_type, a.client_id, (a.is_active and not ${loginDisabledSql('a')}) as usable
       from accounts a where a.account_id = $1`,
    [accountId],
  );
  return target;
}
