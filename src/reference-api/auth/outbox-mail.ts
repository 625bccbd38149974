import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import {
  languageFromHeader,
  type MessageKey,
  message,
  type ServerLanguage,
} from '../platform/server-messages.ts';
import { insertMailDelivery, insertOutboxMail, logMailEvent, type NewMailStatus } from './outbox-queries.ts';

/** Escapes text for HTML mail bodies: names and links come from users. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The sender of the portal's mails unless `MAIL_FROM` names another. */
export const defaultMailFrom = 'Customer Portal <no-reply@portal.example.com>';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where links in mails point and what becomes of recipients' copies (set up by buildApp). */
    mailSettings: MailSettings;
  }
}

/** Where links in mails point and what becomes of the recipient's copy of a mail. */
export interface MailSettings {
  /**
   * The address every link in a mail starts with: `PUBLIC_URL`, or on loopback the address the server
   * listens on (main.ts). Never the request's `Host` or `X-Forwarded-Host`: whoever sends those
   * would get the victim's link mailed to their own site (issue 23 §2).
   */
  origin: string;
  /** The sender of the portal's mails (`MAIL_FROM`). */
  from: string;
  /**
   * Whether something hands recipients' copies on (the mail drop, a test reading mails as the
   * recipient): they wait in `mail_deliveries` until then. False: the demo delivers nothing, and a
   * copy nobody will deliver is not kept (its live link would only lie in the database).
   */
  deliversCopies: boolean;
  /**
   * The SMTP sender (`SMTP_URL`, mail/mail-sender.ts): new mails are queued for it and wake it. Null in
   * the demo, which sends nothing: a new mail is marked Sent at once and stays in the outbox.
   */
  sender: { wake(): void } | null;
}

/** The status a new mail enters the outbox with: Queued for the sender, or Sent at once in the demo. */
export function newMailStatus(settings: MailSettings): NewMailStatus {
  return settings.sender ? 'Queued' : 'Sent';
}

/**
 * What follows once a new mail (and its Queued entry) is committed: the demo logs it Sent at once, with
 * `demoSentText` saying it was kept in the outbox; with SMTP the sender is woken to send it now.
 */
export async function afterMailWritten(
  db: Db,
  settings: MailSettings,
  emailId: number,
  demoSentText: string,
): Promise<void> {
  if (settings.sender) settings.sender.wake();
  else await logMailEvent(db, emailId, 'Sent', demoSentText);
}

/** The text that stands for a one-time token in the copy of a mail staff read. */
export const MASKED_TOKEN = '••••••';

/** A link in a mail: a portal path at the configured origin, ending in a one-time token or not. */
export interface MailLink {
  /** The path from the origin, e.g. `/auth/reset-password/` (the token follows it) or `/login`. */
  path: string;
  /** The secret the path ends in; the e-mail log gets MASKED_TOKEN in its place. */
  token?: string;
}

/**
 * The link as the recipient gets it, and as the e-mail log shows it. A token link ends in the mail's
 * language (`/auth/activate/<token>/de`), so the page it opens speaks it on any browser.
 */
export function composeLink(
  origin: string,
  link: MailLink,
  language?: ServerLanguage,
): { live: string; logged: string } {
  const base = `${origin.replace(/\/+$/, '')}${link.path}`;
  const suffix = language ? `/${language}` : '';
  return link.token === undefined
    ? { live: base, logged: base }
    : {
        live: `${base}${encodeURIComponent(link.token)}${suffix}`,
        logged: `${base}${MASKED_TOKEN}${suffix}`,
      };
}

/** The language of a mail: the account's preferred language, else the request's. */
export function mailLanguage(
  request: FastifyRequest,
  languageCode: string | null | undefined,
): ServerLanguage {
  return languageFromHeader(languageCode ?? request.headers['accept-language']);
}

/**
 * Writes a mail with one link to the outbox (the e-mail send log). The log's copy is composed without
 * the link's token; the recipient's copy, with it, waits in `mail_deliveries` for whatever delivers it
 * (the SMTP sender or the mail drop; `settings.deliversCopies`). Without SMTP the mail is marked Sent
 * at once with a log message saying it was kept in the outbox.
 */
export async function sendLinkMail(
  db: Db,
  settings: MailSettings,
  mail: {
    to: string;
    name: string;
    language: ServerLanguage;
    subject: MessageKey;
    text: MessageKey;
    link: MailLink;
  },
): Promise<number> {
  const t = (key: MessageKey, values?: Record<string, string>) => message(mail.language, key, values);
  const { live, logged } = composeLink(settings.origin, mail.link, mail.language);
  const body = (link: string) =>
    [
      `<p>${escapeHtml(t('mail.greeting', { name: mail.name }))}</p>`,
      `<p>${escapeHtml(t(mail.text))}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(t('mail.closing'))}</p>`,
    ].join('\n');
  const emailId = await db.transaction(async (tx) => {
    const id = await insertOutboxMail(tx, {
      status: newMailStatus(settings),
      subject: t(mail.subject),
      to: mail.to,
      toName: mail.name,
      language: mail.language,
      from: settings.from,
      body: body(logged),
      logMessage: t('mail.demoSent'),
    });
    if (live !== logged) await holdRecipientCopy(tx, settings, id, body(live));
    return id;
  });
  await afterMailWritten(db, settings, emailId, t('mail.demoSent'));
  return emailId;
}

/**
 * Keeps the recipient's copy of outbox mail `emailId` (its body, and its extra headers where they hold
 * a live link) until it is delivered (only if anything delivers it).
 */
export async function holdRecipientCopy(
  db: Db,
  settings: MailSettings,
  emailId: number,
  body: string,
  headers?: Readonly<Record<string, string>>,
): Promise<void> {
  if (!settings.deliversCopies) return;
  await insertMailDelivery(db, emailId, body, headers);
}
