import { test } from '@playwright/test';
import {
  type ProductionEnvironment,
  productionEnvironment,
  type RunningProductionServer,
} from '../../src/reference-api/testing/production-server.ts';

/** The production server of a spec, its settings and the SMTP server its mail goes to. */
export interface ProductionServer {
  /** `http://127.0.0.1:<E2E_PORT + 5>`: pass it to `page.goto` (the projects' baseURL is the demo's). */
  url: string;
  /** ADMIN_EMAIL: the first staff login, made on the first start. */
  adminEmail: string;
  /** The environment: `smtp.waitFor(adminEmail)` resolves with the admin's activation mail once mail goes out. */
  environment: ProductionEnvironment;
  /** The running server process (its output, `stop()`). */
  server: RunningProductionServer;
}

/**
 * Runs a production server beside the demo for the specs of the file that calls it (issue 26): in
 * `beforeAll`, `node scripts/serve.mjs` with NODE_ENV=production on port E2E_PORT + 5, a fresh data
 * folder (or, with TEST_DATABASE_URL, a fresh database on that PostgreSQL server), PUBLIC_URL at its
 * own address, a random 32-byte JWT_SECRET, MAIL_FROM, ADMIN_EMAIL and SMTP_URL of an SMTP test
 * server started here, waited for until `/ready` answers; all of it stopped in `afterAll`. Read the
 * members in tests and hooks, once `beforeAll` has run.
 */
export function productionServer(): ProductionServer {
  const port = Number(process.env.E2E_PORT ?? 8181) + 5;
  let environment: ProductionEnvironment | undefined;
  let server: RunningProductionServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    environment = await productionEnvironment({
      port,
      // The production-pglite project (playwright.config.ts) runs on the embedded database even in CI.
      postgresServerUrl:
        test.info().project.name === 'production-pglite'
          ? undefined
          : process.env.TEST_DATABASE_URL || undefined,
      staticDir: 'dist',
      // Every sign-in of a run comes from loopback (as for the demo server in playwright.config.ts).
      extra: {
        LOGIN_CHECKS_PER_SOURCE: '1000',
        MAIL_LIMIT_PER_SOURCE: '1000',
        MAIL_LIMIT_PER_ADDRESS: '1000',
      },
    });
    server = await environment.start();
  });
  test.afterAll(async () => {
    await server?.stop();
    await environment?.dispose();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('The production server starts in beforeAll: use it in tests and hooks.');
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get adminEmail() {
      return started(environment).adminEmail;
    },
    get environment() {
      return started(environment);
    },
    get server() {
      return started(server);
    },
  };
}
