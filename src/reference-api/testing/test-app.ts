import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { openTestDb } from './test-db.ts';

/** A test server on an in-memory database, and a helper to log in as a demo account. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Logs in through the real login call with the demo password (not for TOTP accounts). */
  login(email: string): Promise<TokenPair>;
  close(): Promise<void>;
}

/**
 * Builds the API on a fresh database (in-memory PGlite, or a throwaway database on the
 * PostgreSQL server named by `DATABASE_URL`), migrated and seeded (small by default), ready for
 * `app.inject`. Create one per test file: it takes a second or two.
 */
export async function createTestApp(
  options: { scale?: 'small' | 'full'; accessTokenTtlSeconds?: number; loginAttemptLimit?: number } = {},
): Promise<TestApp> {
  const db = await openTestDb();
  await migrate(db);
  await seedDatabase(db, { scale: options.scale ?? 'small' });
  const app = await buildApp({
    db,
    logger: false,
    staticDir: null,
    ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    ...(options.loginAttemptLimit ? { loginAttemptLimit: options.loginAttemptLimit } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    async login(email) {
      const response = await app.inject({
        method: 'POST',
        url: '/customerportal/Authentication/LoginWithCredentials',
        payload: { emailAddress: email, password: demoPassword },
      });
      const body = response.json();
      if (response.statusCode !== 200 || !body.accessToken) {
        throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return { accessToken: body.accessToken, refreshToken: body.refreshToken };
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
