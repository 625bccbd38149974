import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { defineConfig } from '@playwright/test';
import { embedderOrigin, embedderPorts } from './tests/e2e/embedder-site.ts';
import { mailDropDir } from './tests/e2e/mail-drop-dir.ts';
import { readmeSitePort } from './tests/e2e/package-readme-site.ts';
import { chromiumArgs } from './web-test-runner.config.mjs';

// Two workers, each with a portal server and data folder of its own, so no spec sees another's
// sessions, preferences or mails while both run. The runner's E2E_PORT is the first worker's port;
// each worker loads this file again and points E2E_PORT, which the specs and their helper servers
// (port + 1 … + 51) read, at its own server before any spec runs.
const workers = Number(process.env.E2E_WORKERS ?? 2);
const WORKER_PORT_STEP = 3000;
process.env.E2E_FIRST_PORT ??= process.env.E2E_PORT ?? '8181';
const firstPort = Number(process.env.E2E_FIRST_PORT);
const portOf = (worker: number): number => firstPort + worker * WORKER_PORT_STEP;
const port = portOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
process.env.E2E_PORT = String(port);
const baseDataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const dataDirOf = (worker: number): string => (worker === 0 ? baseDataDir : `${baseDataDir}-${worker + 1}`);
const dataDir = baseDataDir;
// A second server whose demo customer (client 1001) has exactly 10,000 order positions (the seed gives
// somewhat fewer), for scrolling page size All from top to bottom. Its data folder is prepared by the
// bench's seed step (bench/elements-seed.ts, ~25 s once; a later run finds it seeded and done).
const allRowsPort = Number(process.env.E2E_ALL_ROWS_PORT ?? firstPort + 2000);
const ALL_ROWS_CLIENT = 1001;
const ALL_ROWS = 10_000;
const allRowsSpec = /all-rows\.spec\.ts$/;

const server = (serverPort: number, env: Record<string, string>, before = '') => ({
  command: `${before}node scripts/serve.mjs`,
  url: `http://127.0.0.1:${serverPort}/customerportal/health`,
  timeout: 180_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    MAIL_DROP_DIR: mailDropDir(serverPort),
    // Every test registers and resets from loopback, and the counts live in the data folder that
    // later runs reopen: the defaults (10 mails per source, 3 per address an hour) would refuse the
    // eleventh registration of a run, or the fourth run's reset of staff@example.com.
    MAIL_LIMIT_PER_SOURCE: '1000',
    MAIL_LIMIT_PER_ADDRESS: '1000',
    // Every sign-in of a run comes from loopback: the default 60 password checks a minute per source
    // would refuse a fast stretch of sign-ins.
    LOGIN_CHECKS_PER_SOURCE: '1000',
    // Likewise the contact form's send limits (10 per login an hour, 30 a day by default).
    CONTACT_LIMIT_PER_LOGIN_HOUR: '1000',
    CONTACT_LIMIT_PER_LOGIN_DAY: '1000',
    CONTACT_LIMIT_PER_CLIENT_HOUR: '1000',
    CONTACT_LIMIT_PER_CLIENT_DAY: '1000',
    ...env,
  },
});

// Mails of an earlier run must not pass for this run's: the runner (not its workers, which load this
// file again while the servers run) empties the drop folders before it starts the servers.
if (!process.env.TEST_WORKER_INDEX) rmSync(dirname(mailDropDir(firstPort)), { recursive: true, force: true });

/** The portal server of worker `worker`: its own port, data folder and the embedder origins beside it. */
const portalServer = (worker: number) => {
  const serverPort = portOf(worker);
  return server(serverPort, {
    DATA_DIR: dataDirOf(worker),
    CORS_ORIGINS: [
      // embed-other-origin.spec.ts: one embedder site's origin is listed, the other is not.
      embedderOrigin(embedderPorts(serverPort).listed),
      // embed-trusted-types.spec.ts: the intranet page with its own Shoelace.
      embedderOrigin(serverPort + 11),
      // package-readme.spec.ts: the site written from the package README's quick start.
      embedderOrigin(readmeSitePort(serverPort)),
      // embed-configure.spec.ts: the packed package's page with no cp-config.
      embedderOrigin(serverPort + 12),
      // embed-react-ssr.spec.ts: the server-rendered React app.
      embedderOrigin(serverPort + 13),
    ].join(','),
  });
};

// End-to-end tests drive Debian's Chromium against the real server of `npm start`
// (built front end + reference API) on its own port and its own throwaway data folder.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'portal',
      testIgnore: allRowsSpec,
      use: { baseURL: `http://127.0.0.1:${port}` },
    },
    // With TEST_DATABASE_URL (CI) the production flow runs on PostgreSQL in the portal project, and
    // once more here on the embedded database, so both engines are tested (tests/e2e/production-server.ts).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: 'production-pglite',
            testMatch: /production-flow\.spec\.ts$/,
            use: { baseURL: `http://127.0.0.1:${port}` },
          },
        ]
      : []),
    {
      name: 'all-rows',
      testMatch: allRowsSpec,
      use: { baseURL: `http://127.0.0.1:${allRowsPort}` },
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, worker) => portalServer(worker)),
    server(
      allRowsPort,
      { DATA_DIR: `${dataDir}-all-rows` },
      `node --import tsx bench/elements-seed.ts ${dataDir}-all-rows ${ALL_ROWS_CLIENT} ${ALL_ROWS} && `,
    ),
  ],
});
