import type { Db } from '../../db/db.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { Principal } from '../../platform/principal.ts';
import { badField, notFound } from './admin-common.ts';
import { agentActsForClient, agentExists, clientExists } from './admin-queries.ts';
import { type ManagedLogin, managedLoginRow } from './logins-queries.ts';

/**
 * The login an admin call is about, when the caller may manage it (docs/screens/administration.md#logins). Staff manage every
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
  const login = await managedLoginRow(db, accountId);
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
    if (await agentActsForClient(db, principal.agentId, login.client_id)) return login;
  }
  throw notFound('errors.loginNotFound');
}

/**
 * The self-registration an approve or reject call is about: staff only, and only while it awaits
 * approval; anything else answers 404 (an agent never learns of requests, docs/screens/administration.md#logins).
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
      if (await agentActsForClient(db, principal.agentId, input.clientId)) return;
      throw new ApiError(403, 'errors.clientForbidden', { clientId: ['errors.clientForbidden'] });
    }
    if (!(await clientExists(db, input.clientId))) throw badField('clientId', 'errors.clientNotFound');
    return;
  }
  if (input.agentId === null) throw badField('agentId', 'validation.required');
  if (input.clientId !== null) throw badField('clientId', 'validation.notAllowed');
  if (!(await agentExists(db, input.agentId))) throw badField('agentId', 'errors.agentNotFound');
}
