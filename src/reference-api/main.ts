import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { defaultHashConcurrency } from './auth/hash-pool.ts';
import { configurePasswordHashPool } from './auth/password-hash.ts';
import type { ServerConfig } from './config/config-schema.ts';
import { ConfigError, loadConfig } from './config/load-config.ts';
import { claimDataDir } from './db/data-dir-lock.ts';
import type { Db } from './db/db.ts';
import { createFirstStaffLogin } from './db/first-staff-login.ts';
import { migrate } from './db/migrate.ts';
import { openCheckedDb, StartupError } from './db/open-checked-db.ts';
import { demoAccounts, demoLoginToken, demoPassword } from './db/seed/accounts-seed.ts';
import { holdsDemoData, seedDatabase, vacuumAnalyze } from './db/seed/index.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from './db/seed/service-seed.ts';
import { isLoopbackHost } from './platform/public-url.ts';

/** Prints why the server cannot start, one line per reason, and exits 1. */
function refuseToStart(reasons: readonly string[]): never {
  for (const reason of reasons) console.error(`Cannot start the reference API: ${reason}`);
  process.exit(1);
}

// Starts the reference API with the settings of its environment (config/config-schema.ts lists them
// all, with their defaults): a bad value stops the start with one line naming it.
let config: ServerConfig;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error instanceof ConfigError ? error.issues : [(error as Error).message]);
}
const { PORT: port, HOST: host } = config;
// Production: no demo data, no demo token, no demo accounts printed (issue 26 §1).
const production = config.NODE_ENV === 'production';
// Loopback by default: the seeded demo accounts share a published password, so the demo is not
// for other machines unless someone says so (HOST=0.0.0.0).
const loopback = isLoopbackHost(host);
configurePasswordHashPool({
  concurrency: config.PASSWORD_HASH_CONCURRENCY ?? defaultHashConcurrency(config.UV_THREADPOOL_SIZE),
});

let db: Db;
let releaseDataDir = async () => {};
try {
  // One server per data folder (PGlite opens a folder a second process has open, and both then
  // write it); the claim also tells `npm run backup` that a server runs on it.
  if (!config.DATABASE_URL) releaseDataDir = await claimDataDir(config.DATA_DIR);
  db = await openCheckedDb({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
} catch (error) {
  // One readable line naming the cause (full disk, read-only folder, unreachable server), exit 1.
  if (!(error instanceof StartupError)) throw error;
  await releaseDataDir();
  refuseToStart([error.message]);
}
if (production && (await holdsDemoData(db))) {
  await db.close();
  await releaseDataDir();
  refuseToStart([
    'the database holds the demo data (demo accounts with a published password): production needs a database of its own (a fresh DATA_DIR or DATABASE_URL)',
  ]);
}
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
const started = Date.now();
const seeded =
  !production &&
  (await seedDatabase(db, { scale: 'full', publicUrl: config.PUBLIC_URL, mailFrom: config.MAIL_FROM }));
if (seeded) console.log(`Seeded the database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// A migration on an already seeded database may add indexes that want a visibility map.
else if (applied.length > 0) await vacuumAnalyze(db);

const app = await buildApp({ db, config });
if (production && config.ADMIN_EMAIL) {
  // Nothing secret: the activation link is only in the mail.
  const first = await createFirstStaffLogin(db, app.mailSettings, config.ADMIN_EMAIL);
  if (first === 'created')
    console.log(`First staff login ${config.ADMIN_EMAIL} created: its activation mail is queued`);
  else if (first === 'address-taken')
    console.warn(`First staff login not created: a login with the address ${config.ADMIN_EMAIL} exists`);
}

// SIGTERM or SIGINT: stop taking connections, finish the requests under way, close the app (its
// onClose hooks finish the mail work) and the database, then exit 0 — all within 10 s, else exit 1;
// a second signal exits 1 at once.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) console.error(err);
  else console.log(`${signal ?? 'exit'}: closing`);
  // A keep-alive connection whose request is answered after the close began would hold the close
  // until its keep-alive timeout: each connection is closed as soon as it has nothing under way.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(reaper);
  // PGlite keeps Node alive until it is closed.
  await db.close();
  await releaseDataDir();
});

await app.listen({ port, host });
const shown = loopback || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
if (!production && !loopback)
  console.warn(
    `Listening on ${host}, beyond this machine: anyone who can reach it can log in with the demo accounts below.`,
  );
console.log(
  `Customer portal: http://${shown}:${port}/  (API: /customerportal, OpenAPI: /customerportal/openapi.json)`,
);
if (!production) printDemoAccess();

/** What the demo offers to sign in with: accounts, the reusable login link, tracking pages. */
function printDemoAccess() {
  console.log(`Demo accounts (password ${demoPassword}):`);
  for (const account of demoAccounts) console.log(`  ${account.email.padEnd(22)} ${account.role}`);
  console.log(
    `Demo login link (reusable, unlike real login tokens): http://${shown}:${port}/auth/token/${demoLoginToken}`,
  );
  console.log(
    `Demo tracking (customer@example.com): road http://${shown}:${port}/track-and-traces/road/${DEMO_ROAD_LOAD_NUMBER}` +
      `  ocean http://${shown}:${port}/track-and-traces/ocean-hellmann/${DEMO_OCEAN_CONTAINER_NUMBER}`,
  );
}
