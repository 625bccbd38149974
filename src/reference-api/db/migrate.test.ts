import { afterAll, describe, expect, it } from 'vitest';
import { createServerDb, dropServerDb } from '../testing/server-db.ts';
import { openDb } from './db.ts';
import { migrate, migrationFiles, pendingMigrations } from './migrate.ts';

const serverUrl = process.env.DATABASE_URL;

describe('migrations', () => {
  it('names the migration files a database has not applied, all of them before the first start', async () => {
    const db = await openDb({ dataDir: 'memory://' });
    const files = await migrationFiles();
    expect(await pendingMigrations(db, files)).toEqual(files);
    await migrate(db);
    expect(await pendingMigrations(db, files)).toEqual([]);
    expect(await pendingMigrations(db, [...files, '999_from_a_newer_version.sql'])).toEqual([
      '999_from_a_newer_version.sql',
    ]);
    await db.close();
  }, 60_000);

  // Two instances starting together on one PostgreSQL database: each migration is applied once.
  describe.skipIf(!serverUrl)('on PostgreSQL, two instances starting together', () => {
    const created: string[] = [];
    afterAll(async () => {
      for (const name of created) await dropServerDb(serverUrl!, name);
    });

    it('apply every migration once between them, whichever applies which', async () => {
      const { name, url } = await createServerDb(serverUrl!, 'cp_migrate_lock_');
      created.push(name);
      const first = await openDb({ dataDir: 'memory://', databaseUrl: url });
      const second = await openDb({ dataDir: 'memory://', databaseUrl: url });
      try {
        const [a, b] = await Promise.all([migrate(first), migrate(second)]);
        const files = await migrationFiles();
        expect([...a, ...b].sort()).toEqual(files);
        expect(a.filter((file) => b.includes(file))).toEqual([]);
        const recorded = await first.query<{ name: string }>(
          'select name from schema_migrations order by name',
        );
        expect(recorded.map((row) => row.name)).toEqual(files);
      } finally {
        await first.close();
        await second.close();
      }
    }, 120_000);
  });
});
