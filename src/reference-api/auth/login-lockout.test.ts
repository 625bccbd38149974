import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/load-config.ts';
import { settingsFromConfig } from '../config/settings-from-config.ts';
import { demoPassword, demoTotpSecret } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createOneTimeToken } from './one-time-tokens.ts';

/** The flood limits a server started with `env` has. */
const abuseLimitsFromEnv = (env: Record<string, string>) => settingsFromConfig(loadConfig(env)).abuseLimits;

// Lockout that cannot be turned against the user (issue 23 §3, §4): failures count per address AND
// source with escalating delays, a far higher ceiling per address over all sources, and the second
// factor on a counter of its own. Default rules except the ceiling and the per-source budget, which
// are small so the tests stay short; the clock is the test's and every test starts an hour later.
const api = '/customerportal';
let now = Date.parse('2026-11-03T09:00:00Z');
const clock = () => now;
const t = testAppPerFile({
  abuseLimitsClock: clock,
  abuseLimits: {
    login: {
      address: { max: 12, windowSeconds: 60 * 60 },
      checks: { max: 8, windowSeconds: 60 },
    },
  },
});
beforeEach(() => {
  now += 60 * 60 * 1000;
});

const login = (emailAddress: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: `${api}/Authentication/LoginWithCredentials`,
    payload: { emailAddress, password },
    remoteAddress,
  });
const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);

describe('failures per address and source', () => {
  it('given 10 wrong passwords from source A with growing delays, the right password from source B logs in, A stays delayed, and a reset clears it', async () => {
    const email = 'customer@example.com';
    const a = '203.0.113.21';
    let failures = 0;
    const delays: number[] = [];
    while (failures < 10) {
      const response = await login(email, `wrong-${failures}`, a);
      if (response.statusCode === 401) {
        failures++;
        continue;
      }
      expect(response.statusCode).toBe(429);
      delays.push(retryAfter(response));
      now += retryAfter(response) * 1000;
    }
    // Five free failures, then a delay that doubles with each further one.
    expect(delays).toEqual([30, 60, 120, 240, 480]);
    const refused = await login(email, demoPassword, a);
    expect(refused.statusCode).toBe(429);
    // 30 s × 2⁵ would be 960 s: capped at 15 min.
    expect(retryAfter(refused)).toBe(900);

    expect((await login(email, demoPassword, '198.51.100.21')).statusCode).toBe(200);
    // The user's success elsewhere does not hand A fresh guesses.
    expect((await login(email, 'wrong-again', a)).statusCode).toBe(429);

    const [account] = await t.db.query<{ account_id: number }>(
      'select account_id from accounts where email_address = $1',
      [email],
    );
    const token = await createOneTimeToken(t.db, 'reset', account!.account_id);
    const reset = await t.app.inject({
      method: 'POST',
      url: `${api}/Authentication/ResetPassword`,
      payload: { token, password: demoPassword },
      remoteAddress: '198.51.100.21',
    });
    expect(reset.statusCode).toBe(204);
    expect((await login(email, 'wrong-after-reset', a)).statusCode).toBe(401);
    expect((await login(email, demoPassword, a)).statusCode).toBe(200);
  });

  it('given a burst of parallel guesses from one source, no more than the free failures are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login('muller@example.com', `burst-${i}`, '203.0.113.25')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    // Refused ones (the race's losers, or busy: over the source's share of the hash pool) were not
    // counted: the source still has exactly its five free failures, then the first delay.
    let failures = statuses.filter((s) => s === 401).length;
    for (;;) {
      const next = await login('muller@example.com', `after-${failures}`, '203.0.113.25');
      if (next.statusCode !== 401) {
        expect(next.statusCode).toBe(429);
        expect(retryAfter(next)).toBe(30);
        break;
      }
      failures++;
    }
    expect(failures).toBe(5);
  });

  it('given failures from many sources, the address is closed at its ceiling for everyone until the window ends', async () => {
    const email = 'agent@example.com';
    for (let i = 1; i <= 12; i++)
      expect((await login(email, `guess-${i}`, `192.0.2.${i}`)).statusCode).toBe(401);
    const closed = await login(email, demoPassword, '192.0.2.200');
    expect(closed.statusCode).toBe(429);
    expect(retryAfter(closed)).toBe(60 * 60);
    now += 60 * 60 * 1000;
    expect((await login(email, demoPassword, '192.0.2.200')).statusCode).toBe(200);
  });

  it('given the ceiling reached by a flood from elsewhere, a source the address logged in from lately still logs in', async () => {
    const email = 'brightwell@example.com';
    // The user's own network, where they logged in last week.
    expect((await login(email, demoPassword, '198.51.100.98')).statusCode).toBe(200);
    now += 7 * 24 * 60 * 60 * 1000;
    for (let i = 1; i <= 12; i++)
      expect((await login(email, `guess-${i}`, `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await login(email, demoPassword, '192.0.2.201')).statusCode).toBe(429);
    expect((await login(email, demoPassword, '198.51.100.98')).statusCode).toBe(200);
  });

  it('given the right password in a loop from one source, it counts toward that source’s budget of password checks', async () => {
    for (let i = 0; i < 8; i++)
      expect((await login('staff@example.com', demoPassword, '203.0.113.30')).statusCode).toBe(200);
    const over = await login('staff@example.com', demoPassword, '203.0.113.30');
    expect(over.statusCode).toBe(429);
    expect(retryAfter(over)).toBeLessThanOrEqual(60);
    expect((await login('staff@example.com', demoPassword, '203.0.113.31')).statusCode).toBe(200);
  });
});

describe('second factor', () => {
  it('given 27 wrong codes across fresh password steps in one window, it refuses after 10, also the right code, until the window ends', async () => {
    const totp = new TOTP({ secret: Secret.fromBase32(demoTotpSecret) });
    const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');
    const statuses: number[] = [];
    for (let round = 0; round < 9; round++) {
      const first = await login('totp@example.com', demoPassword, '203.0.113.40');
      expect(first.statusCode).toBe(200);
      const { totpToken } = first.json();
      for (let i = 0; i < 3; i++) {
        const wrong = await t.app.inject({
          method: 'POST',
          url: `${api}/Authentication/LoginWithTotp`,
          payload: { totpToken, code: otherThan(totp.generate({ timestamp: Date.now() })) },
          remoteAddress: '203.0.113.40',
        });
        statuses.push(wrong.statusCode);
      }
      now += 61 * 1000;
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const ticket = (await login('totp@example.com', demoPassword, '203.0.113.41')).json().totpToken;
    const totpLogin = () =>
      t.app.inject({
        method: 'POST',
        url: `${api}/Authentication/LoginWithTotp`,
        payload: { totpToken: ticket, code: totp.generate() },
        remoteAddress: '203.0.113.41',
      });
    expect((await totpLogin()).statusCode).toBe(429);
    now += 15 * 60 * 1000;
    expect((await totpLogin()).statusCode).toBe(200);
  });
});

describe('limits from the environment', () => {
  it('given LOGIN_CHECKS_PER_SOURCE, one source may check that many passwords a minute', () => {
    expect(abuseLimitsFromEnv({ LOGIN_CHECKS_PER_SOURCE: '600' }).login).toEqual({
      checks: { max: 600, windowSeconds: 60 },
    });
    expect(() => abuseLimitsFromEnv({ LOGIN_CHECKS_PER_SOURCE: 'lots' })).toThrow(
      'LOGIN_CHECKS_PER_SOURCE must be integer, not "lots"',
    );
  });
});
