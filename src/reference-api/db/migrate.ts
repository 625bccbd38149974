import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { syncShownTexts } from '../areas/trade/shown-text-sql.ts';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files `NNN_name.sql` of `dir`, in the order they apply. */
export async function migrationFiles(dir: string = migrationsDir): Promise<string[]> {
  return (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
}

/**
 * On PostgreSQL, waits for the migrations' lock, held until the transaction `tx` ends: instances
 * starting together take turns, and each re-reads what is applied once it holds the lock. PGlite is
 * one process's database: nobody else migrates it.
 */
async function lockMigrations(tx: Db): Promise<void> {
  if (tx.kind === 'postgres') await tx.query("select pg_advisory_xact_lock(hashtext('portal:migrations'))");
}

/**
 * Applies the migrations `NNN_name.sql` not applied yet, in filename order, each in its own
 * transaction under the migrations' lock (so two instances starting together apply each one once),
 * and records them in `schema_migrations`. Returns the names it applied. The portal's own migrations
 * are followed by the SQL the API writes from its code (the search texts' dictionaries).
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
  });
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of await migrationFiles(dir)) {
    if (done.has(file)) continue;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      // Another instance may have applied it while this one waited for the lock.
      const again = await tx.query('select 1 from schema_migrations where name = $1', [file]);
      if (again.length > 0) return false;
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  if (dir === migrationsDir) await syncShownTexts(db);
  return applied;
}

/** The migration files not recorded in `schema_migrations` (what `/ready` waits for). */
export async function pendingMigrations(db: Db, files: readonly string[]): Promise<string[]> {
  const [table] = await db.query<{ exists: boolean }>(
    "select to_regclass('schema_migrations') is not null as exists",
  );
  if (!table?.exists) return [...files];
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  return files.filter((file) => !done.has(file));
}
