import { describe, expect, it } from 'vitest';
import { passwordHashPool } from '../auth/password-hash.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// A stolen session must not become an unlimited password oracle (issue 23 §7): the current-password
// checks of UpdatePassword and DisableTotp count like login failures of the account's address.
const api = '/customerportal';
const t = testAppPerFile();

const call = (path: string, accessToken: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `${api}${path}`,
    headers: { authorization: `Bearer ${accessToken}` },
    payload,
    remoteAddress: '203.0.113.70',
  });

describe('current-password checks', () => {
  for (const [path, email, body] of [
    [
      '/Account/UpdatePassword',
      'muller@example.com',
      (p: string) => ({ currentPassword: p, newPassword: 'Changed-password-6' }),
    ],
    ['/Account/DisableTotp', 'huamei@example.com', (p: string) => ({ password: p })],
  ] as const) {
    it(`given wrong passwords in a loop, ${path} answers 429 after 5 without hashing, also for the right one`, async () => {
      const { accessToken } = await t.login(email);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await call(path, accessToken, body(`guess-${i}`))).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      const hashes = passwordHashPool().started;
      const right = await call(path, accessToken, body(demoPassword));
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(passwordHashPool().started).toBe(hashes);
    });
  }
});
