import { describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

// Every /ready call checks the write again here (production reuses it for 10 s).
const t = testAppPerFile({ readyCheckSeconds: 0 });

const get = (path: string) => t.app.inject({ method: 'GET', url: `/customerportal/${path}` });

/** Runs `calls` while counting the statements that would write (insert, update, delete). */
async function countWrites(calls: () => Promise<unknown>): Promise<number> {
  const query = t.db.query.bind(t.db);
  let writes = 0;
  t.db.query = (async (sql: string, params?: readonly unknown[]) => {
    if (/^\s*(insert|update|delete)/i.test(sql)) writes++;
    return query(sql, params);
  }) as typeof t.db.query;
  try {
    await calls();
  } finally {
    t.db.query = query;
  }
  return writes;
}

/** Every write fails as on a full disk (PostgreSQL's disk_full, 53100); reads still work. */
async function withFullDisk(calls: () => Promise<void>): Promise<void> {
  const query = t.db.query.bind(t.db);
  t.db.query = (async (sql: string, params?: readonly unknown[]) => {
    if (/^\s*(insert|update|delete)/i.test(sql)) {
      throw Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    }
    return query(sql, params);
  }) as typeof t.db.query;
  try {
    await calls();
  } finally {
    t.db.query = query;
  }
}

describe('/health (anonymous liveness)', () => {
  it('given 100 anonymous calls, it answers 200 to each and writes nothing to the database', async () => {
    const heartbeat = () => t.db.query('select beat_at from health_heartbeat');
    const before = await heartbeat();
    const writes = await countWrites(async () => {
      for (let call = 0; call < 100; call++) expect((await get('health')).statusCode).toBe(200);
    });
    expect(writes).toBe(0);
    expect(await heartbeat()).toEqual(before);
  });

  it('given a database that reads but cannot write, it still answers 200 (readiness tells the write)', async () => {
    await withFullDisk(async () => {
      const answer = await get('health');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    });
  });
});

describe('/ready (readiness: the database can write)', () => {
  it('given a database that can write, it answers 200', async () => {
    const answer = await get('ready');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });

  it('given a database that answers reads but fails every write (a full disk), it answers 503', async () => {
    await withFullDisk(async () => {
      const answer = await get('ready');
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: 'unavailable', reason: 'the database cannot write' });
    });
    expect((await get('ready')).statusCode).toBe(200);
  });

  it('given 100 anonymous calls within its cache time, it writes once', async () => {
    const cached = await createTestApp({ readyCheckSeconds: 60 });
    try {
      const query = cached.db.query.bind(cached.db);
      let writes = 0;
      cached.db.query = (async (sql: string, params?: readonly unknown[]) => {
        if (/^\s*(insert|update|delete)/i.test(sql)) writes++;
        return query(sql, params);
      }) as typeof cached.db.query;
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => cached.app.inject({ method: 'GET', url: '/customerportal/ready' })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
      expect(writes).toBe(1);
    } finally {
      await cached.close();
    }
  });

  it('given a migration file the database has not recorded, it answers 503 naming it until it is applied', async () => {
    const fresh = await createTestApp({ readyCheckSeconds: 0 });
    try {
      const ready = () => fresh.app.inject({ method: 'GET', url: '/customerportal/ready' });
      await fresh.db.query("delete from schema_migrations where name = '045_api_keys.sql'");
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: 'unavailable',
        reason: 'migrations not applied: 045_api_keys.sql',
      });
      await fresh.db.query("insert into schema_migrations (name) values ('045_api_keys.sql')");
      expect((await ready()).statusCode).toBe(200);
    } finally {
      await fresh.close();
    }
  });
});
