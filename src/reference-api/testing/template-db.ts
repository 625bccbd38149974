import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/index.ts';

/** Where the test workers find the seeded template (set before they start, so they inherit it). */
export const TEMPLATE_ENV = 'CP_TEST_DB_TEMPLATE';

/**
 * Vitest's global set-up: migrates and seeds one embedded database at the small scale and writes it
 * as an archive that every test app's database then starts from (testing/test-db.ts). Creating,
 * migrating and seeding a PGlite database costs seconds; opening a copy costs a fraction of one, and
 * the API tests open one per app. Not used against PostgreSQL (`DATABASE_URL`), where each test app
 * gets a database of its own on the server and is migrated and seeded as before.
 */
export default async function setUpTemplateDb(): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) return undefined;
  const db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await seedDatabase(db, { scale: 'small' });
  const archive = await db.dump!();
  await db.close();
  const folder = mkdtempSync(join(tmpdir(), 'cp-test-template-'));
  const file = join(folder, 'seeded-small.tar');
  writeFileSync(file, Buffer.from(await archive.arrayBuffer()));
  process.env[TEMPLATE_ENV] = file;
  return () => rmSync(folder, { recursive: true, force: true });
}
