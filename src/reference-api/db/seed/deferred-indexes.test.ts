import { afterEach, describe, expect, it } from 'vitest';
import { openTestDb } from '../../testing/test-db.ts';
import type { Db } from '../db.ts';
import { migrate } from '../migrate.ts';
import { deferTrigramIndexes } from './deferred-indexes.ts';
import { seedDatabase } from './index.ts';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const trigramIndexes = async (of: Db) =>
  (
    await of.query<{ indexdef: string }>(
      `select indexdef from pg_indexes where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'
        order by indexname`,
    )
  ).map((index) => index.indexdef);

describe('the seed builds the trigram indexes once, after the rows', () => {
  it('given a fresh database, the seeded one has every trigram index the migrations made, and uses it', async () => {
    db = await openTestDb();
    await migrate(db);
    const made = await trigramIndexes(db);
    expect(made.length).toBeGreaterThan(0);
    await seedDatabase(db, { scale: 'small' });
    expect(await trigramIndexes(db)).toEqual(made);
    await db.exec('set enable_seqscan = off');
    const plan = await db.query<{ 'QUERY PLAN': string }>(
      `explain select order_number from orders where search_text_de like '%graupappe%'`,
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan/);
  });

  it('given a seed that stopped after the indexes were dropped, the next start builds them', async () => {
    db = await openTestDb();
    await migrate(db);
    const made = await trigramIndexes(db);
    await seedDatabase(db, { scale: 'small' });
    // As if the process had died between dropping the indexes and building them again.
    await db.query("delete from server_settings where key = 'seeded:admin'");
    await deferTrigramIndexes(db);
    expect(await trigramIndexes(db)).toEqual([]);
    await db.query("insert into server_settings (key, value) values ('seeded:admin', 'done')");
    await seedDatabase(db, { scale: 'small' });
    expect(await trigramIndexes(db)).toEqual(made);
  });
});
