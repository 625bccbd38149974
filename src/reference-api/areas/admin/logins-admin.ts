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
import { accountIdOfAddress, emailTaken, resetTotp } from '../../auth/account-queries.ts';
import { endAllSessions, revokeSupportSessionsBy } from '../../auth/session-queries.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { mailActivationLink } from './activation-mail.ts';
import { answerAsCreated, mayKnowOf } from './address-in-use.ts';
import { actorOf, badField, checkLanguage, notFound, refused, taken } from './admin-common.ts';
import { clientExists } from './admin-queries.ts';
import { loginsTable, tableRow } from './admin-tables.ts';
import { awaitingRegistration, checkNewLoginOwner, managedLogin } from './login-access.ts';
import {
  approveRegistration,
  clearLoginDisabled,
  deleteAccount,
  deleteRegistration,
  insertLogin,
  loginsTableFilters,
  markLoginDisabled,
  updateLoginRow,
} from './logins-queries.ts';

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
  const changed = await markLoginDisabled(db, accountId);
  await endAllSessions(db, accountId, 'login disabled');
  await revokeSupportSessionsBy(db, accountId, 'support login disabled');
  return changed;
}

/**
 * The logins calls (docs/screens/administration.md#logins): customer and agent logins. Staff manage all of them (and disable,
 * enable, reset two-factor and resend activation for employee logins too); an agent only the customer
 * logins of its own clients (login-access.ts). Nobody disables or deletes their own login (409).
 * Self-registrations await approval: only staff see them, and approve (which mails the activation
 * link) or reject them.
 */
export const loginsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getLoginsTable, async ({ query, body, principal }) => {
    return queryFilteredTable<LoginRow>(db, loginsTable, body, loginsTableFilters(principal, query));
  });

  route(app, createLogin, async ({ body, principal, request }) => {
    await checkNewLoginOwner(db, principal, body);
    await checkLanguage(db, body.languageId);
    const holder = await accountIdOfAddress(db, body.emailAddress.trim());
    if (holder !== null) {
      // Staff see every login, an agent its own clients' ones: to them, the clear 409. Anyone else
      // (an agent, for a login it cannot see) gets the answer of a creation (address-in-use.ts).
      if (await mayKnowOf(db, principal, holder)) throw taken('emailAddress', 'errors.emailAddress');
      return answerAsCreated(db, { request, principal, body, holderId: holder });
    }
    const accountId = await insertLogin(db, body);
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
    await updateLoginRow(db, login.account_id, {
      emailAddress: body.emailAddress.trim(),
      displayName: body.displayName.trim(),
      languageId: body.languageId,
    });
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
    if (await clearLoginDisabled(db, login.account_id)) {
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
    await deleteAccount(db, login.account_id);
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
    await resetTotp(db, login.account_id);
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
    if (!(await clientExists(db, clientId))) throw badField('clientId', 'errors.clientNotFound');
    // Guarded by the state, so a concurrent reject or second approve finds nothing (404).
    if (!(await approveRegistration(db, login.account_id, clientId))) throw notFound('errors.loginNotFound');
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
    if (!(await deleteRegistration(db, login.account_id))) throw notFound('errors.loginNotFound');
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
