import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type Db, openDb } from '../db/db.ts';
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
 * A database already migrated and seeded at the small scale: a copy of the archive the global
 * set-up wrote (testing/template-db.ts) when there is one, else a fresh database like
 * `openTestDb`'s, for the caller to migrate and seed (both skip what is done).
 */
export async function openSeededTestDb(): Promise<Db> {
  const template = process.env[TEMPLATE_ENV];
  if (process.env.DATABASE_URL || !template) return openTestDb();
  return openDb({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(template)]) });
}

async function openServerTestDb(serverUrl: string): Promise<Db> {
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ dataDir: 'memory://', databaseUrl: url.toString() });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // The pool's end resolves before its connections are gone on the server: forcing the drop
      // then kills a connection whose client is still ending, and that client's 'error' (57P01) is
      // nobody's to handle. Wait for them to leave first; force only what is left after 5 s.
      const started = Date.now();
      while (Date.now() - started < 5000) {
        const [row] = (
          await dropper.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name])
        ).rows as { n: number }[];
        if (!row?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
