import type { Db } from '../db.ts';
import { seedAccounts } from './accounts-seed.ts';
import { seedAdminData } from './admin-seed.ts';
import { buildDeferredIndexes, deferTrigramIndexes } from './deferred-indexes.ts';
import { seedServiceData } from './service-seed.ts';
import { seedTradeData } from './trade-seed.ts';

/** How much data to seed: `small` (a few hundred rows per table) for tests, `full` for the demo. */
export interface SeedOptions {
  scale: 'small' | 'full';
  /** The address the seeded mails' links start with (`PUBLIC_URL`; default http://localhost:3000). */
  publicUrl?: string | undefined;
  /** The sender of the seeded mails (`MAIL_FROM`; default `defaultMailFrom`). */
  mailFrom?: string | undefined;
}

/**
 * Seeds an empty database: accounts, then trade data, then service data, then the administration's. Each part is recorded
 * in `server_settings` when done, so a restart after a failed part seeds only what is missing.
 * Answers whether anything was seeded.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  const parts: [string, () => Promise<void>][] = [
    ['accounts', () => seedAccounts(db)],
    ['trade', () => seedTradeData(db, options)],
    ['service', () => seedServiceData(db, options)],
    ['admin', () => seedAdminData(db, options)],
  ];
  let seeded = false;
  for (const [name, seed] of parts) {
    const key = `seeded:${name}`;
    const done = await db.query('select 1 from server_settings where key = $1', [key]);
    if (done.length > 0) continue;
    await deferTrigramIndexes(db);
    await seed();
    await db.query('insert into server_settings (key, value) values ($1, $2)', [
      key,
      new Date().toISOString(),
    ]);
    seeded = true;
  }
  await buildDeferredIndexes(db);
  if (seeded) await vacuumAnalyze(db);
  return seeded;
}

/**
 * Fresh statistics for the planner and a visibility map, without which no index-only scan
 * (counts, searches on the covering indexes) avoids the heap. PGlite has no autovacuum, so after
 * a seed or a migration nothing else would do this. Not inside a transaction.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.exec('VACUUM (ANALYZE)');
}

/**
 * Whether the database holds the demo's accounts (their password is published): production refuses
 * to start on it. False on a database not yet migrated.
 */
export async function holdsDemoData(db: Db): Promise<boolean> {
  const [table] = await db.query<{ exists: boolean }>(
    "select to_regclass('server_settings') is not null as exists",
  );
  if (!table?.exists) return false;
  const rows = await db.query("select 1 from server_settings where key = 'seeded:accounts'");
  return rows.length > 0;
}
