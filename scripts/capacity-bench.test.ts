import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { benchCapacity, capacityTables } from '../bench/capacity-bench.mjs';
import { capacityModel, USAGE_PROFILE } from '../bench/capacity-model.mjs';
import { openDb } from '../src/reference-api/db/db.ts';
import { createServerDb, dropServerDb } from '../src/reference-api/testing/server-db.ts';
import { TEMPLATE_ENV } from '../src/reference-api/testing/template-db.ts';

describe('capacityModel', () => {
  const calls = { light: { serverMs: 2, dbMs: 1 }, heavy: { serverMs: 10, dbMs: 4 } };
  const profile = [
    { call: 'light', perMinute: 3, why: '' },
    { call: 'heavy', perMinute: 0.5, why: '' },
  ];

  it('turns CPU per call and a profile into requests/s per core and users', () => {
    const model = capacityModel({ calls, profile, idleMsPerSecond: 10, share: 0.7 });
    expect(model.rows).toEqual([
      { name: 'light', serverMs: 2, dbMs: 1, rpsPerCore: 500, dbRpsPerCore: 1000 },
      { name: 'heavy', serverMs: 10, dbMs: 4, rpsPerCore: 100, dbRpsPerCore: 250 },
    ]);
    // Per user a minute: 3 × 2 + 0.5 × 10 = 11 ms on the server, 3 × 1 + 0.5 × 4 = 5 ms on the database.
    expect(model.perUser).toEqual({ callsPerMinute: 3.5, serverMsPerMinute: 11, dbMsPerMinute: 5 });
    // (700 ms − 10 ms idle) a second of a core, 60 s: 41,400 ms a minute for 11 ms a user.
    expect(model.usersPerInstance).toBeCloseTo(41_400 / 11, 6);
    expect(model.usersPerDbCore).toBeCloseTo(42_000 / 5, 6);
    expect(model.instancesPerDbCore).toBeCloseTo(8400 / (41_400 / 11), 6);
    // Two instances are still the limit on one database core; three are not.
    expect(model.usersWith(2, 1)).toBeCloseTo((2 * 41_400) / 11, 6);
    expect(model.usersWith(3, 1)).toBeCloseTo(8400, 6);
    expect(model.usersWith(3, 2)).toBeCloseTo((3 * 41_400) / 11, 6);
    // Everything on two cores: 0.7 × 2 × 60,000 ms for 11 + 5 ms a user.
    expect(model.usersOnMachine(2)).toBeCloseTo(5250, 6);
  });

  it('with the database inside the server (PGlite) only the instances limit', () => {
    const model = capacityModel({
      calls: { light: { serverMs: 2 }, heavy: { serverMs: 10 } },
      profile,
    });
    expect(model.perUser.dbMsPerMinute).toBeUndefined();
    expect(model.usersPerDbCore).toBe(Number.POSITIVE_INFINITY);
    expect(model.usersWith(4, 1)).toBeCloseTo((4 * 42_000) / 11, 6);
  });

  it('refuses a profile naming a call that was not measured', () => {
    expect(() => capacityModel({ calls: { light: calls.light }, profile })).toThrow(/heavy/);
  });
});

/** A port nobody listens on now (and, most likely, the one after it). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm run bench -- capacity', () => {
  // The real server, started as the bench starts it, on a copy of the tests' seeded template:
  // PGlite, or with DATABASE_URL a PostgreSQL database (then two instances too).
  it('measures every call of the profile and prints the model, on a tiny duration', {
    timeout: 240_000,
  }, async () => {
    const template = process.env[TEMPLATE_ENV] as string;
    const serverUrl = process.env.DATABASE_URL;
    let engine: { dataDir?: string; databaseUrl?: string };
    let cleanUp: () => Promise<void>;
    if (serverUrl) {
      const { name, url } = await createServerDb(serverUrl, 'cp_test_', template.replace(/^postgres:/, ''));
      engine = { databaseUrl: url };
      cleanUp = () => dropServerDb(serverUrl, name);
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'cp-capacity-test-'));
      const db = await openDb({ dataDir, loadDataDir: new Blob([readFileSync(template)]) });
      await db.close();
      engine = { dataDir };
      cleanUp = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    try {
      const result = await benchCapacity({ engine, seconds: 0.05, concurrency: 2, port: await freePort() });
      // The bench is JavaScript: its figures' shape, as the assertions read them.
      const all = result.measured as Record<
        string,
        { calls: number; serverMs: number; dbMs?: number; label: string }
      >;
      for (const { call } of USAGE_PROFILE) {
        const measured = all[call] ?? { calls: 0, serverMs: -1, label: '' };
        expect(measured.calls, call).toBeGreaterThanOrEqual(3);
        expect(measured.serverMs, call).toBeGreaterThanOrEqual(0);
        if (serverUrl) expect(measured.dbMs, call).toBeGreaterThanOrEqual(0);
      }
      expect(result.model.usersPerInstance).toBeGreaterThan(0);
      const printed = capacityTables(result);
      for (const { label } of Object.values(all)) expect(printed).toContain(label);
      expect(printed).toContain('Signed-in users per instance');
      if (serverUrl) {
        expect(result.scaling?.map((run: { instances: number }) => run.instances)).toEqual([1, 2, 1, 2]);
        expect(printed).toContain('two instances, round robin');
      } else expect(result.scaling).toBeUndefined();
    } finally {
      await cleanUp();
    }
  });
});
