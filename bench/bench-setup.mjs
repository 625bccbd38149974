// What the browser benchmarks stand on: the bench's own build (dist-bench/, never dist/), the two
// reference pages and the bench's pages built into it, a throwaway database topped up to 10,000
// order positions, and the real server (scripts/serve.mjs) serving all of it on one origin.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SignJWT } from 'jose';
import { STORAGE_PREFIX } from './reference-pages/orders-api.js';

export { STORAGE_PREFIX };

export const CLIENT_ID = 1001;
export const EMAIL = 'customer@example.com';
export const PASSWORD = 'Portal-demo-2026!';
/** The issue's figure is page size All with 10,000 rows; the bench tops the demo client up to it. */
export const ALL_ROWS = 10_000;
/** The demo road load of the seed (DEMO_ROAD_LOAD_NUMBER in src/reference-api/db/seed/service-seed.ts). */
const DEMO_LOAD_NUMBER = 'L2611-70001';
/** The five elements of the expired-session page: each asks the API for something at once. */
export const FIVE_ELEMENTS = ['cp-orders', 'cp-deliveries', 'cp-invoices', 'cp-stock', 'cp-dashboard'];

export const progress = (step) => console.error(`bench: ${step}`);

const vite = ['node_modules/vite/bin/vite.js'];

/** Newest modification time of the files under `path` (a file or a folder). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function run(args, what) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${what} failed`);
}

// ---------------------------------------------------------------------------------------------
// The bench's pages, written into <staticDir>/bench/ and served by the server like the portal

const config = JSON.stringify({ storagePrefix: STORAGE_PREFIX });

/** A page holding only the given elements and loading only their modules, as an embedder would. */
const embedPage = (title, tags, body) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="cp-config" content='${config}'>
${tags.map((tag) => `<script type="module" src="/elements/${tag}.js"></script>`).join('\n')}
</head>
<body>
${body}
</body>
</html>
`;

/** path under /bench/ → the page's HTML. */
const BENCH_PAGES = {
  'cp-orders-10.html': embedPage('cp-orders only', ['cp-orders'], '<cp-orders lang="en"></cp-orders>'),
  'cp-orders-100.html': embedPage(
    'cp-orders only, 100 rows',
    ['cp-orders'],
    '<cp-orders lang="en" page-size="100"></cp-orders>',
  ),
  'cp-orders-all.html': embedPage(
    'cp-orders only, all rows',
    ['cp-orders'],
    '<cp-orders lang="en" page-size="-1"></cp-orders>',
  ),
  'cp-orders-cycles.html': embedPage('cp-orders mounted and removed', ['cp-orders'], '<div id="host"></div>'),
  'cp-tracking.html': embedPage(
    'cp-tracking only',
    ['cp-tracking'],
    `<cp-tracking lang="en" load-number="${DEMO_LOAD_NUMBER}"></cp-tracking>`,
  ),
  'five-elements.html': embedPage(
    'five elements',
    FIVE_ELEMENTS,
    FIVE_ELEMENTS.map((tag) => `<${tag} lang="en"></${tag}>`).join('\n'),
  ),
};

/** The URL path of each page of the benchmark; `rows` is 10, 100 or 'all'. */
export const pagePath = {
  element: (rows) => `/bench/cp-orders-${rows}.html`,
  vuetify: (rows) => `/bench/vuetify/index.html?rows=${rows === 'all' ? -1 : rows}`,
  plain: (rows) => `/bench/plain/index.html?rows=${rows === 'all' ? -1 : rows}`,
  cycles: '/bench/cp-orders-cycles.html',
  tracking: '/bench/cp-tracking.html',
  fiveElements: '/bench/five-elements.html',
};

// ---------------------------------------------------------------------------------------------
// Build

/**
 * The folder the server serves: BENCH_STATIC_DIR as it is (it must hold the host and the
 * elements), else dist-bench/, built when it is missing or older than its sources with the
 * project's two Vite configs (the same as `npm run build`, into the bench's own folder). The
 * reference pages are built into `<folder>/bench/` when missing or stale, the bench's pages are
 * written beside them, and the build's brotli and gzip copies are refreshed.
 */
export async function ensureBuilt() {
  const own = process.env.BENCH_STATIC_DIR;
  const staticDir = own ?? 'dist-bench';
  let changed = false;
  if (own) {
    if (!existsSync(join(own, 'elements', 'cp-orders.js')))
      throw new Error(`${own}/elements/cp-orders.js missing`);
  } else {
    const built = Math.min(
      newestMtime(join(staticDir, 'index.html')),
      newestMtime(join(staticDir, 'elements', 'cp-orders.js')),
    );
    const sources = Math.max(
      ...[
        'src',
        'locales',
        'public',
        'index.html',
        'vite.config.ts',
        'vite.elements.config.ts',
        'package-lock.json',
      ].map(newestMtime),
    );
    if (built === 0 || built < sources) {
      progress(`${built === 0 ? 'no' : 'stale'} ${staticDir}/: building the host and the elements into it`);
      // The host build empties its folder except elements/; the elements build empties elements/.
      run([...vite, 'build', '--outDir', staticDir, '--logLevel', 'warn'], 'host build');
      run(
        [
          ...vite,
          'build',
          '--config',
          'vite.elements.config.ts',
          '--outDir',
          join(staticDir, 'elements'),
          '--logLevel',
          'warn',
        ],
        'elements build',
      );
      changed = true;
    }
  }
  const references = join(staticDir, 'bench');
  const referencesBuilt = Math.min(
    newestMtime(join(references, 'vuetify', 'index.html')),
    newestMtime(join(references, 'plain', 'index.html')),
  );
  if (changed || referencesBuilt === 0 || referencesBuilt < newestMtime('bench/reference-pages')) {
    progress('building the reference pages (Vue + Vuetify, plain DOM)');
    const { buildReferencePages } = await import('./reference-pages/build.mjs');
    await buildReferencePages(staticDir);
    changed = true;
  }
  mkdirSync(references, { recursive: true });
  for (const [name, html] of Object.entries(BENCH_PAGES)) writeFileSync(join(references, name), html);
  if (changed) run(['scripts/compress-dist.mjs', staticDir], 'compressing the build');
  return staticDir;
}

// ---------------------------------------------------------------------------------------------
// Database, server, sessions

/** Seeds the throwaway database and tops the demo client up to ALL_ROWS order positions. */
function prepareDatabase(dataDir) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/elements-seed.ts', dataDir, String(CLIENT_ID), String(ALL_ROWS)],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) throw new Error('preparing the bench database failed');
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

/**
 * Builds, prepares the database and starts the server on BENCH_ELEMENTS_PORT (default 8198).
 * The server signs with a secret of this run (JWT_SECRET), so the bench can sign an already
 * expired access token for a real session. Answers what the benchmarks need, `revive()` and `stop()`.
 */
export async function startBenchServer() {
  const staticDir = await ensureBuilt();
  const port = Number(process.env.BENCH_ELEMENTS_PORT ?? 8198);
  const origin = `http://127.0.0.1:${port}`;
  const ownData = process.env.BENCH_ELEMENTS_DATA_DIR;
  const dataDir = ownData ?? mkdtempSync(join(tmpdir(), 'cp-bench-elements-'));
  const secret = randomBytes(32).toString('base64url');
  progress('preparing the database');
  const database = prepareDatabase(dataDir);
  let child;
  let stopping = false;
  /** Starts the server and waits for its health check. */
  const start = async () => {
    const server = spawn(process.execPath, ['scripts/serve.mjs'], {
      env: {
        ...process.env,
        // The demo server: Vite's build in this process (ensureBuilt) set NODE_ENV=production, which
        // would start it in production mode, without demo data.
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        JWT_SECRET: secret,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    // The last 20 kB of its output, for when it ends unasked.
    let log = '';
    const keep = (chunk) => {
      log = (log + chunk).slice(-20_000);
    };
    server.stdout.on('data', keep);
    server.stderr.on('data', keep);
    server.once('exit', (code, signal) => {
      if (!stopping)
        progress(
          `the server ended unasked (code ${code}, signal ${signal}); its last output:\n${log.slice(-3000)}`,
        );
    });
    for (;;) {
      if (server.exitCode !== null || server.signalCode !== null)
        throw new Error(`server exited early:\n${log}`);
      try {
        if ((await fetch(`${origin}/customerportal/health`)).ok) return;
      } catch {}
      await sleep(50);
    }
  };
  await start();
  /**
   * Starts the server again when it has ended (on a shared machine something may end it): same
   * data, same signing secret, so sessions and tokens stay valid. True when it had to.
   */
  const revive = async () => {
    if (child.exitCode === null && child.signalCode === null) return false;
    progress('starting the server again');
    await start();
    return true;
  };

  const api = async (path, body) => {
    const response = await fetch(`${origin}/customerportal${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  /** A new session of the demo customer: its token pair. */
  const logIn = async () => {
    const { accessToken, refreshToken } = await api('/Authentication/LoginWithCredentials', {
      emailAddress: EMAIL,
      password: PASSWORD,
    });
    return { accessToken, refreshToken };
  };
  /**
   * A new session whose access token has already expired: the pair the server issued, with the
   * access token signed again (same claims) as issued an hour ago and expired half an hour ago.
   */
  const logInExpired = async () => {
    const pair = await logIn();
    const claims = JSON.parse(Buffer.from(pair.accessToken.split('.')[1], 'base64url').toString('utf8'));
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 1800)
      .sign(new TextEncoder().encode(secret));
    return { accessToken, refreshToken: pair.refreshToken };
  };
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    if (!ownData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, staticDir, database, logIn, logInExpired, revive, stop };
}
