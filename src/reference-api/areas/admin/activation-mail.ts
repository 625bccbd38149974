import type { FastifyRequest } from 'fastify';
import { findAccountById } from '../../auth/account-queries.ts';
import { retireActivationTokens } from '../../auth/one-time-token-queries.ts';
import { createOneTimeToken } from '../../auth/one-time-tokens.ts';
import { type MailSettings, sendLinkMail } from '../../auth/outbox-mail.ts';
import type { Db } from '../../db/db.ts';
import { languageFromHeader } from '../../platform/server-messages.ts';

/**
 * Mails a Pending login its activation link, exactly as registration does (the same token, link and
 * mail; in the login's language, else the request's). Earlier unused activation links of the login
 * stop working, so only the newest mail activates it. Answers the outbox e-mail id.
 */
export async function mailActivationLink(
  db: Db,
  request: FastifyRequest,
  accountId: number,
): Promise<number> {
  return queueActivationMail(db, request.server.mailSettings, accountId, request.headers['accept-language']);
}

/**
 * `mailActivationLink` without a request (the first staff login at start-up): the login's language,
 * else the best of `acceptLanguage` (an Accept-Language value; none: English).
 */
export async function queueActivationMail(
  db: Db,
  settings: MailSettings,
  accountId: number,
  acceptLanguage?: string,
): Promise<number> {
  const account = await findAccountById(db, accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  // A self-registration gets its link only once staff approved it (approveLogin clears the flag first).
  if (account.awaiting_approval) throw new Error(`account ${accountId} awaits approval`);
  await retireActivationTokens(db, accountId);
  const token = await createOneTimeToken(db, 'activation', accountId);
  return sendLinkMail(db, settings, {
    to: account.email_address,
    name: account.display_name,
    language: languageFromHeader(account.language_code ?? acceptLanguage),
    subject: 'mail.activationSubject',
    text: 'mail.activationBody',
    link: { path: '/auth/activate/', token },
  });
}
