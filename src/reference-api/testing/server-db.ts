import { randomBytes } from 'node:crypto';

/** A connection to the server of `serverUrl` for one statement or two (creating, dropping databases). */
async function adminClient(serverUrl: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  return client;
}

/**
 * Creates a database with a fresh name starting with `prefix` on the PostgreSQL server of
 * `serverUrl`, empty or as a copy of `template` (which nobody may be connected to), and answers its
 * name and connection string.
 */
export async function createServerDb(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string }> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(serverUrl);
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the database `name` once its connections have left (forcing out what is left after 5 s). */
export async function dropServerDb(serverUrl: string, name: string): Promise<void> {
  const dropper = await adminClient(serverUrl);
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
}
