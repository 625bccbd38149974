import { beforeEach, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { HashPool } from './hash-pool.ts';
import { passwordHashPool, usePasswordHashPool } from './password-hash.ts';

// One anonymous source must not stop every login (issue 23 §2): link calls refuse made-up tokens
// before any hash and are rate-limited like login, and the hash pool is fair across sources.
const api = '/customerportal';
let now = Date.parse('2026-11-04T09:00:00Z');

const t = testAppPerFile({ abuseLimitsClock: () => now });
beforeEach(() => {
  now += 60 * 60 * 1000;
});

const madeUp = (i: number) => `made-up-token-${i}-${'x'.repeat(30)}`;
const post = (path: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: `${api}/Authentication/${path}`, payload, remoteAddress });

describe('link calls before any hash', () => {
  for (const path of ['ResetPassword', 'ActivateAccount']) {
    it(`given ${path} with made-up tokens it refuses without hashing, and a flood from one source gets 429 while another source is still answered`, async () => {
      const hashesBefore = passwordHashPool().started;
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const response = await post(path, { token: madeUp(i), password: 'Xk3#vQ9!mZp2' }, '203.0.113.50');
        statuses.push(response.statusCode);
      }
      expect(passwordHashPool().started).toBe(hashesBefore);
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
      expect(
        (await post(path, { token: madeUp(99), password: 'Xk3#vQ9!mZp2' }, '203.0.113.51')).statusCode,
      ).toBe(400);
    });
  }

  it('given LoginWithToken with made-up tokens from one source it answers 429 after the limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++)
      statuses.push((await post('LoginWithToken', { token: madeUp(i) }, '203.0.113.52')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    expect((await post('LoginWithToken', { token: madeUp(0) }, '203.0.113.53')).statusCode).toBe(401);
  });
});

describe('a flood from one source beside logins from another', () => {
  it('given made-up resets and correct logins flooding from one source, every login from another source succeeds', async () => {
    // A small pool, so the flood would fill it many times over.
    const previous = usePasswordHashPool(new HashPool({ concurrency: 1, maxQueued: 5 }));
    try {
      const flooder = '203.0.113.60';
      // 16 connections, each sending made-up resets and correct logins back to back (bounded),
      // until the other source has logged in four times.
      let done = false;
      const flooded: number[] = [];
      const connection = async (n: number) => {
        for (let i = 0; i < 100 && !done; i++) {
          const answer =
            i % 2 === 0
              ? await post(
                  'ResetPassword',
                  { token: madeUp(n * 1000 + i), password: 'Xk3#vQ9!mZp2' },
                  flooder,
                )
              : await post(
                  'LoginWithCredentials',
                  { emailAddress: 'brightwell@example.com', password: demoPassword },
                  flooder,
                );
          flooded.push(answer.statusCode);
        }
      };
      const flood = Array.from({ length: 16 }, (_, n) => connection(n));
      const others: number[] = [];
      for (let i = 0; i < 4; i++) {
        const answer = await post(
          'LoginWithCredentials',
          { emailAddress: 'customer@example.com', password: demoPassword },
          '198.51.100.60',
        );
        others.push(answer.statusCode);
      }
      done = true;
      await Promise.all(flood);
      expect(others).toEqual([200, 200, 200, 200]);
      // The flooder was answered all along: refused or busy beyond its share.
      expect(flooded.filter((s) => s === 429).length).toBeGreaterThan(0);
    } finally {
      usePasswordHashPool(previous);
    }
  });
});
