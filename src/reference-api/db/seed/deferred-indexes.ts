import type { Db } from '../db.ts';

// Where the definitions wait while their indexes are gone: a seed that stops half-way (a full disk, a
// killed process) finds them on the next start and builds them after the rest of the seed.
const KEY = 'seed:deferred-indexes';

/**
 * Drops the trigram (GIN) indexes before a bulk seed, keeping their definitions for
 * `buildDeferredIndexes`. Keeping eight GIN indexes of long search texts up to date row by row cost
 * more than half of the full seed; building them once over the loaded rows takes less than half of that.
 */
export async function deferTrigramIndexes(db: Db): Promise<void> {
  const [pending] = await db.query('select 1 from server_settings where key = $1', [KEY]);
  if (pending) return;
  const indexes = await db.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and indexdef like '%gin_trgm_ops%' order by indexname`,
  );
  await db.transaction(async (tx) => {
    await tx.query('insert into server_settings (key, value) values ($1, $2)', [
      KEY,
      JSON.stringify(indexes.map((index) => index.indexdef)),
    ]);
    for (const index of indexes) await tx.exec(`drop index ${index.indexname}`);
  });
}

/** Builds the indexes `deferTrigramIndexes` dropped, if any wait (also after a seed that stopped half-way). */
export async function buildDeferredIndexes(db: Db): Promise<void> {
  const [saved] = await db.query<{ value: string }>('select value from server_settings where key = $1', [
    KEY,
  ]);
  if (!saved) return;
  await db.transaction(async (tx) => {
    for (const definition of JSON.parse(saved.value) as string[])
      await tx.exec(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
    await tx.query('delete from server_settings where key = $1', [KEY]);
  });
}
