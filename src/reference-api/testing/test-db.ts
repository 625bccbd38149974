import { readFileSync } from 'node:fs';
import { type Db, openDb } from '../db/db.ts';
import { createServerDb, dropServerDb } from './server-db.ts';
import { TEMPLATE_ENV } from './template-db.ts';

/**
 * A fresh, empty database for one test app: in-memory PGlite by default, or — when
 * `DATABASE_URL` names a PostgreSQL server (CI's second run) — a new database created on that
 * server for this app alone and dropped when it closes, so parallel test files never share data.
 */
export async function openTestDb(): Promise<Db> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDb({ dataDir: 'memory://' });
  return openServerTestDb(serverUrl);
}

/**
 * A database already migrated and seeded at the small scale: a copy of the template the global
 * set-up made (testing/template-db.ts; an archive, or a database on the PostgreSQL server) when there
 * is one, else a fresh database like `openTestDb`'s, for the caller to migrate and seed (both skip
 * what is done).
 */
export async function openSeededTestDb(): Promise<Db> {
  const template = process.env[TEMPLATE_ENV];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return openServerTestDb(serverUrl, template?.match(/^postgres:(\w+)$/)?.[1]);
  if (!template) return openTestDb();
  return openDb({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
}

async function openServerTestDb(serverUrl: string, template?: string): Promise<Db> {
  const { name, url } = await createServerDb(serverUrl, 'cp_test_', template);
  const db = await openDb({ dataDir: 'memory://', databaseUrl: url });
  return {
    ...db,
    async close() {
      await db.close();
      await dropServerDb(serverUrl, name);
    },
  };
}
