import {
  approveLogin,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  getLoginsTable,
  type LoginRow,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  updateLogin,
} from '../../../core/api/contract/admin-logins.ts';
import { endAllSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { type ExtraFilter, queryFilteredTable } from '../trade/table-query.ts';
import { mailActivationLink } from './activation-mail.ts';
import { answerAsCreated, loginOfAddress, mayKnowOf } from './address-in-use.ts';
import {
  actorOf,
  badField,
  checkLanguage,
  emailTaken,
  loginStatusSql,
  notFound,
  refused,
  taken,
} from './admin-common.ts';
import { customerAndAgentLogins, loginsTable, tableRow } from './admin-tables.ts';
import { awaitingRegistration, checkNewLoginOwner, managedLogin } from './login-access.ts';

async function loginRow(db: Db, accountId: number): Promise<LoginRow> {
  const row = await tableRow<LoginRow>(db, loginsTable, accountId);
  if (!row) throw notFound('errors.loginNotFound');
  return row;
}

/**
 * Disables a login (also an employee's): it can no longer log in, its sessions end, and so do the
 * support sessions it opened. Shared by the logins and employees calls.
 */
export async function disableAccount(db: Db, accountId: number): Promise<boolean> {
  const changed = await db.query(
    'update accounts set disabled_at = now() where account_id = $1 and disabled_at is null returning 1',
    [accountId],
  );
  await endAllSessions(db, accountId, 'login disabled');
  await db.query(
    `update sessions set revoked_at = now(), revoked_reason = 'support login disabled'
      where support_by_account_id = $1 and revoked_at is null`,
    [accountId],
  );
  return changed.length > 0;
}

/**
 * The logins calls (spec §6): customer and agent logins. Staff manage all of them (and disable,
 * enable, reset two-factor and resend activation for employee logins too); an agent only the customer
 * logins of its own clients (login-access.ts). Nobody disables or deletes their own login (409).
 * Self-registrations await approval: only staff see them, and approve (which mails the activation
 * link) or reject them.
 */
export const loginsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getLoginsTable, async ({ query, body, principal }) => {
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
    return queryFilteredTable<LoginRow>(db, loginsTable, body, filters);
  });

  route(app, createLogin, async ({ body, principal, request }) => {
    await checkNewLoginOwner(db, principal, body);
    await checkLanguage(db, body.languageId);
    const holder = await loginOfAddress(db, body.emailAddress);
    if (holder !== null) {
      // Staff see every login, an agent its own clients' ones: to them, the clear 409. Anyone else
      // (an agent, for a login it cannot see) gets the answer of a creation (address-in-use.ts).
      if (await mayKnowOf(db, principal, holder)) throw taken('emailAddress', 'errors.emailAddress');
      return answerAsCreated(db, { request, principal, body, holderId: holder });
    }
    const [created] = await db.query<{ account_id: number }>(
      `insert into accounts (email_address, account_type, client_id, agent_id, display_name, preferred_language_id, is_active)
       values ($1, $2, $3, $4, $5, $6, false) returning account_id`,
      [
        body.emailAddress.trim(),
        body.accountType,
        body.clientId,
        body.agentId,
        body.displayName.trim(),
        body.languageId,
      ],
    );
    const accountId = created!.account_id;
    const emailId = await mailActivationLink(db, request, accountId);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateLogin',
      subjectType: 'login',
      subjectId: accountId,
      detail: {
        emailAddress: body.emailAddress,
        accountType: body.accountType,
        clientId: body.clientId,
        agentId: body.agentId,
        emailId,
      },
    });
    return loginRow(db, accountId);
  });

  route(app, updateLogin, async ({ body, principal }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: false });
    await checkLanguage(db, body.languageId);
    if (await emailTaken(db, body.emailAddress, login.account_id)) {
      throw taken('emailAddress', 'errors.emailAddress');
    }
    await db.query(
      'update accounts set email_address = $2, display_name = $3, preferred_language_id = $4 where account_id = $1',
      [login.account_id, body.emailAddress.trim(), body.displayName.trim(), body.languageId],
    );
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateLogin',
      subjectType: 'login',
      subjectId: login.account_id,
      detail: { emailAddress: body.emailAddress, displayName: body.displayName, languageId: body.languageId },
    });
    return loginRow(db, login.account_id);
  });

  route(app, disableLogin, async ({ body, principal, request }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: true });
    if (login.account_id === principal.accountId) throw refused(request, 'errors.ownLogin');
    if (await disableAccount(db, login.account_id)) {
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action: 'DisableLogin',
        subjectType: login.account_type === 'staff' ? 'employee' : 'login',
        subjectId: login.account_id,
      });
    }
  });

  route(app, enableLogin, async ({ body, principal }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: true });
    const changed = await db.query(
      'update accounts set disabled_at = null where account_id = $1 and disabled_at is not null returning 1',
      [login.account_id],
    );
    if (changed.length > 0) {
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action: 'EnableLogin',
        subjectType: login.account_type === 'staff' ? 'employee' : 'login',
        subjectId: login.account_id,
      });
    }
  });

  // Its sessions, tickets and uploads go with it (foreign keys cascade); the audit log keeps its entries.
  route(app, deleteLogin, async ({ body, principal, request }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: false });
    if (login.account_id === principal.accountId) throw refused(request, 'errors.ownLogin');
    await db.query('delete from accounts where account_id = $1', [login.account_id]);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteLogin',
      subjectType: 'login',
      subjectId: login.account_id,
      detail: { emailAddress: login.email_address, accountType: login.account_type },
    });
  });

  route(app, resetLoginTotp, async ({ body, principal }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: true });
    await db.query(
      `update accounts set is_totp_enabled = false, totp_secret = null, totp_pending_secret = null,
                           totp_last_step = null
        where account_id = $1`,
      [login.account_id],
    );
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'ResetLoginTotp',
      subjectType: login.account_type === 'staff' ? 'employee' : 'login',
      subjectId: login.account_id,
    });
  });

  route(app, resendActivation, async ({ body, principal, request }) => {
    const login = await managedLogin(db, principal, body.accountId, { employees: true });
    if (login.awaiting_approval) throw refused(request, 'errors.loginAwaitsApproval');
    if (login.is_active) throw refused(request, 'errors.loginNotPending');
    // At most a few activation mails per address (and per source) an hour, whoever asks.
    await app.abuseLimits.admitMail(request, 'activation', login.email_address);
    const emailId = await mailActivationLink(db, request, login.account_id);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'ResendActivation',
      subjectType: login.account_type === 'staff' ? 'employee' : 'login',
      subjectId: login.account_id,
      detail: { emailId },
    });
  });

  // Only now does the registrant get an activation link: until this call no path gives a token.
  route(app, approveLogin, async ({ body, principal, request }) => {
    const login = await awaitingRegistration(db, principal, body.accountId);
    const clientId = body.clientId ?? login.client_id;
    if (clientId === null) throw badField('clientId', 'validation.required');
    const clients = await db.query('select 1 from clients where client_id = $1', [clientId]);
    if (clients.length === 0) throw badField('clientId', 'errors.clientNotFound');
    // Guarded by the state, so a concurrent reject or second approve finds nothing (404).
    const approved = await db.query(
      'update accounts set awaiting_approval = false, client_id = $2 where account_id = $1 and awaiting_approval returning 1',
      [login.account_id, clientId],
    );
    if (approved.length === 0) throw notFound('errors.loginNotFound');
    const emailId = await mailActivationLink(db, request, login.account_id);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'ApproveLogin',
      subjectType: 'login',
      subjectId: login.account_id,
      detail: {
        emailAddress: login.email_address,
        clientId,
        matchedClientId: login.client_id,
        registeredCompanyName: login.registered_company_name,
        registeredCustomerNumber: login.registered_customer_number,
        emailId,
      },
    });
    return loginRow(db, login.account_id);
  });

  // A rejected request is deleted (its address may register again); the audit log keeps what it asked.
  route(app, rejectLogin, async ({ body, principal }) => {
    const login = await awaitingRegistration(db, principal, body.accountId);
    const rejected = await db.query(
      'delete from accounts where account_id = $1 and awaiting_approval returning 1',
      [login.account_id],
    );
    if (rejected.length === 0) throw notFound('errors.loginNotFound');
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'RejectLogin',
      subjectType: 'login',
      subjectId: login.account_id,
      detail: {
        emailAddress: login.email_address,
        matchedClientId: login.client_id,
        registeredCompanyName: login.registered_company_name,
        registeredCustomerNumber: login.registered_customer_number,
      },
    });
  });
};
