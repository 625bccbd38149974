import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  activateAccount,
  isActivationTokenValid,
  isPasswordResetTokenValid,
  type RegisterNewCustomerBody,
  registerNewCustomer,
  requestPasswordResetToken,
  resetPassword,
} from '../../core/api/contract/authentication.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { route } from '../platform/route.ts';
import { languageFromHeader, type ServerLanguage } from '../platform/server-messages.ts';
import {
  type AccountRow,
  activateWithPassword,
  findAccountByEmail,
  findAccountById,
  resetPasswordHash,
} from './account-queries.ts';
import { assertAcceptablePassword } from './new-password-check.ts';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from './one-time-tokens.ts';
import { mailLanguage, sendLinkMail } from './outbox-mail.ts';
import { hashPassword } from './password-hash.ts';
import { activeClientOfCustomerNumber, insertRegistration, languageIdOf } from './registration-queries.ts';
import { endAllSessions } from './session-queries.ts';
import { sourceKey } from './source-key.ts';

/** The server language codes of the languages table (docs/contract.md#languages). */
const serverCodes: Record<ServerLanguage, string> = { nl: 'nl-NL', en: 'en-NL', de: 'de-DE', zhHans: 'zh' };

/** Whether a link token works: valid, and its login does not await approval. */
async function tokenUsable(db: Db, purpose: 'activation' | 'reset', token: string): Promise<boolean> {
  const valid = await peekOneTimeToken(db, purpose, token);
  if (!valid) return false;
  const account = await findAccountById(db, valid.accountId);
  return account !== undefined && !account.awaiting_approval;
}

const invalidLink = () => new ApiError(400, 'errors.tokenInvalid', { '': ['errors.tokenInvalid'] });

/**
 * The account of a usable link, checked cheaply before any hash: a source that sent too many
 * unusable tokens is refused (429) first, and an unknown, used or expired token (or one of a
 * login awaiting approval) is refused with 400 and counted against its source.
 */
async function usableLinkAccount(
  app: FastifyInstance,
  db: Db,
  request: FastifyRequest,
  purpose: 'activation' | 'reset',
  token: string,
): Promise<AccountRow> {
  await app.abuseLimits.checkLinkSource(request);
  const valid = await peekOneTimeToken(db, purpose, token);
  const account = valid ? await findAccountById(db, valid.accountId) : undefined;
  if (!account || account.awaiting_approval) {
    await app.abuseLimits.linkFailed(request);
    throw invalidLink();
  }
  return account;
}

/** Hashes the new password of a link, within the account's and the source's limits and pool share. */
async function hashNewPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  password: string,
): Promise<string> {
  const attempt = await app.abuseLimits.admitPasswordSet(request, accountId);
  return hashPassword(password, { source: sourceKey(request.ip) }).catch(async (error: unknown) => {
    // The hash pool was busy: nothing was hashed, so nothing counts.
    await attempt.abandoned();
    throw error;
  });
}

/** Registers registration, activation and password reset (docs/contract.md#authentication). */
export function registrationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  // Registration is a request, not access (issue 14 §2): the login awaits staff approval with the
  // client its customer number matched (or none), and only approval mails the activation link. The
  // answer is the same 204 whether the number matched and whether the address has a login, so
  // registering reveals neither — nor does its timing: the look-up, the insert or the token and mail
  // all run after the answer (mail-jobs.ts), so the request path does the same work for every address.
  route(app, registerNewCustomer, async ({ body, request }) => {
    // Per address and per source, before any work: a flood of registrations sends no flood of mails.
    await app.abuseLimits.admitMail(request, 'registration', body.emailAddress);
    const requestLanguage = request.headers['accept-language'];
    app.mailJobs.enqueue('registration', () => register(body, { requestLanguage }));
  });

  /** The work of a registration, after the answer: a request awaiting approval, or a mail to the owner. */
  async function register(
    body: RegisterNewCustomerBody,
    context: { requestLanguage: string | undefined },
  ): Promise<void> {
    const existing = await findAccountByEmail(db, body.emailAddress);
    // An existing address gets a mail instead of an error, so the answer does not tell who has an account;
    // a request still awaiting approval gets nothing (its owner asked once already).
    if (existing) {
      if (existing.awaiting_approval) return;
      const token = await createOneTimeToken(db, 'reset', existing.account_id);
      await sendLinkMail(db, app.mailSettings, {
        to: existing.email_address,
        name: existing.display_name,
        language: languageFromHeader(existing.language_code ?? context.requestLanguage),
        subject: 'mail.alreadyRegisteredSubject',
        text: 'mail.alreadyRegisteredBody',
        link: { path: '/auth/reset-password/', token },
      });
      return;
    }
    const clientId = await activeClientOfCustomerNumber(db, body.customerNumber.trim());
    // Without a languageId the new account keeps the language the visitor registered in.
    const languageId = await languageIdOf(
      db,
      body.languageId ?? null,
      serverCodes[languageFromHeader(context.requestLanguage)],
    );
    await insertRegistration(db, {
      emailAddress: body.emailAddress.trim(),
      clientId,
      displayName: `${body.firstName} ${body.lastName}`.trim(),
      firstName: body.firstName,
      lastName: body.lastName,
      languageId,
      companyName: body.companyName.trim(),
      customerNumber: body.customerNumber.trim(),
    });
  }

  route(app, isActivationTokenValid, async ({ body }) => ({
    isValid: await tokenUsable(db, 'activation', body.token),
  }));

  route(app, activateAccount, async ({ body, request }) => {
    const linked = await usableLinkAccount(app, db, request, 'activation', body.token);
    assertAcceptablePassword(body.password, linked, 'password');
    const passwordHash = await hashNewPassword(app, request, linked.account_id, body.password);
    const used = await consumeOneTimeToken(db, 'activation', body.token);
    if (!used) throw invalidLink();
    // A link of a login awaiting approval never activates it (defence in depth: none is mailed).
    if (!(await activateWithPassword(db, used.accountId, passwordHash))) throw invalidLink();
    const account = await findAccountById(db, used.accountId);
    if (account) {
      await sendLinkMail(db, app.mailSettings, {
        to: account.email_address,
        name: account.display_name,
        language: mailLanguage(request, account.language_code),
        subject: 'mail.activatedSubject',
        text: 'mail.activatedBody',
        link: { path: '/login' },
      });
    }
  });

  route(app, requestPasswordResetToken, async ({ body, request }) => {
    // Counted alike for known and unknown addresses, so a 429 tells nothing about the address either.
    await app.abuseLimits.admitMail(request, 'reset', body.emailAddress);
    // The answer is the same for unknown and disabled addresses (docs/security.md#address-privacy): only a mail differs. So that
    // its timing is the same too, the look-up, token and mail all run after the answer (mail-jobs.ts):
    // the request path does identical work for every address.
    const emailAddress = body.emailAddress;
    const requestLanguage = request.headers['accept-language'];
    app.mailJobs.enqueue('password reset mail', async () => {
      const account = await findAccountByEmail(db, emailAddress);
      if (!account?.is_active || account.is_disabled) return;
      const token = await createOneTimeToken(db, 'reset', account.account_id);
      await sendLinkMail(db, app.mailSettings, {
        to: account.email_address,
        name: account.display_name,
        language: languageFromHeader(account.language_code ?? requestLanguage),
        subject: 'mail.resetSubject',
        text: 'mail.resetBody',
        link: { path: '/auth/reset-password/', token },
      });
    });
  });

  route(app, isPasswordResetTokenValid, async ({ body }) => ({
    isValid: await tokenUsable(db, 'reset', body.token),
  }));

  route(app, resetPassword, async ({ body, request }) => {
    const linked = await usableLinkAccount(app, db, request, 'reset', body.token);
    assertAcceptablePassword(body.password, linked, 'password');
    const passwordHash = await hashNewPassword(app, request, linked.account_id, body.password);
    const used = await consumeOneTimeToken(db, 'reset', body.token);
    if (!used) throw invalidLink();
    if (!(await resetPasswordHash(db, used.accountId, passwordHash))) throw invalidLink();
    await endAllSessions(db, used.accountId, 'password reset');
    // The owner of the mailbox chose a new password: the address's login failures no longer count.
    await app.abuseLimits.passwordReset(linked.email_address);
  });
}
