import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailFrom } from './auth/outbox-mail.ts';
import { demoAccounts, demoLoginToken, demoPassword } from './db/seed/accounts-seed.ts';
import { type ProductionEnvironment, productionEnvironment } from './testing/production-server.ts';

// Issue 26 §1, §2 and §6 at the process level: the real entry (scripts/serve.mjs) started as an
// operator starts it, with NODE_ENV=production, on a fresh PGlite folder — or, in the run with
// DATABASE_URL, on a fresh database of that PostgreSQL server.
let env: ProductionEnvironment;
beforeAll(async () => {
  // A free port, not a fixed one: npm test runs this file on PGlite and on PostgreSQL at once.
  env = await productionEnvironment({
    port: await freePort(),
    postgresServerUrl: process.env.DATABASE_URL || undefined,
  });
}, 60_000);
afterAll(() => env?.dispose());

/** A port nothing listens on now, from the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const post = (url: string, path: string, body: object) =>
  fetch(`${url}/customerportal${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Resolves once `output()` holds `text`. */
async function printed(output: () => string, text: string) {
  while (!output().includes(text)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The logins and outbox mails of `email`, read from the servers' database (no server running on PGlite). */
async function loginsAndMails(email: string) {
  const db = await env.openDb();
  try {
    const logins = await db.query<{ account_type: string; is_active: boolean }>(
      'select account_type, is_active from accounts where lower(email_address) = lower($1)',
      [email],
    );
    const mails = await db.query<{ subject: string }>(
      'select subject from outbox where lower(to_address) = lower($1)',
      [email],
    );
    const accounts = await db.query<{ n: number }>('select count(*)::int as n from accounts');
    return { logins, mails, accounts: accounts[0]!.n };
  } finally {
    await db.close();
  }
}

describe('a production start (NODE_ENV=production)', () => {
  it.each([
    ['without PUBLIC_URL', { PUBLIC_URL: undefined }, /^PUBLIC_URL is required in production/],
    [
      'with a 31-byte JWT_SECRET',
      { JWT_SECRET: 'x'.repeat(31) },
      /^JWT_SECRET is too short for production: 31 bytes/,
    ],
    ['without SMTP_URL', { SMTP_URL: undefined }, /^SMTP_URL is required in production/],
    ['without MAIL_FROM', { MAIL_FROM: undefined }, /^MAIL_FROM is required in production/],
    ['with the demo sender', { MAIL_FROM: defaultMailFrom }, /^MAIL_FROM must not be the demo sender/],
  ])(
    '%s, exits 1 with one line naming it',
    async (_case, overrides, line) => {
      const { code, stdout, stderr } = await env.refusal(overrides);
      expect(code).toBe(1);
      expect(stdout).not.toContain('Customer portal:');
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]!.replace('Cannot start the reference API: ', '')).toMatch(line);
    },
    60_000,
  );

  it('given every setting, it starts with no demo data: no demo login or token works, ADMIN_EMAIL has its staff login and one activation mail', async () => {
    const server = await env.start();
    try {
      expect(server.output()).not.toMatch(/Demo accounts|demo-login-token|Seeded the database/);
      expect(server.output()).toContain(
        `First staff login ${env.adminEmail} created: its activation mail is queued`,
      );
      for (const account of demoAccounts) {
        const answer = await post(server.url, '/Authentication/LoginWithCredentials', {
          emailAddress: account.email,
          password: demoPassword,
        });
        expect(answer.status, account.email).toBe(401);
      }
      expect(
        (await post(server.url, '/Authentication/LoginWithToken', { token: demoLoginToken })).status,
      ).toBe(401);
      // The request log is on by default in production: JSON lines, each with its request id, tokens redacted.
      const secret = `S3cret${'x'.repeat(30)}`;
      await fetch(`${server.url}/auth/activate/${secret}`);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; msg: string });
    const requests = logged.filter((line) => line.msg === 'incoming request');
    expect(requests.length).toBeGreaterThan(0);
    for (const line of requests) expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests.map((line) => line.req!.url)).toContain('/auth/activate/[redacted]');
    expect(server.output()).not.toContain('S3cret');
    expect(server.output()).toContain('SIGTERM: closing');

    const { logins, mails, accounts } = await loginsAndMails(env.adminEmail);
    expect(logins).toEqual([{ account_type: 'staff', is_active: false }]);
    expect(mails).toHaveLength(1);
    expect(accounts).toBe(1);
  }, 180_000);

  it('given a second start (ADMIN_EMAIL changed, even), it adds no login and no mail', async () => {
    const server = await env.start({ ADMIN_EMAIL: 'another.admin@mill.example' });
    expect(server.output()).not.toContain('First staff login');
    expect(await server.stop()).toBe(0);
    const { logins, mails, accounts } = await loginsAndMails(env.adminEmail);
    expect(logins).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(accounts).toBe(1);
  }, 180_000);

  it('given SIGTERM with a request under way, it answers that request, then closes and exits 0', async () => {
    const server = await env.start();
    const started = Date.now();
    // A sign-in with a wrong password takes a password hash: still under way when the signal comes.
    const answer = post(server.url, '/Authentication/LoginWithCredentials', {
      emailAddress: env.adminEmail,
      password: 'not-the-password',
    });
    await printed(server.output, '"url":"/customerportal/Authentication/LoginWithCredentials"');
    server.child.kill('SIGTERM');
    expect((await answer).status).toBe(401);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM: closing');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 180_000);

  it('given a second signal while it closes, or a database holding the demo data, it exits 1', async () => {
    const server = await env.start();
    const answer = post(server.url, '/Authentication/LoginWithCredentials', {
      emailAddress: env.adminEmail,
      password: 'not-the-password',
    }).catch(() => null);
    await printed(server.output, '"url":"/customerportal/Authentication/LoginWithCredentials"');
    server.child.kill('SIGTERM');
    await printed(server.output, 'SIGTERM: closing');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('second SIGTERM, exiting');
    await answer;

    const db = await env.openDb();
    await db.query("insert into server_settings (key, value) values ('seeded:accounts', 'demo')");
    await db.close();
    try {
      const { code, stderr } = await env.refusal({});
      expect(code).toBe(1);
      expect(stderr).toBe(
        'Cannot start the reference API: the database holds the demo data (demo accounts with a published password): production needs a database of its own (a fresh DATA_DIR or DATABASE_URL)\n',
      );
    } finally {
      const cleanup = await env.openDb();
      await cleanup.query("delete from server_settings where key = 'seeded:accounts'");
      await cleanup.close();
    }
  }, 180_000);
});
