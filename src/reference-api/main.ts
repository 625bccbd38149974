import { buildApp } from './app.ts';
import { contactLimitsFromEnv } from './areas/service/contact/contact-limits.ts';
import { uploadOptionsFromEnv } from './areas/service/upload/upload-quota.ts';
import { exportLimitsFromEnv } from './areas/trade/export-gate.ts';
import { abuseLimitsFromEnv } from './auth/abuse-limits.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openCheckedDb, StartupError } from './db/open-checked-db.ts';
import { demoAccounts, demoLoginToken, demoPassword } from './db/seed/accounts-seed.ts';
import { seedDatabase, vacuumAnalyze } from './db/seed/index.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from './db/seed/service-seed.ts';
import { parseCorsOrigins } from './platform/cors.ts';
import { isLoopbackHost, mailLinkOrigin } from './platform/public-url.ts';
import { serverTimeoutsFromEnv } from './platform/server-timeouts.ts';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy.ts';

// Starts the reference API: PORT (8080), HOST (127.0.0.1), DATA_DIR (.data), DATABASE_URL,
// ACCESS_TOKEN_TTL (900 s), REFRESH_GRACE_SECONDS (30 s), SUPPORT_SESSION_MINUTES (60), STATIC_DIR (dist; empty to serve the API only),
// CORS_ORIGINS (comma-separated origins whose pages may call the API; empty: same origin only),
// PUBLIC_URL (the address links in mails start with; required unless HOST is loopback),
// TRUST_PROXY (proxy hops in front, e.g. 1, or the proxies' addresses/CIDR ranges; unset: none).
// READY_CHECK_SECONDS (10 s: how long /ready reuses its database write check), contact messages
// CONTACT_LIMIT_PER_LOGIN_HOUR (10), _PER_LOGIN_DAY (30), _PER_CLIENT_HOUR (20), _PER_CLIENT_DAY (60).
const env = process.env;
const supportSessionMinutes = Number(env.SUPPORT_SESSION_MINUTES ?? 60);
if (!(supportSessionMinutes > 0 && supportSessionMinutes <= 24 * 60)) {
  console.error(
    'Cannot start the reference API: SUPPORT_SESSION_MINUTES must be a number of minutes from 1 to 1440',
  );
  process.exit(1);
}
const port = Number(env.PORT ?? 8080);
// Loopback by default: the seeded demo accounts share a published password, so the demo is not
// for other machines unless someone says so (HOST=0.0.0.0).
const host = env.HOST ?? '127.0.0.1';
const loopback = isLoopbackHost(host);
let corsOrigins: string[];
let publicUrl: string;
let trustProxy: TrustProxy;
try {
  corsOrigins = parseCorsOrigins(env.CORS_ORIGINS);
  publicUrl = mailLinkOrigin(env, host, port);
  trustProxy = parseTrustProxy(env.TRUST_PROXY);
} catch (error) {
  console.error(`Cannot start the reference API: ${(error as Error).message}`);
  process.exit(1);
}

// Abuse limits: MAIL_LIMIT_PER_SOURCE (10 an hour), MAIL_LIMIT_PER_ADDRESS (3 an hour),
// LOGIN_CHECKS_PER_SOURCE (60 password checks a minute); the rest in abuse-limits.ts.

// Upload quota: UPLOAD_MAX_FILES (20), UPLOAD_MAX_UNATTACHED_MB (100), UPLOAD_MAX_STORED_MB (500),
// UPLOAD_MAX_OPEN_TRANSFERS (3), UPLOAD_UNFINISHED_TTL_MINUTES (60), UPLOAD_UNATTACHED_TTL_HOURS (24),
// UPLOAD_ATTACHED_RETENTION_DAYS (7).

let db: Db;
try {
  db = await openCheckedDb({ dataDir: env.DATA_DIR ?? '.data', databaseUrl: env.DATABASE_URL });
} catch (error) {
  // One readable line naming the cause (full disk, read-only folder, unreachable server), exit 1.
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot start the reference API: ${error.message}`);
  process.exit(1);
}
const applied = await migrate(db);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
const started = Date.now();
const seeded = await seedDatabase(db, { scale: 'full' });
if (seeded) console.log(`Seeded the database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
// A migration on an already seeded database may add indexes that want a visibility map.
else if (applied.length > 0) await vacuumAnalyze(db);

const app = await buildApp({
  db,
  accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 900),
  refreshGraceSeconds: Number(env.REFRESH_GRACE_SECONDS ?? 30),
  supportSessionSeconds: Math.round(supportSessionMinutes * 60),
  staticDir: env.STATIC_DIR === '' ? null : (env.STATIC_DIR ?? 'dist'),
  logger: env.LOG === '1',
  uploads: uploadOptionsFromEnv(env),
  corsOrigins,
  publicUrl,
  trustProxy,
  contactLimits: contactLimitsFromEnv(env),
  readyCheckSeconds: Number(env.READY_CHECK_SECONDS ?? 10),
  abuseLimits: abuseLimitsFromEnv(env),
  // HTTP_REQUEST_TIMEOUT_SECONDS (60), HTTP_HEADERS_TIMEOUT_SECONDS (10), HTTP_IDLE_TIMEOUT_SECONDS (120),
  // HTTP_KEEP_ALIVE_SECONDS (72).
  timeouts: serverTimeoutsFromEnv(env),
  // EXPORT_MAX_ROWS (50,000), EXPORTS_PER_LOGIN (1), EXPORTS_AT_ONCE (2), EXPORT_CHUNK_ROWS (250).
  exports: exportLimitsFromEnv(env),
});

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
