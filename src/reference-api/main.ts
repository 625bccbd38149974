import { buildApp } from './app.ts';
import { defaultHashConcurrency } from './auth/hash-pool.ts';
import { configurePasswordHashPool } from './auth/password-hash.ts';
import type { ServerConfig } from './config/config-schema.ts';
import { loadConfig } from './config/load-config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openCheckedDb, StartupError } from './db/open-checked-db.ts';
import { demoAccounts, demoLoginToken, demoPassword } from './db/seed/accounts-seed.ts';
import { seedDatabase, vacuumAnalyze } from './db/seed/index.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from './db/seed/service-seed.ts';
import { isLoopbackHost } from './platform/public-url.ts';

// Starts the reference API with the settings of its environment (config/config-schema.ts lists them
// all, with their defaults): a bad value stops the start with one line naming it.
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Cannot start the reference API: ${(error as Error).message}`);
  process.exit(1);
}
const { PORT: port, HOST: host } = config;
// Loopback by default: the seeded demo accounts share a published password, so the demo is not
// for other machines unless someone says so (HOST=0.0.0.0).
const loopback = isLoopbackHost(host);
configurePasswordHashPool({
  concurrency: config.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(config.UV_THREADPOOL_SIZE),
});

let db: Db;
try {
  db = await openCheckedDb({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
} catch (error) {
  // One readable line naming the cause (full disk, read-only folder, unreachable server), exit 1.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start the reference API: ${error.message}`);
  process.exit(1);
}
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
const started = Date.now();
const seeded = await seedDatabase(db, {
  scale: 'full',
  publicUrl: config.PUBLIC_URL,
  mailFrom: config.MAIL_FROM,
});
if (seeded) console.log(`Seeded the database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// A migration on an already seeded database may add indexes that want a visibility map.
else if (applied.length > 0) await vacuumAnalyze(db);

const app = await buildApp({ db, config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing`);
  await app.close();
  // PGlite keeps Node alive until it is closed.
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
const shown = loopback || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
if (!loopback)
  console.warn(
    `Listening on ${host}, beyond this machine: anyone who can reach it can log in with the demo accounts below.`,
  );
console.log(
  `Customer portal: http://${shown}:${port}/  (API: /customerportal, OpenAPI: /customerportal/openapi.json)`,
);
console.log(`Demo accounts (password ${demoPassword}):`);
for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.role}`);
console.log(
  `Demo login link (reusable, unlike real login tokens): http://${shown}:${port}/auth/token/${demoLoginToken}`,
);
console.log(
  `Demo tracking (customer@example.com): road http://${shown}:${port}/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}` +
    `  ocean http://${shown}:${port}/track-and-traces/ocean-hellmann/${DEMO_OCEAN_CONTAINER_NUMBER}`,
);
