import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { syncShownTexts } from '../areas/trade/shown-text-sql.ts';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the migrations `NNN_name.sql` not applied yet, in filename order, each in its own
 * transaction, and records them in `schema_migrations`. Returns the names it applied. The portal's
 * own migrations are followed by the SQL the API writes from its code (the search texts' dictionaries).
 */
export async function migrate(db: Db, dir: string = migrationsDir): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  );
  const files = (await readdir(dir)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into schema_migrations (name) values ($1)', [file]);
    });
    applied.push(file);
  }
  if (dir === migrationsDir) await syncShownTexts(db);
  return applied;
}
