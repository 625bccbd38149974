import { type Db, openDb } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { createServerDb, dropServerDb } from './server-db.ts';

/** The connections of several API instances to one database, for tests that run them side by side. */
export interface InstanceDbs {
  /** Each instance's own connection (PGlite: the same embedded database, in-process). */
  dbs: Db[];
  /** Closes the connections and drops the throwaway database. */
  close(): Promise<void>;
}

/**
 * A migrated database for `count` instances: a throwaway one (`prefix` + a suffix) on the PostgreSQL
 * server of `DATABASE_URL` with a connection each, else one in-memory PGlite they all share.
 */
export async function openInstanceDbs(prefix: string, count = 2): Promise<InstanceDbs> {
  const serverUrl = process.env.DATABASE_URL;
  const dbs: Db[] = [];
  let name: string | undefined;
  if (serverUrl) {
    const created = await createServerDb(serverUrl, prefix);
    name = created.name;
    for (let i = 0; i < count; i++)
      dbs.push(await openDb({ dataDir: 'memory://', databaseUrl: created.url }));
  } else {
    const db = await openDb({ dataDir: 'memory://' });
    for (let i = 0; i < count; i++) dbs.push(db);
  }
  await migrate(dbs[0]!);
  return {
    dbs,
    async close() {
      for (const db of new Set(dbs)) await db.close();
      if (serverUrl && name) await dropServerDb(serverUrl, name);
    },
  };
}
