import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { createServerDb, dropServerDb } from './server-db.ts';

/** Where the test workers find the seeded template (set before they start, so they inherit it). */
export const TEMPLATE_ENV = 'CP_TEST_DB_TEMPLATE';

/**
 * Vitest's global set-up: migrates and seeds one database at the small scale that every test app's
 * database then starts as a copy of (testing/test-db.ts). Creating, migrating and seeding a database
 * costs seconds; a copy costs a fraction of one, and the API tests open one per app. Embedded, the
 * template is a PGlite archive in a temporary folder; on the PostgreSQL server of `DATABASE_URL` it
 * is a database of its own that `CREATE DATABASE … TEMPLATE` copies, dropped at the end.
 */
export default async function setUpTemplateDb(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { name, url } = await createServerDb(serverUrl, 'cp_test_template_');
    const db = await openDb({ dataDir: 'memory://', databaseUrl: url });
    await migrate(db);
    await seedDatabase(db, { scale: 'small' });
    await db.close();
    process.env[TEMPLATE_ENV] = `postgres:${name}`;
    return () => dropServerDb(serverUrl, name);
  }
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seedDatabase(db, { scale: 'small' });
  const archive = await db.dump!();
  await db.close();
  const folder = mkdtempSync(join(tmpdir(), 'cp-test-template-'));
  const file = join(folder, 'seeded-small.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return async () => rmSync(folder, { recursive: true, force: true });
}
