import { buildApp } from '../app.ts';
import type { ServerConfig } from '../config/config-schema.ts';
import { migrate } from '../db/migrate.ts';
import { openCheckedDb, StartupError } from '../db/open-checked-db.ts';

/**
 * The database of `config`, migrated, and the app on it without a listener or static files: what a
 * command that sends records through the integration API's own calls runs on (`npm run import`,
 * `npm run generate`). A database that cannot be opened goes to `fail` with its one-line reason.
 */
export async function openCommandApp(config: ServerConfig, fail: (message: string) => never) {
  let db: Awaited<ReturnType<typeof openCheckedDb>>;
  try {
    db = await openCheckedDb({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  } catch (error) {
    if (!(error instanceof StartupError)) throw error;
    return fail(error.message);
  }
  await migrate(db);
  const app = await buildApp({ db, config, logger: false, staticDir: null });
  await app.ready();
  return { db, app };
}
