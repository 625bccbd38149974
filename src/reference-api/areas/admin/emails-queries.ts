import type { EmailDetail, EmailLogEntry } from '../../../core/api/contract/admin-emails.ts';
import type { NewMailStatus } from '../../auth/outbox-queries.ts';
import type { Db } from '../../db/db.ts';
import { isoDateTime } from './admin-common.ts';

/** The statements of the e-mails calls (emails-admin.ts): the outbox and its send log. */

/** An outbox e-mail's sender, copies and body (the log's copy, never holding a live token), or undefined. */
export async function emailContent(db: Db, emailId: number) {
  const [mail] = await db.query<Pick<EmailDetail, 'fromAddress' | 'cc' | 'bcc' | 'body'>>(
    `select from_address as "fromAddress", cc, bcc, coalesce(body, '') as body from outbox where email_id = $1`,
    [emailId],
  );
  return mail;
}

/** The send log of an e-mail, oldest entry first. */
export function emailLog(db: Db, emailId: number) {
  return db.query<EmailLogEntry>(
    `select ${isoDateTime('logged_at')} as "loggedAt", event, message, actor_email as actor
       from outbox_log where email_id = $1 order by logged_at, outbox_log_id`,
    [emailId],
  );
}

/** The body, recipient and extra headers of an e-mail, or undefined. */
export async function emailBodyAndRecipient(db: Db, emailId: number) {
  const [original] = await db.query<{
    body: string | null;
    to_address: string | null;
    headers: Record<string, string> | null;
  }>('select body, to_address, headers from outbox where email_id = $1', [emailId]);
  return original;
}

/**
 * A copy of an e-mail with its first send-log entry (Queued, `queuedText` by `actorEmail`), in one
 * statement: Queued for the SMTP sender, or Sent at once in the demo (`logMessage` says so). The copy
 * starts afresh: no attempts, no answer yet. Answers its id.
 */
export async function insertCopy(
  db: Db,
  emailId: number,
  copy: { status: NewMailStatus; logMessage: string; queuedText: string; actorEmail: string },
): Promise<number> {
  const [row] = await db.query<{ email_id: number }>(
    `with mail as (
       insert into outbox (status, subject, to_address, to_name, language, from_address, cc, bcc, reply_to, body,
                           attachments, log_message, sent_at, headers)
       select $2, subject, to_address, to_name, language, from_address, cc, bcc, reply_to, body, attachments,
              case when $2 = 'Sent' then $3 end, case when $2 = 'Sent' then now() end, headers
         from outbox where email_id = $1
       returning email_id)
     insert into outbox_log (email_id, event, message, actor_email)
     select email_id, 'Queued', $4, $5 from mail returning email_id`,
    [emailId, copy.status, copy.logMessage, copy.queuedText, copy.actorEmail],
  );
  return row!.email_id;
}
