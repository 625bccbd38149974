import type { Db } from '../db/db.ts';
import type { OutboxMailToSend } from './outgoing-mail.ts';

/** The statements of the SMTP sender (mail-sender.ts) on the outbox, its log and the recipients' copies. */

/** A claimed mail: what to send, the attempt it is, and the lease that marks the claim as ours. */
export interface ClaimedMail extends OutboxMailToSend {
  attempts: number;
  attachments: { filename: string; contentType: string | null; uploadId: string }[];
  /** The claim's lease as the database holds it: the writes after sending check that it is still ours. */
  lease: string;
}

/**
 * Claims the oldest due mail (Queued and due, or Sending with a lapsed lease: its instance died) until
 * `leaseUntil`, counting the attempt. One statement, so the row lock of `for update skip locked` lasts
 * only as long as it: instances claiming at once each get another mail, and no lock is held while
 * sending (PGlite has a single connection). Answers undefined when nothing is due.
 */
export async function claimDueMail(db: Db, now: Date, leaseUntil: Date): Promise<ClaimedMail | undefined> {
  const [mail] = await db.query<ClaimedMail>(
    `update outbox o
        set status = 'Sending', claimed_until = $2, attempts = o.attempts + 1
      where o.email_id = (
              select email_id from outbox
               where (status = 'Queued' and (next_attempt_at is null or next_attempt_at <= $1))
                  or (status = 'Sending' and claimed_until < $1)
               order by email_id
               limit 1
               for update skip locked)
      returning o.email_id as "emailId", o.subject, o.to_address as "to", o.to_name as "toName",
                o.from_address as "from", o.cc, o.bcc, o.reply_to as "replyTo", o.language, o.attempts,
                o.attachments, o.claimed_until::text as lease,
                coalesce((select d.body from mail_deliveries d where d.email_id = o.email_id), o.body) as body,
                coalesce((select d.headers from mail_deliveries d where d.email_id = o.email_id), o.headers)
                  as headers`,
    [now, leaseUntil],
  );
  return mail;
}

/** The bytes of an attachment (a contact message's upload), or undefined once the upload is gone. */
export async function attachmentData(db: Db, uploadId: string): Promise<Buffer | undefined> {
  const rows = await db.query<{ data: string }>(
    `select encode(data, 'base64') as data from upload_chunks where upload_id = $1 order by byte_offset`,
    [uploadId],
  );
  return rows.length === 0 ? undefined : Buffer.concat(rows.map((row) => Buffer.from(row.data, 'base64')));
}

/** How one attempt ended, as the outbox and its log record it. */
export type AttemptOutcome =
  | { status: 'Sent'; at: Date; response: string }
  | { status: 'Queued'; nextAttemptAt: Date; response: string }
  | { status: 'Failed'; response: string };

/**
 * Records how an attempt ended, if the claim is still ours (`lease`): the status, the server's answer,
 * the next attempt's time; a log entry (Sent, Deferred, Failed) with the answer; and, once the mail is
 * Sent or Failed, the recipient's copy deleted (its live link no longer waits in the database).
 * Answers false when the lease had lapsed and another instance had taken the mail.
 */
export function recordAttempt(db: Db, mail: ClaimedMail, outcome: AttemptOutcome): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `update outbox
          set status = $3, claimed_until = null, last_response = $4, log_message = $4,
              next_attempt_at = $5, sent_at = coalesce($6, sent_at)
        where email_id = $1 and status = 'Sending' and claimed_until = $2::timestamptz
       returning email_id`,
      [
        mail.emailId,
        mail.lease,
        outcome.status,
        outcome.response,
        outcome.status === 'Queued' ? outcome.nextAttemptAt : null,
        outcome.status === 'Sent' ? outcome.at : null,
      ],
    );
    if (updated.length === 0) return false;
    const event = outcome.status === 'Queued' ? 'Deferred' : outcome.status;
    await tx.query(`insert into outbox_log (email_id, event, message) values ($1, $2, $3)`, [
      mail.emailId,
      event,
      outcome.response,
    ]);
    if (outcome.status !== 'Queued')
      await tx.query('delete from mail_deliveries where email_id = $1', [mail.emailId]);
    return true;
  });
}
