import type { FastifyRequest } from 'fastify';
import type { CreateLoginInput, LoginRow } from '../../../core/api/contract/admin-logins.ts';
import { findAccountById } from '../../auth/account-queries.ts';
import { mailLanguage, sendLinkMail } from '../../auth/outbox-mail.ts';
import { RateLimitCounters } from '../../auth/rate-limit-counters.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import type { Principal } from '../../platform/principal.ts';
import { actorOf } from './admin-common.ts';
import { clientName } from './clients-queries.ts';
import { managedLogin } from './login-access.ts';
import { reserveAccountId } from './logins-queries.ts';

/** Whether the caller may learn that this login exists: staff always, an agent for the logins it manages. */
export async function mayKnowOf(db: Db, principal: Principal, accountId: number): Promise<boolean> {
  if (principal.kind === 'staff') return true;
  try {
    await managedLogin(db, principal, accountId, { employees: false });
    return true;
  } catch {
    return false;
  }
}

/** One notice per address an hour, whoever asks: agents cannot turn notices into a mail flood. */
const NOTICE_RULE = { max: 1, windowSeconds: 3600 };

/**
 * An agent asked to create a login for an address that has a login it may not see (another client's
 * customer, an agent, staff, a registration awaiting approval). Like an invitation to an address
 * that already has an account (GitHub, Slack), the answer is that of a creation — a Pending row with
 * a fresh id from the same sequence — so the call does not tell whether the address has a login.
 * Nothing is created or changed: the address's owner gets a notice instead of an activation link
 * (at most one an hour), and staff find the attempt in the audit log (`CreateLoginAddressInUse`).
 * What the agent may notice later is only that the login never shows up in its list.
 */
export async function answerAsCreated(
  db: Db,
  context: { request: FastifyRequest; principal: Principal; body: CreateLoginInput; holderId: number },
): Promise<LoginRow> {
  const { request, principal, body, holderId } = context;
  const reservedId = await reserveAccountId(db);
  const companyName = await clientName(db, body.clientId);
  let emailId: number | null = null;
  const holder = await findAccountById(db, holderId);
  const notices = new RateLimitCounters(db);
  const bucket = {
    name: `notice.address-in-use:${body.emailAddress.trim().toLowerCase()}`,
    rule: NOTICE_RULE,
  };
  if (holder && (await notices.hit([bucket])).waitSeconds === 0) {
    emailId = await sendLinkMail(db, request.server.mailSettings, {
      to: holder.email_address,
      name: holder.display_name,
      language: mailLanguage(request, holder.language_code),
      subject: 'mail.loginInUseSubject',
      text: 'mail.loginInUseBody',
      link: { path: '/login' },
    });
  }
  await writeAuditLog(db, {
    actor: actorOf(principal),
    action: 'CreateLoginAddressInUse',
    subjectType: 'login',
    subjectId: holderId,
    detail: { emailAddress: body.emailAddress, clientId: body.clientId, answeredId: reservedId, emailId },
  });
  return {
    id: reservedId,
    emailAddress: body.emailAddress.trim(),
    displayName: body.displayName.trim(),
    accountType: body.accountType,
    clientId: body.clientId,
    agentId: body.agentId,
    companyName: companyName ?? '',
    status: 'Pending',
    isTotpEnabled: false,
    lastLoginAt: null,
    languageId: body.languageId,
    registeredCompanyName: null,
    registeredCustomerNumber: null,
  };
}
