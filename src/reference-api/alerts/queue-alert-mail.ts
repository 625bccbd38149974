import { createHash, randomBytes } from 'node:crypto';
import { accountIdOfAddress } from '../auth/account-queries.ts';
import { holdRecipientCopy, MASKED_TOKEN, type MailSettings, newMailStatus } from '../auth/outbox-mail.ts';
import { insertOutboxMail, logMailEvent } from '../auth/outbox-queries.ts';
import type { Db } from '../db/db.ts';
import { apiPrefix } from '../platform/route.ts';
import { languageFromHeader, message } from '../platform/server-messages.ts';
import { alertMail, type MailedChange } from './alert-mail.ts';
import { insertUnsubscribeToken, type MailedLogin } from './email-alert-queries.ts';

/** The one-click unsubscribe call (RFC 8058), under the API prefix. */
export const UNSUBSCRIBE_PATH = `${apiPrefix}/Alerts/Unsubscribe`;

/** How an unsubscribe token is kept: its SHA-256, so the database never holds a working link. */
export function unsubscribeTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Queues one alert mail to a login, in the caller's transaction (docs/alerts.md#e-mail): its changes
 * in its language and zone, with a fresh unsubscribe token (256 random bits, kept hashed) in the body's
 * link and in `List-Unsubscribe` / `List-Unsubscribe-Post` (RFC 8058). The e-mail log's copy has the
 * token masked; the recipient's copy, with it, waits beside it for the sender. The caller wakes the
 * sender once the transaction is committed. Answers the mail's id.
 */
export async function queueAlertMail(
  tx: Db,
  settings: MailSettings,
  login: MailedLogin,
  changes: readonly MailedChange[],
  digest: boolean,
): Promise<number> {
  const token = randomBytes(32).toString('base64url');
  await insertUnsubscribeToken(tx, unsubscribeTokenHash(token), login.accountId);
  const language = languageFromHeader(login.languageCode ?? undefined);
  const unsubscribe = (shown: string) => `${settings.origin}${UNSUBSCRIBE_PATH}?token=${shown}`;
  const compose = (shown: string) => {
    const mail = alertMail(
      changes,
      {
        language,
        timeZone: login.timeZone,
        name: login.name,
        origin: settings.origin,
        unsubscribeUrl: unsubscribe(shown),
      },
      digest,
    );
    const headers = {
      'List-Unsubscribe': `<${unsubscribe(shown)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    return { ...mail, headers };
  };
  const logged = compose(MASKED_TOKEN);
  const live = compose(token);
  const emailId = await insertOutboxMail(tx, {
    status: newMailStatus(settings),
    subject: logged.subject,
    to: login.email,
    toName: login.name || null,
    language,
    from: settings.from,
    body: logged.html,
    headers: logged.headers,
    logMessage: message(language, 'mail.demoSent'),
    queuedText: message(language, digest ? 'alertMail.logDigest' : 'alertMail.logImmediate'),
  });
  await holdRecipientCopy(tx, settings, emailId, live.html, live.headers);
  // The demo sends nothing: the mail is Sent at once, kept in the outbox (as afterMailWritten logs it).
  if (!settings.sender) await logMailEvent(tx, emailId, 'Sent', message(language, 'mail.demoSent'));
  return emailId;
}

/**
 * An alert mail resent from the e-mail log (Admin): its unsubscribe link, masked in the log's copy,
 * gets a fresh token of the login it was addressed to, in the body and the headers of the recipient's
 * copy. Null for a mail without one, or when no login has that address any more.
 */
export async function renewUnsubscribeLink(
  db: Db,
  logged: { body: string; headers: Readonly<Record<string, string>> | null },
  toAddress: string | null,
): Promise<{ body: string; headers: Record<string, string> } | null> {
  const masked = `${UNSUBSCRIBE_PATH}?token=${MASKED_TOKEN}`;
  if (!logged.body.includes(masked)) return null;
  const accountId = await accountIdOfAddress(db, toAddress ?? '');
  if (accountId === null) return null;
  const token = randomBytes(32).toString('base64url');
  await insertUnsubscribeToken(db, unsubscribeTokenHash(token), accountId);
  const fresh = (text: string) => text.split(masked).join(`${UNSUBSCRIBE_PATH}?token=${token}`);
  return {
    body: fresh(logged.body),
    headers: Object.fromEntries(
      Object.entries(logged.headers ?? {}).map(([name, value]) => [name, fresh(value)]),
    ),
  };
}
