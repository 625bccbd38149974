import type { Db } from './db.ts';

/** What /health or /ready says about the database. */
export type DatabaseHealth = { ok: true } | { ok: false; reason: string; error: unknown };

/** Whether the database answers a read: what anonymous `/health` checks, writing nothing. */
export async function databaseReadable(db: Db): Promise<DatabaseHealth> {
  try {
    await db.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: 'the database does not answer', error };
  }
}

/** Whether the database can write: one row of `health_heartbeat` is upserted. */
async function databaseWritable(db: Db): Promise<DatabaseHealth> {
  try {
    await db.query(
      `insert into health_heartbeat (id, beat_at) values (1, now())
       on conflict (id) do update set beat_at = excluded.beat_at`,
    );
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: 'the database cannot write', error };
  }
}

/**
 * The write check of `/ready`: a `select 1` also succeeds on a full disk or a read-only folder, so
 * readiness writes one row — but at most once per `cacheSeconds`, however many anonymous calls come
 * (concurrent calls share the check under way): callers cannot turn readiness into a write flood.
 */
export class WriteCheck {
  #last: { at: number; result: Promise<DatabaseHealth> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly cacheSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest write check, run again only when it is older than `cacheSeconds`. */
  check(): Promise<DatabaseHealth> {
    const now = this.now();
    if (this.#last === null || now - this.#last.at >= this.cacheSeconds * 1000) {
      this.#last = { at: now, result: databaseWritable(this.db) };
    }
    return this.#last.result;
  }
}
