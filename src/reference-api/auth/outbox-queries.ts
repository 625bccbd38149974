import type { Db } from '../db/db.ts';

/** The statements on the outbox, its send log and the recipients' copies (outbox-mail.ts composes the mails). */

/**
 * How a new mail enters the outbox: `Queued` for the SMTP sender (mail/mail-sender.ts), or `Sent` at
 * once when nothing sends mail (the demo keeps it in the outbox, `logMessage` says so).
 */
export type NewMailStatus = 'Queued' | 'Sent';

/** What an outbox mail holds besides its body. */
export interface OutboxMailFields {
  subject: string;
  to: string;
  /** The recipient's name for the To header, or null. */
  toName: string | null;
  /** The language of the mail (its frame is written in it when it is sent). */
  language: string;
  from: string;
  body: string;
}

/** A file attached to an outbox mail: an upload, read when the mail is sent. */
export interface OutboxAttachment {
  filename: string;
  contentType: string | null;
  uploadId: string;
}

/**
 * Writes a mail to the outbox with its first send-log entry (Queued, `queuedText`, `actorEmail`) in one
 * statement, so a sender never sees the mail without it; under `emailId` if one was reserved (a
 * contact message's reference names it). Answers its id.
 */
export async function insertOutboxMail(
  db: Db,
  mail: OutboxMailFields & {
    status: NewMailStatus;
    logMessage: string;
    queuedText?: string;
    actorEmail?: string | null;
    emailId?: number;
    replyTo?: string;
    attachments?: readonly OutboxAttachment[];
    /** Headers beyond the usual ones (List-Unsubscribe), as the e-mail log shows them. */
    headers?: Readonly<Record<string, string>>;
  },
): Promise<number> {
  const [row] = await db.query<{ email_id: number }>(
    `with mail as (
       insert into outbox (email_id, status, subject, to_address, to_name, language, from_address, reply_to, body,
                           attachments, log_message, sent_at, headers)
       values (coalesce($1::int, nextval(pg_get_serial_sequence('outbox', 'email_id'))::int), $2, $3, $4, $5, $6,
               $7, $8, $9, $10::jsonb, case when $2 = 'Sent' then $11 end, case when $2 = 'Sent' then now() end,
               $14::jsonb)
       returning email_id)
     insert into outbox_log (email_id, event, message, actor_email)
     select email_id, 'Queued', $12, $13 from mail returning email_id`,
    [
      mail.emailId ?? null,
      mail.status,
      mail.subject,
      mail.to,
      mail.toName,
      mail.language,
      mail.from,
      mail.replyTo ?? null,
      mail.body,
      JSON.stringify(mail.attachments ?? []),
      mail.logMessage,
      mail.queuedText ?? '',
      mail.actorEmail ?? null,
      mail.headers ? JSON.stringify(mail.headers) : null,
    ],
  );
  return row!.email_id;
}

/** Stores the recipient's copy of an outbox mail (and of its extra headers, if any) until it is delivered. */
export async function insertMailDelivery(
  db: Db,
  emailId: number,
  body: string,
  headers?: Readonly<Record<string, string>>,
): Promise<void> {
  await db.query('insert into mail_deliveries (email_id, body, headers) values ($1, $2, $3::jsonb)', [
    emailId,
    body,
    headers ? JSON.stringify(headers) : null,
  ]);
}

/** An event of an e-mail's send log (`outbox_log`); Deferred: an attempt failed, another follows. */
export type MailEvent = 'Queued' | 'Sent' | 'Failed' | 'Resent' | 'Deferred';

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
