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
 * does (DESIGN.md "Security stance"). It follows the outbox table rather than the code paths that
 * insert into it, so no sender can forget it; a short poll (only when `MAIL_DROP_DIR` is set) keeps
 * that true for mails written off the request path too. Files appear whole (written, then renamed).
 */
export async function startMailDrop(db: Db, dir: string, intervalMs = 100): Promise<MailDrop> {
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
      `select email_id as id, to_address as "to", from_address as "from", cc, bcc, reply_to as "replyTo",
              subject, body, attachments,
              to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created
         from outbox where email_id = any($1::int[]) order by email_id`,
      [fresh],
    );
    await mkdir(dir, { recursive: true });
    for (const mail of mails) {
      const file = join(dir, mailFileName(mail.id));
      await writeFile(`${file}.tmp`, `${JSON.stringify(mail, null, 2)}\n`);
      await rename(`${file}.tmp`, file);
      written.add(mail.id);
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
