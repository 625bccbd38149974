import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDb } from '../db/db.ts';
import { createServerDb, dropServerDb } from './server-db.ts';
import { type SmtpTestServer, startSmtpTestServer } from './smtp-test-server.ts';

/** A server process of `npm start`'s entry (scripts/serve.mjs) in production mode, running. */
export interface RunningProductionServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** What it printed so far, stdout and stderr together. */
  output(): string;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** The process itself, for tests that signal it on their own. */
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/** What a production server runs on: a fresh database, an SMTP test server, and its settings. */
export interface ProductionEnvironment {
  /** The settings every start gets (NODE_ENV=production, PUBLIC_URL, JWT_SECRET, SMTP_URL, …). */
  settings: Record<string, string>;
  adminEmail: string;
  /** The SMTP server it sends to: `smtp.waitFor(adminEmail)` is the admin's activation mail once mail goes out. */
  smtp: SmtpTestServer;
  /** Starts a server with the settings, `overrides` on top (undefined removes one); resolves once `/ready` answers 200. */
  start(overrides?: Record<string, string | undefined>): Promise<RunningProductionServer>;
  /** Starts a server that is expected to refuse: resolves with its exit code and output. */
  refusal(
    overrides: Record<string, string | undefined>,
  ): Promise<{ code: number | null; stdout: string; stderr: string }>;
  /** The database the servers use, opened for a look (PGlite: only while no server runs). */
  openDb(): Promise<Db>;
  /** Stops the SMTP server and drops the database (or deletes the data folder). */
  dispose(): Promise<void>;
}

/** How a production environment is made. */
export interface ProductionEnvironmentOptions {
  /** The port the servers listen on (127.0.0.1). */
  port: number;
  /**
   * A PostgreSQL server on which a fresh database is created for the servers (dropped by `dispose`);
   * unset: a fresh PGlite data folder.
   */
  postgresServerUrl?: string | undefined;
  /** The front end to serve (`STATIC_DIR`); default none, the API only. */
  staticDir?: string;
  /** Settings of the caller's own (e.g. higher flood limits for a browser test). */
  extra?: Record<string, string>;
}

/** Spawns scripts/serve.mjs with exactly `env` (plus PATH and HOME), its output collected. */
function spawnServer(env: Record<string, string | undefined>) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

const withOverrides = (settings: Record<string, string>, overrides: Record<string, string | undefined>) => {
  const env: Record<string, string | undefined> = { ...settings, ...overrides };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
};

/**
 * A fresh production set-up for process-level and end-to-end tests (issue 26): the servers it starts
 * run `node scripts/serve.mjs` with NODE_ENV=production, PUBLIC_URL at their own address, a random
 * 32-byte JWT_SECRET, MAIL_FROM, ADMIN_EMAIL and SMTP_URL of an SMTP test server started here.
 */
export async function productionEnvironment(
  options: ProductionEnvironmentOptions,
): Promise<ProductionEnvironment> {
  const url = `http://127.0.0.1:${options.port}`;
  const smtp = await startSmtpTestServer();
  const adminEmail = 'it.admin@mill.example';
  let dataDir: string | null = null;
  let database: { name: string; url: string } | null = null;
  if (options.postgresServerUrl) database = await createServerDb(options.postgresServerUrl, 'cp_production_');
  else dataDir = await mkdtemp(join(tmpdir(), 'cp-production-'));
  const settings: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: url,
    JWT_SECRET: randomBytes(32).toString('base64'),
    MAIL_FROM: 'Paper mill portal <portal@mill.example>',
    ADMIN_EMAIL: adminEmail,
    SMTP_URL: smtp.url,
    STATIC_DIR: options.staticDir ?? '',
    TRACKING_HISTORY_DELAY_MS: '0',
    ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir! }),
    ...options.extra,
  };

  async function start(overrides: Record<string, string | undefined> = {}): Promise<RunningProductionServer> {
    const server = spawnServer(withOverrides(settings, overrides));
    const output = () => server.stdout() + server.stderr();
    let exitCode: number | null | undefined;
    void server.exited.then((code) => (exitCode = code));
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (exitCode !== undefined) throw new Error(`the production server exited (${exitCode}):\n${output()}`);
      const ready = await fetch(`${url}/customerportal/ready`).then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) {
        server.child.kill('SIGKILL');
        throw new Error(`the production server was not ready within 120 s:\n${output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      url,
      output,
      child: server.child,
      exited: server.exited,
      async stop(signal = 'SIGTERM') {
        if (exitCode === undefined) server.child.kill(signal);
        return server.exited;
      },
    };
  }

  async function refusal(overrides: Record<string, string | undefined>) {
    const server = spawnServer(withOverrides(settings, overrides));
    // A server that starts instead of refusing is stopped once it says so (or after 60 s).
    const watch = setInterval(() => {
      if (server.stdout().includes('Customer portal:')) server.child.kill('SIGTERM');
    }, 100);
    const kill = setTimeout(() => server.child.kill('SIGKILL'), 60_000);
    const code = await server.exited;
    clearInterval(watch);
    clearTimeout(kill);
    return { code, stdout: server.stdout(), stderr: server.stderr() };
  }

  return {
    settings,
    adminEmail,
    smtp,
    start,
    refusal,
    openDb: () =>
      database ? openDb({ dataDir: 'memory://', databaseUrl: database.url }) : openDb({ dataDir: dataDir! }),
    async dispose() {
      await smtp.stop();
      if (database) await dropServerDb(options.postgresServerUrl!, database.name);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
