import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenPair } from '../../core/api/contract/authentication.ts';
import { buildApp } from '../app.ts';
import type { Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { seedDatabase } from '../db/seed/index.ts';
import { openSeededTestDb } from '../testing/test-db.ts';
import { hashToken } from './one-time-tokens.ts';

// Two API instances on one database, as behind a load balancer: they share nothing but the
// database (and the clock the tests step past the grace period with).
const api = '/customerportal';
let db: Db;
let first: FastifyInstance;
let second: FastifyInstance;
let clockOffsetMs = 0;
const refreshClock = () => new Date(Date.now() + clockOffsetMs);

beforeAll(async () => {
  db = await openSeededTestDb();
  await migrate(db);
  await seedDatabase(db, { scale: 'small' });
  first = await buildApp({ db, staticDir: null, refreshGraceSeconds: 30, refreshClock });
  second = await buildApp({ db, staticDir: null, refreshGraceSeconds: 30, refreshClock });
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await first.close();
  await second.close();
  await db.close();
});

async function login(app: FastifyInstance, email: string): Promise<TokenPair> {
  const response = await app.inject({
    method: 'POST',
    url: `${api}/Authentication/LoginWithCredentials`,
    payload: { emailAddress: email, password: demoPassword },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const refresh = (app: FastifyInstance, pair: TokenPair) =>
  app.inject({ method: 'POST', url: `${api}/Authentication/RefreshAccessToken`, payload: pair });
const profile = (app: FastifyInstance, accessToken: string) =>
  app.inject({
    method: 'GET',
    url: `${api}/Account/GetProfile`,
    headers: { authorization: `Bearer ${accessToken}` },
  });

describe('RefreshAccessToken under races, tabs and several instances', () => {
  it('given 10 parallel refreshes of one pair: all answer 200 with the same successor, and the session lives on', async () => {
    const pair = await login(first, 'customer@example.com');

    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(first, pair)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const successors = new Set(answers.map((answer) => answer.json().refreshToken));
    expect(successors.size).toBe(1);
    expect(successors.has(pair.refreshToken)).toBe(false);
    for (const answer of answers)
      expect((await profile(first, answer.json().accessToken)).statusCode).toBe(200);
    const next = await refresh(first, answers[0]!.json());
    expect(next.statusCode).toBe(200);
    expect((await profile(first, next.json().accessToken)).statusCode).toBe(200);
  });

  it('given 10 parallel refreshes of one pair spread over two instances: all answer the same successor', async () => {
    const pair = await login(first, 'agent@example.com');

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => refresh(index % 2 === 0 ? first : second, pair)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().refreshToken)).size).toBe(1);
    expect((await profile(second, answers[9]!.json().accessToken)).statusCode).toBe(200);
  });

  it('given a pair issued by one instance: the other instance refreshes it, and answers the same successor again within the grace period', async () => {
    const pair = await login(first, 'customer@example.com');

    const rotated = await refresh(second, pair);
    const again = await refresh(first, pair);

    expect(rotated.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(rotated.json().refreshToken);
    expect((await profile(second, again.json().accessToken)).statusCode).toBe(200);
  });

  it('given a rotated token presented again after the grace period: the whole session ends, on every instance', async () => {
    const pair = await login(first, 'customer@example.com');
    const rotated = await refresh(first, pair);
    expect((await refresh(second, pair)).json().refreshToken).toBe(rotated.json().refreshToken);

    clockOffsetMs = 31_000;
    try {
      const late = await refresh(second, pair);
      expect(late.statusCode).toBe(401);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await refresh(first, rotated.json())).statusCode).toBe(401);
    expect((await profile(first, rotated.json().accessToken)).statusCode).toBe(401);
  });

  it('given a copy of the database: the successor of a rotated token cannot be read from it', async () => {
    const pair = await login(first, 'customer@example.com');
    const successor = (await refresh(first, pair)).json().refreshToken as string;

    const rows = await db.query<Record<string, unknown>>(
      'select * from refresh_tokens where token_hash = $1',
      [hashToken(pair.refreshToken)],
    );

    expect(rows).toHaveLength(1);
    expect(rows[0]!.successor_sealed).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(successor);
  });

  it('given the rotated token with an access token of another session within the grace period: no successor, and the holder keeps the session', async () => {
    const mine = await login(first, 'customer@example.com');
    const other = await login(first, 'staff@example.com');
    expect((await refresh(first, mine)).statusCode).toBe(200);

    const response = await refresh(second, {
      accessToken: other.accessToken,
      refreshToken: mine.refreshToken,
    });

    expect(response.statusCode).toBe(401);
    expect((await refresh(first, mine)).statusCode).toBe(200);
  });
});

describe('RefreshAccessToken grace covers only the token just rotated', () => {
  it('given r1 → r2 → r3 and r1 presented again within the grace period: refused, and the family ends (r3 and its access token too)', async () => {
    const r1 = await login(first, 'customer@example.com');
    const r2 = (await refresh(first, r1)).json() as TokenPair;
    const r3Answer = await refresh(second, r2);
    expect(r3Answer.statusCode).toBe(200);
    const r3 = r3Answer.json() as TokenPair;

    const stale = await refresh(first, { accessToken: r3.accessToken, refreshToken: r1.refreshToken });

    expect(stale.statusCode).toBe(401);
    expect((await refresh(second, r3)).statusCode).toBe(401);
    expect((await profile(first, r3.accessToken)).statusCode).toBe(401);
    // r2 is no longer forgiven either: the family is over.
    expect((await refresh(first, r2)).statusCode).toBe(401);
  });

  it('given r1 → r2 → r3 and r1 presented with its own old access token: refused, and the family ends', async () => {
    const r1 = await login(first, 'agent@example.com');
    const r2 = (await refresh(first, r1)).json() as TokenPair;
    const r3 = (await refresh(first, r2)).json() as TokenPair;

    expect((await refresh(second, r1)).statusCode).toBe(401);
    expect((await refresh(first, r3)).statusCode).toBe(401);
  });

  it('given r1 → r2 → r3 and r2 presented again within the grace period: it answers r3 and the family lives on', async () => {
    const r1 = await login(first, 'customer@example.com');
    const r2 = (await refresh(first, r1)).json() as TokenPair;
    const r3 = (await refresh(first, r2)).json() as TokenPair;

    const again = await refresh(second, r2);

    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(r3.refreshToken);
    const r4 = await refresh(first, r3);
    expect(r4.statusCode).toBe(200);
    expect((await profile(second, r4.json().accessToken)).statusCode).toBe(200);
  });
});
