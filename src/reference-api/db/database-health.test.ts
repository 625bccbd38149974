import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/customerportal/health' });

describe('/health', () => {
  it('given a database that can write, it answers 200', async () => {
    const answer = await health();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('given a database that answers reads but fails every write (a full disk), it answers 503', async () => {
    const query = t.db.query.bind(t.db);
    // What PostgreSQL says on a full disk: reads still work, writes fail with disk_full (53100).
    t.db.query = (async (sql: string, params?: readonly unknown[]) => {
      if (/^\s*(insert|update|delete)/i.test(sql)) {
        throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
      }
      return query(sql, params);
    }) as typeof t.db.query;
    try {
      const answer = await health();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', reason: 'the database cannot write' });
    } finally {
      t.db.query = query;
    }
    expect((await health()).statusCode).toBe(200);
  });
});
