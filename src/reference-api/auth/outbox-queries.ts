import type { Db } from '../db/db.ts';

/** The statements on the outbox, its send log and the recipients' copies (outbox-mail.ts composes the mails). */

/** A mail written to the outbox as sent at once (the demo delivers nothing); answers its id. */
export async function insertSentMail(
  db: Db,
  mail: { subject: string; to: string; from: string; body: string; logMessage: string },
): Promise<number> {
  const [row] = await db.query<{ email_id: number }>(
    `insert into outbox (status, subject, to_address, from_address, body, log_message, sent_at)
     values ('Sent', $1, $2, $3, $4, $5, now()) returning email_id`,
    [mail.subject, mail.to, mail.from, mail.body, mail.logMessage],
  );
  return row!.email_id;
}

/** Stores the recipient's copy of an outbox mail until it is delivered. */
export async function insertMailDelivery(db: Db, emailId: number, body: string): Promise<void> {
  await db.query('insert into mail_deliveries (email_id, body) values ($1, $2)', [emailId, body]);
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
