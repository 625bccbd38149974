import type { FastifyInstance } from 'fastify';
import {
  activateAccount,
  isActivationTokenValid,
  isPasswordResetTokenValid,
  registerNewCustomer,
  requestPasswordResetToken,
  resetPassword,
} from '../../core/api/contract/authentication.ts';
import type { Db } from '../db/db.ts';
import { ApiError } from '../platform/api-error.ts';
import { route } from '../platform/route.ts';
import { languageFromHeader, type ServerLanguage } from '../platform/server-messages.ts';
import { findAccountByEmail, findAccountById } from './accounts.ts';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken } from './one-time-tokens.ts';
import { mailLanguage, publicOrigin, sendLinkMail } from './outbox-mail.ts';
import { hashPassword } from './password-hash.ts';
import { endAllSessions } from './sessions.ts';

/** The server language codes of the languages table (spec §3 "Language"). */
const serverCodes: Record<ServerLanguage, string> = { nl: 'nl-NL', en: 'en-NL', de: 'de-DE', zhHans: 'zh' };

const invalidLink = () => new ApiError(400, 'errors.tokenInvalid', { '': ['errors.tokenInvalid'] });

/** Registers registration, activation and password reset (spec §7 "Authentication"). */
export function registrationRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const { db } = deps;

  route(app, registerNewCustomer, async ({ body, request }) => {
    const [client] = await db.query<{ client_id: number }>(
      'select client_id from clients where lower(customer_number) = lower($1) and is_active',
      [body.customerNumber.trim()],
    );
    if (!client) {
      throw new ApiError(400, 'errors.customerNumberUnknown', {
        customerNumber: ['errors.customerNumberUnknown'],
      });
    }
    // Without a languageId the new account keeps the language the visitor registered in.
    const [language] = await db.query<{ language_id: number; code: string }>(
      'select language_id, code from languages where language_id = $1 or ($1 is null and code = $2)',
      [body.languageId ?? null, serverCodes[languageFromHeader(request.headers['accept-language'])]],
    );
    const languageCode = language?.code ?? null;
    const existing = await findAccountByEmail(db, body.emailAddress);
    const name = `${body.firstName} ${body.lastName}`.trim();
    // An existing address gets a mail instead of an error, so the answer does not tell who has an account.
    if (existing) {
      const token = await createOneTimeToken(db, 'reset', existing.account_id);
      await sendLinkMail(db, {
        to: existing.email_address,
        name: existing.display_name,
        language: mailLanguage(request, existing.language_code),
        subject: 'mail.alreadyRegisteredSubject',
        text: 'mail.alreadyRegisteredBody',
        link: `${publicOrigin(request)}/auth/reset-password/${token}`,
      });
      return;
    }
    const [account] = await db.query<{ account_id: number }>(
      `insert into accounts (email_address, account_type, client_id, display_name, first_name, last_name,
                             preferred_language_id, is_active)
       values ($1, 'customer', $2, $3, $4, $5, $6, false) returning account_id`,
      [
        body.emailAddress.trim(),
        client.client_id,
        name,
        body.firstName,
        body.lastName,
        language?.language_id ?? null,
      ],
    );
    const token = await createOneTimeToken(db, 'activation', account!.account_id);
    await sendLinkMail(db, {
      to: body.emailAddress.trim(),
      name,
      language: mailLanguage(request, languageCode),
      subject: 'mail.activationSubject',
      text: 'mail.activationBody',
      link: `${publicOrigin(request)}/auth/activate/${token}`,
    });
  });

  route(app, isActivationTokenValid, async ({ body }) => ({
    isValid: (await peekOneTimeToken(db, 'activation', body.token)) !== null,
  }));

  route(app, activateAccount, async ({ body, request }) => {
    const passwordHash = await hashPassword(body.password);
    const used = await consumeOneTimeToken(db, 'activation', body.token);
    if (!used) throw invalidLink();
    await db.query('update accounts set password_hash = $2, is_active = true where account_id = $1', [
      used.accountId,
      passwordHash,
    ]);
    const account = await findAccountById(db, used.accountId);
    if (account) {
      await sendLinkMail(db, {
        to: account.email_address,
        name: account.display_name,
        language: mailLanguage(request, account.language_code),
        subject: 'mail.activatedSubject',
        text: 'mail.activatedBody',
        link: `${publicOrigin(request)}/login`,
      });
    }
  });

  route(app, requestPasswordResetToken, async ({ body, request }) => {
    const account = await findAccountByEmail(db, body.emailAddress);
    // The answer is the same for unknown and disabled addresses (spec §8): only a mail differs.
    if (!account?.is_active || account.is_disabled) return;
    const token = await createOneTimeToken(db, 'reset', account.account_id);
    await sendLinkMail(db, {
      to: account.email_address,
      name: account.display_name,
      language: mailLanguage(request, account.language_code),
      subject: 'mail.resetSubject',
      text: 'mail.resetBody',
      link: `${publicOrigin(request)}/auth/reset-password/${token}`,
    });
  });

  route(app, isPasswordResetTokenValid, async ({ body }) => ({
    isValid: (await peekOneTimeToken(db, 'reset', body.token)) !== null,
  }));

  route(app, resetPassword, async ({ body }) => {
    const passwordHash = await hashPassword(body.password);
    const used = await consumeOneTimeToken(db, 'reset', body.token);
    if (!used) throw invalidLink();
    await db.query('update accounts set password_hash = $2 where account_id = $1', [
      used.accountId,
      passwordHash,
    ]);
    await endAllSessions(db, used.accountId, 'password reset');
  });
}
