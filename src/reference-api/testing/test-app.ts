import type { FastifyInstance } from 'fastify';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { type AppOptions, buildApp } from '../app.ts';
import type { MailJobs } from '../auth/mail-jobs.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { openSeededTestDb, openTestDb } from './test-db.ts';

/** A mail of the outbox as the tests read it (the API has no call for this: docs/security.md#mail). */
export interface OutboxMail {
  emailId: number;
  status: string;
  subject: string | null;
  to: string | null;
  from: string | null;
  body: string;
  logMessage: string | null;
  createdAt: string;
}

/** The address links in the test server's mails start with (its `publicUrl`). */
export const TEST_PUBLIC_URL = 'http://portal.test';

/** A test server on an in-memory database, and a helper to log in as a demo account. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Logs in through the real login call with the demo password (not for TOTP accounts). */
  login(email: string): Promise<TokenPair>;
  /**
   * The mails to `to` (case-insensitive) as the recipient gets them (live links; the e-mail log's copy
   * in `outbox` has none), newest first, once the queued mail work has run.
   */
  mailsTo(to: string): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

/**
 * The mails to `to`, newest first, read from the database as the recipient gets them: the body is the
 * recipient's copy (`mail_deliveries`, kept by test servers) where there is one, else the outbox's
 * (tests and the browser-test runner).
 */
export function outboxMailsTo(db: Db, to: string): Promise<OutboxMail[]> {
  return db.query<OutboxMail>(
    `select o.email_id as "emailId", o.status, o.subject, o.to_address as "to", o.from_address as "from",
            coalesce(d.body, o.body, '') as body, o.log_message as "logMessage",
            to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
       from outbox o left join mail_deliveries d on d.email_id = o.email_id
      where lower(o.to_address) = lower($1) order by o.email_id desc limit 50`,
    [to.trim()],
  );
}

/** How a test app differs from the default one. */
export interface TestAppOptions {
  scale?: 'small' | 'full';
  accessTokenTtlSeconds?: number;
  loginAttemptLimit?: number;
  /** The mail queue to use, e.g. a HeldMailJobs to look at the answer before the mail work runs. */
  mailJobs?: MailJobs;
  /** Flood limits and their clock (see AppOptions). */
  abuseLimits?: AppOptions['abuseLimits'];
  abuseLimitsClock?: AppOptions['abuseLimitsClock'];
  /** Upload quota, expiry and its clock (see AppOptions). */
  uploads?: AppOptions['uploads'];
  /** Lifetime of support sessions and the refresh clock (see AppOptions). */
  supportSessionSeconds?: number;
  refreshClock?: AppOptions['refreshClock'];
  /** Where the request log goes (see AppOptions); none by default. */
  logStream?: AppOptions['logStream'];
  /** Export caps (see AppOptions). */
  exports?: AppOptions['exports'];
  /** Proxies in front (see AppOptions). */
  trustProxy?: AppOptions['trustProxy'];
  /** Contact messages per login and client (see AppOptions; counted on `abuseLimitsClock`). */
  contactLimits?: AppOptions['contactLimits'];
  /** How long /ready reuses its write check (see AppOptions). */
  readyCheckSeconds?: number;
  /** Send the outbox to this SMTP server (see AppOptions); by default mails stay in the outbox. */
  smtpUrl?: string;
  /** The SMTP sender's clock (see AppOptions). */
  mailClock?: AppOptions['mailClock'];
  /** Webhooks' timeout, test receivers and clock (see AppOptions). */
  webhooks?: AppOptions['webhooks'];
}

/**
 * Builds the API on a fresh database (in-memory PGlite, or a throwaway database on the
 * PostgreSQL server named by `DATABASE_URL`), migrated and seeded (small by default), ready for
 * `app.inject`. Create one per test file: it takes a second or two.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scale = options.scale ?? 'small';
  // At the small scale the database starts as a copy of the seeded template (migrate and seed then
  // find nothing to do); any other scale is built from scratch.
  const db = scale === 'small' ? await openSeededTestDb() : await openTestDb();
  await migrate(db);
  await seedDatabase(db, { scale });
  const app = await buildApp({
    db,
    logger: false,
    staticDir: null,
    ...(options.accessTokenTtlSeconds ? { accessTokenTtlSeconds: options.accessTokenTtlSeconds } : {}),
    ...(options.loginAttemptLimit ? { loginAttemptLimit: options.loginAttemptLimit } : {}),
    ...(options.mailJobs ? { mailJobs: options.mailJobs } : {}),
    ...(options.abuseLimits ? { abuseLimits: options.abuseLimits } : {}),
    ...(options.abuseLimitsClock ? { abuseLimitsClock: options.abuseLimitsClock } : {}),
    ...(options.uploads ? { uploads: options.uploads } : {}),
    ...(options.supportSessionSeconds ? { supportSessionSeconds: options.supportSessionSeconds } : {}),
    ...(options.refreshClock ? { refreshClock: options.refreshClock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    publicUrl: TEST_PUBLIC_URL,
    // Tests read mails as their recipients do (mailsTo), so the copies with live links are kept.
    keepRecipientCopies: true,
    ...(options.exports ? { exports: options.exports } : {}),
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.contactLimits ? { contactLimits: options.contactLimits } : {}),
    ...(options.readyCheckSeconds !== undefined ? { readyCheckSeconds: options.readyCheckSeconds } : {}),
    // Tests read the outbox table itself; a MAIL_DROP_DIR in the environment is for real servers.
    mailDropDir: null,
    // Likewise an SMTP_URL: only a test that starts its own SMTP server sends mail.
    smtpUrl: options.smtpUrl ?? null,
    ...(options.mailClock ? { mailClock: options.mailClock } : {}),
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
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
    async mailsTo(to) {
      await app.mailJobs.idle();
      return outboxMailsTo(db, to);
    },
    async close() {
      await app.close();
      await db.close();
    },
  };
}
