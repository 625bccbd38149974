import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../db/db.ts';

/** One mail as the drop folder holds it: `<id>.json`. */
export interface DroppedMail {
  id: number;
  to: string | null;
  from: string | null;
  cc: string | null;
  bcc: string | null;
  replyTo: string | null;
  subject: string | null;
  body: string | null;
  attachments: unknown;
  created: string;
}

/** A running mail drop: `flush()` writes what is new now, `stop()` flushes once more and ends. */
export interface MailDrop {
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** The file name of a mail: zero-padded, so names sort as the mails were sent. */
export const mailFileName = (id: number) => `${String(id).padStart(10, '0')}.json`;

/**
 * Writes every mail put in the outbox from now on as one JSON file into `dir`, like Django's file
 * e-mail backend: how development and end-to-end tests read mails, since nothing on the served API
 * does (docs/security.md#mail). It follows the outbox table rather than the code paths that
 * insert into it, so no sender can forget it; a short poll (only when `MAIL_DROP_DIR` is set) keeps
 * that true for mails written off the request path too. Files appear whole (written, then renamed).
 * A mail with a one-time link is written as the recipient gets it (from `mail_deliveries`, whose row
 * is then deleted, unless `deleteCopies` is false: the SMTP sender sends it too), not as the e-mail log
 * shows it.
 */
export async function startMailDrop(
  db: Db,
  dir: string,
  { intervalMs = 100, deleteCopies = true }: { intervalMs?: number; deleteCopies?: boolean } = {},
): Promise<MailDrop> {
  await mkdir(dir, { recursive: true });
  // Mails from before this start are not dropped: the folder belongs to this server's run.
  const [start] = await db.query<{ max: number | null }>('select max(email_id) as max from outbox');
  const floor = start?.max ?? 0;
  // Ids already written. Serial ids may commit out of order, so "everything above the highest written"
  // could skip a mail; a set of what was written cannot.
  const written = new Set<number>();
  let running: Promise<void> = Promise.resolve();
  let inFlight = false;
  let stopped = false;

  const writeNew = async () => {
    const ids = await db.query<{ email_id: number }>(
      'select email_id from outbox where email_id > $1 order by email_id',
      [floor],
    );
    const fresh = ids.map((row) => row.email_id).filter((id) => !written.has(id));
    if (fresh.length === 0) return;
    const mails = await db.query<DroppedMail>(
      // The recipient's copy where the mail has one (its live link; the outbox holds the log's copy).
      `select o.email_id as id, o.to_address as "to", o.from_address as "from", o.cc, o.bcc,
              o.reply_to as "replyTo", o.subject, coalesce(d.body, o.body) as body, o.attachments,
              to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
         from outbox o left join mail_deliveries d on d.email_id = o.email_id
        where o.email_id = any($1::int[]) order by o.email_id`,
      [fresh],
    );
    await mkdir(dir, { recursive: true });
    for (const mail of mails) {
      const file = join(dir, mailFileName(mail.id));
      await writeFile(`${file}.tmp`, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      written.add(mail.id);
      // Delivered: the live link is in the recipient's hands and no longer kept in the database (unless
      // the SMTP sender is still to send it: it deletes the copy once sent).
      if (deleteCopies) await db.query('delete from mail_deliveries where email_id = $1', [mail.id]);
    }
  };
  // One pass at a time; a failing pass (database closing, disk full) is reported and retried next tick.
  const flush = () => {
    inFlight = true;
    running = running
      .then(writeNew)
      .catch((error: unknown) => {
        if (!stopped) console.error('mail drop: could not write the new mails', error);
      })
      .finally(() => {
        inFlight = false;
      });
    return running;
  };
  // A slow pass is not queued behind by more ticks.
  const timer = setInterval(() => {
    if (!inFlight) void flush();
  }, intervalMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
      stopped = true;
    },
  };
}
