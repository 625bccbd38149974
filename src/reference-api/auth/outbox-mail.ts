import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import {
  languageFromHeader,
  type MessageKey,
  message,
  type ServerLanguage,
} from '../platform/server-messages.ts';

/** Escapes text for HTML mail bodies: names and links come from users. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The sender of the portal's mails: `MAIL_FROM`, or the demo address. */
export const fromAddress = () => process.env.MAIL_FROM ?? 'Customer Portal <no-reply@portal.example.com>';

/** The origin links in mails point to: `PUBLIC_URL`, or the origin the request came to. */
export function publicOrigin(request: FastifyRequest): string {
  return (process.env.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
}

/** The language of a mail: the account's preferred language, else the request's. */
export function mailLanguage(
  request: FastifyRequest,
  languageCode: string | null | undefined,
): ServerLanguage {
  return languageFromHeader(languageCode ?? request.headers['accept-language']);
}

/**
 * Writes a mail with one link to the outbox (the e-mail send log). The demo server delivers
 * nothing: mails are marked Sent at once with a log message saying so.
 */
export async function sendLinkMail(
  db: Db,
  mail: {
    to: string;
    name: string;
    language: ServerLanguage;
    subject: MessageKey;
    text: MessageKey;
    link: string;
  },
): Promise<number> {
  const t = (key: MessageKey, values?: Record<string, string>) => message(mail.language, key, values);
  const body = [
    `<p>${escapeHtml(t('mail.greeting', { name: mail.name }))}</p>`,
    `<p>${escapeHtml(t(mail.text))}</p>`,
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`,
    `<p>${escapeHtml(t('mail.closing'))}</p>`,
  ].join('\n');
  const [row] = await db.query<{ email_id: number }>(
    `insert into outbox (status, subject, to_address, from_address, body, log_message, sent_at)
     values ('Sent', $1, $2, $3, $4, $5, now()) returning email_id`,
    [t(mail.subject), mail.to, fromAddress(), body, t('mail.demoSent')],
  );
  await logDemoDelivery(db, row!.email_id, t('mail.demoSent'));
  return row!.email_id;
}

/** An event of an e-mail's send log (`outbox_log`). */
export type MailEvent = 'Queued' | 'Sent' | 'Failed' | 'Resent';

/** Adds an entry to an e-mail's send log; `actorEmail` names the staff member who caused it. */
export async function logMailEvent(
  db: Db,
  emailId: number,
  event: MailEvent,
  text: string,
  actorEmail: string | null = null,
): Promise<void> {
  await db.query('insert into outbox_log (email_id, event, message, actor_email) values ($1, $2, $3, $4)', [
    emailId,
    event,
    text,
    actorEmail,
  ]);
}

/**
 * The send log of a mail the demo server has just written to the outbox: queued, then at once
 * "sent" (kept in the outbox, `sentText` says so). `queuedText` says where the mail came from.
 */
export async function logDemoDelivery(
  db: Db,
  emailId: number,
  sentText: string,
  queuedText = '',
  actorEmail: string | null = null,
): Promise<void> {
  await logMailEvent(db, emailId, 'Queued', queuedText, actorEmail);
  await logMailEvent(db, emailId, 'Sent', sentText);
}
