import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Principal } from '../../platform/principal.ts';
import { badField, notFound } from './admin-common.ts';

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
 * The login an admin call is about, when the caller may manage it (spec §6). Staff manage every
 * customer and agent login, and with `employees` also staff logins (disable, enable, two-factor
 * reset, activation mail). An agent manages only the customer logins of its own clients.
 * Anything else answers 404: for an agent, a login of another client is answered exactly as one that
 * does not exist, so the call does not reveal which e-mail addresses have a login elsewhere. A
 * self-registration awaiting approval is staff's alone: its customer number is only what the
 * registrant typed, so the agent of that client neither sees nor manages it.
 */
export async function managedLogin(
  db: Db,
  principal: Principal,
  accountId: number,
  options: { employees: boolean },
): Promise<ManagedLogin> {
  const [login] = await db.query<ManagedLogin>(
    `select account_id, email_address, account_type, client_id, agent_id, display_name, is_active,
            disabled_at is not null as is_disabled, awaiting_approval, registered_company_name,
            registered_customer_number
       from accounts where account_id = $1`,
    [accountId],
  );
  if (!login) throw notFound('errors.loginNotFound');
  if (principal.kind === 'staff') {
    if (login.account_type === 'staff' && !options.employees) throw notFound('errors.loginNotFound');
    return login;
  }
  if (
    principal.kind === 'agent' &&
    login.account_type === 'customer' &&
    login.client_id !== null &&
    !login.awaiting_approval
  ) {
    if (await agentActsFor(db, principal, login.client_id)) return login;
  }
  throw notFound('errors.loginNotFound');
}

/**
 * The self-registration an approve or reject call is about: staff only, and only while it awaits
 * approval; anything else answers 404 (an agent never learns of requests, spec §6 unchanged).
 */
export async function awaitingRegistration(
  db: Db,
  principal: Principal,
  accountId: number,
): Promise<ManagedLogin> {
  const login = await managedLogin(db, principal, accountId, { employees: false });
  if (principal.kind !== 'staff' || !login.awaiting_approval) throw notFound('errors.loginNotFound');
  return login;
}

/** Whether an agent acts for this client (agent_clients). */
export async function agentActsFor(db: Db, principal: Principal, clientId: number): Promise<boolean> {
  const rows = await db.query('select 1 from agent_clients where agent_id = $1 and client_id = $2', [
    principal.agentId,
    clientId,
  ]);
  return rows.length > 0;
}

/**
 * Checks whom a new login is for. A customer login names an existing client and no agent, an agent
 * login an existing agent and no client (400 on the field otherwise). An agent may create only
 * customer logins of its own clients (403).
 */
export async function checkNewLoginOwner(
  db: Db,
  principal: Principal,
  input: { accountType: 'customer' | 'agent'; clientId: number | null; agentId: number | null },
): Promise<void> {
  if (principal.kind === 'agent' && input.accountType !== 'customer') {
    throw new ApiError(403, 'errors.agentOwnClientsOnly', { accountType: ['errors.agentOwnClientsOnly'] });
  }
  if (input.accountType === 'customer') {
    if (input.clientId === null) throw badField('clientId', 'validation.required');
    if (input.agentId !== null) throw badField('agentId', 'validation.notAllowed');
    // An agent learns nothing about other clients: not its own, existing or not, is 403.
    if (principal.kind === 'agent') {
      if (await agentActsFor(db, principal, input.clientId)) return;
      throw new ApiError(403, 'errors.clientForbidden', { clientId: ['errors.clientForbidden'] });
    }
    const rows = await db.query('select 1 from clients where client_id = $1', [input.clientId]);
    if (rows.length === 0) throw badField('clientId', 'errors.clientNotFound');
    return;
  }
  if (input.agentId === null) throw badField('agentId', 'validation.required');
  if (input.clientId !== null) throw badField('clientId', 'validation.notAllowed');
  const rows = await db.query('select 1 from agents where agent_id = $1', [input.agentId]);
  if (rows.length === 0) throw badField('agentId', 'errors.agentNotFound');
}
