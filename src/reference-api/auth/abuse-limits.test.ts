import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { settingsFromConfig } from '../config/settings-from-config.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { createTestApp } from '../testing/test-app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { defaultAbuseLimitRules } from './abuse-limits.ts';
import { HashPool } from './hash-pool.ts';
import { passwordHashPool, usePasswordHashPool } from './password-hash.ts';

/** The flood limits a server started with `env` has. */
const abuseLimitsFromEnv = (env: Record<string, string>) => settingsFromConfig(loadConfig(env)).abuseLimits;

// Floods as an attacker sends them (issue 14 §3): many addresses from one source, one address from
// many sources, many of both, a second API instance, and the mails of reset and registration.
// Small limits keep the tests short; the clock is the test's, and every test starts an hour later,
// so each sees fresh windows.
const api = '/customerportal';
const limits = {
  login: {
    address: { max: 4, windowSeconds: 15 * 60 },
    source: { max: 6, windowSeconds: 15 * 60 },
    global: { max: 12, windowSeconds: 10 },
  },
};
let now = Date.parse('2026-11-02T09:00:00Z');
const clock = () => now;
const t = testAppPerFile({ abuseLimits: limits, abuseLimitsClock: clock });
beforeEach(() => {
  now += 60 * 60 * 1000;
});

const login = (
  emailAddress: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  app: FastifyInstance = t.app,
) =>
  app.inject({
    method: 'POST',
    url: `${api}/Authentication/LoginWithCredentials`,
    payload: { emailAddress, password },
    remoteAddress,
    headers,
  });

const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe('failed-login limits', () => {
  it('given one source spraying distinct addresses it answers 429 with Retry-After once the source limit is reached, without hashing', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await login(`spray-${i}@example.com`, 'Summer2026!', '203.0.113.7')).statusCode).toBe(401);
    }
    const hashesBefore = passwordHashPool().started;
    const blocked = await login('customer@example.com', demoPassword, '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect(retryAfter(blocked)).toBeLessThanOrEqual(15 * 60);
    expect(passwordHashPool().started).toBe(hashesBefore);
    // The real user on another network is not affected.
    expect((await login('customer@example.com', demoPassword, '203.0.113.8')).statusCode).toBe(200);
  });

  it('given one address tried from many sources it answers 429 even with the right password, translated', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await login('agent@example.com', `guess-${i}`, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login('agent@example.com', demoPassword, '198.51.100.5', {
      'accept-language': 'nl',
    });
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBe(15 * 60);
    expect(blocked.json()).toEqual({
      title: 'Te veel pogingen: wacht enkele minuten en probeer het opnieuw',
      status: 429,
      errors: { '': ['Te veel pogingen: probeer het over 15 min opnieuw'] },
    });
  });

  it('given an address locked by an attacker, the real user logs in again once the window has passed', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await login('staff@example.com', `guess-${i}`, `192.0.2.${i}`)).statusCode).toBe(401);
    }
    now += 14 * 60 * 1000;
    const stillLocked = await login('staff@example.com', demoPassword, '192.0.2.200');
    expect(stillLocked.statusCode).toBe(429);
    expect(retryAfter(stillLocked)).toBe(60);
    now += 61 * 1000;
    expect((await login('staff@example.com', demoPassword, '192.0.2.200')).statusCode).toBe(200);
  });

  it('given a flood from many sources with many addresses it answers 429 at the global ceiling, for at most its window', async () => {
    for (let i = 0; i < 12; i++) {
      const response = await login(`botnet-${i}@example.com`, 'Password1', `100.64.${i}.1`);
      expect(response.statusCode).toBe(401);
    }
    const ceiling = await login('botnet-x@example.com', 'Password1', '100.64.200.1');
    expect(ceiling.statusCode).toBe(429);
    expect(retryAfter(ceiling)).toBeLessThanOrEqual(10);
    now += 10 * 1000;
    expect((await login('customer@example.com', demoPassword, '100.64.201.1')).statusCode).toBe(200);
  });

  it('given an IPv6 attacker rotating addresses within one /64 it counts them as one source', async () => {
    for (let i = 1; i <= 6; i++) {
      expect((await login(`v6-${i}@example.com`, 'Password1', `2001:db8:5:6::${i}`)).statusCode).toBe(401);
    }
    expect((await login('v6-x@example.com', 'Password1', '2001:db8:5:6:ffff::1')).statusCode).toBe(429);
    expect((await login('v6-x@example.com', 'Password1', '2001:db8:5:7::1')).statusCode).toBe(401);
  });

  it('given two API instances on one database, a limit reached through one holds on the other', async () => {
    const other = await buildApp({
      db: t.db,
      logger: false,
      staticDir: null,
      mailDropDir: null,
      abuseLimits: limits,
      abuseLimitsClock: clock,
    });
    try {
      for (let i = 1; i <= 4; i++) {
        expect((await login('brightwell@example.com', `guess-${i}`, `198.18.0.${i}`)).statusCode).toBe(401);
      }
      const onOther = await login('brightwell@example.com', demoPassword, '198.18.0.9', {}, other);
      expect(onOther.statusCode).toBe(429);
      expect(retryAfter(onOther)).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });

  it('given a burst of parallel logins it never hashes more than the pool allows and refuses the overflow with 429 at once', async () => {
    const pool = new HashPool({ concurrency: 2, maxQueued: 2 });
    const previous = usePasswordHashPool(pool);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => login(`burst-${i}@example.com`, 'Password1', `172.16.${i}.1`)),
      );
      expect(pool.peak).toBeLessThanOrEqual(2);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const busy = answers.filter((a) => a.statusCode === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const answer of busy) {
        expect(answer.json().errors['']).toEqual(['The server is busy: try again in a moment']);
        expect(retryAfter(answer)).toBeGreaterThanOrEqual(1);
      }
    } finally {
      usePasswordHashPool(previous);
    }
  });
});

describe('mail limits', () => {
  const askReset = (emailAddress: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: `${api}/Authentication/RequestPasswordResetToken`,
      payload: { emailAddress },
      remoteAddress,
    });

  it('given reset requests for one address it sends at most 3 an hour, from any source, and answers unknown addresses alike', async () => {
    for (const address of ['customer@example.com', 'nobody-here@example.com']) {
      for (let i = 1; i <= 3; i++) expect((await askReset(address, `192.0.2.${i}`)).statusCode).toBe(204);
      const fourth = await askReset(address, '192.0.2.99');
      expect(fourth.statusCode).toBe(429);
      expect(retryAfter(fourth)).toBe(60 * 60);
      expect(fourth.json().errors['']).toEqual(['Too many e-mails requested: try again in 60 min']);
    }
    expect((await t.mailsTo('customer@example.com')).length).toBeLessThanOrEqual(3);
  });

  it('given reset requests for many addresses from one source it answers 429 after 10 an hour', async () => {
    for (let i = 0; i < 10; i++)
      expect((await askReset(`many-${i}@example.com`, '192.0.2.50')).statusCode).toBe(204);
    expect((await askReset('many-x@example.com', '192.0.2.50')).statusCode).toBe(429);
    expect((await askReset('many-x@example.com', '192.0.2.51')).statusCode).toBe(204);
  });

  it('given registrations for one address it answers 429 after 3 an hour', async () => {
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: `${api}/Authentication/RegisterNewCustomer`,
        payload: {
          emailAddress: 'flooded@example.com',
          firstName: 'A',
          lastName: 'B',
          companyName: 'C',
          customerNumber: 'C-1001',
        },
        remoteAddress: '192.0.2.77',
      });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(204);
    expect((await register()).statusCode).toBe(429);
  });
});

describe('limits from the environment', () => {
  it('given MAIL_LIMIT_PER_SOURCE, one source may ask for that many mails of each kind an hour', async () => {
    expect(abuseLimitsFromEnv({}).mail).toEqual(defaultAbuseLimitRules.mail);
    expect(() => abuseLimitsFromEnv({ MAIL_LIMIT_PER_SOURCE: 'many' })).toThrow(
      'MAIL_LIMIT_PER_SOURCE must be integer, not "many"',
    );
    const app = await createTestApp({ abuseLimits: abuseLimitsFromEnv({ MAIL_LIMIT_PER_SOURCE: '2' }) });
    try {
      const askReset = (emailAddress: string) =>
        app.app.inject({
          method: 'POST',
          url: `${api}/Authentication/RequestPasswordResetToken`,
          payload: { emailAddress },
          remoteAddress: '192.0.2.60',
        });
      expect((await askReset('env-1@example.com')).statusCode).toBe(204);
      expect((await askReset('env-2@example.com')).statusCode).toBe(204);
      expect((await askReset('env-3@example.com')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('given MAIL_LIMIT_PER_ADDRESS, one address may be sent that many mails of each kind an hour', async () => {
    const app = await createTestApp({ abuseLimits: abuseLimitsFromEnv({ MAIL_LIMIT_PER_ADDRESS: '5' }) });
    try {
      const askReset = (remoteAddress: string) =>
        app.app.inject({
          method: 'POST',
          url: `${api}/Authentication/RequestPasswordResetToken`,
          payload: { emailAddress: 'env-address@example.com' },
          remoteAddress,
        });
      for (let i = 1; i <= 5; i++) expect((await askReset(`192.0.2.${70 + i}`)).statusCode).toBe(204);
      expect((await askReset('192.0.2.80')).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
