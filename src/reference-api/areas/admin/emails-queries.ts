import type { EmailDetail, EmailLogEntry } from '../../../core/api/contract/admin-emails.ts';
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

/** The body and recipient of an e-mail, or undefined. */
export async function emailBodyAndRecipient(db: Db, emailId: number) {
  const [original] = await db.query<{ body: string | null; to_address: string | null }>(
    'select body, to_address from outbox where email_id = $1',
    [emailId],
  );
  return original;
}

/** A copy of an e-mail, already sent (the demo delivers at once) with `logMessage`; answers its id. */
export async function insertSentCopy(db: Db, emailId: number, logMessage: string): Promise<number> {
  const [copy] = await db.query<{ email_id: number }>(
    `insert into outbox (status, subject, to_address, from_address, cc, bcc, reply_to, body, attachments,
                         log_message, sent_at)
     select 'Sent', subject, to_address, from_address, cc, bcc, reply_to, body, attachments, $2, now()
       from outbox where email_id = $1
     returning email_id`,
    [emailId, logMessage],
  );
  return copy!.email_id;
}
