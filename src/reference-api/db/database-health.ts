import type { Db } from './db.ts';

/** What /health says about the database. */
export type DatabaseHealth = { ok: true } | { ok: false; reason: string; error: unknown };

/**
 * Whether the database answers and can write: a `select 1` also succeeds on a full disk or a
 * read-only folder, so one row of `health_heartbeat` is upserted (one small write per check).
 */
export async function databaseHealth(db: Db): Promise<DatabaseHealth> {
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
