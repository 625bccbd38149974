import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/load-config.ts';
import { demoPassword } from '../db/seed/accounts-seed.ts';
import { DEMO_CLIENT_ID } from '../db/seed/service-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { injectApi, startSimulate } from './simulate.ts';

const t = testAppPerFile();

/** Where the client's trips are now, by load number. */
async function places() {
  const rows = await t.db.query<{ load_number: string; current_lat: number; current_lng: number }>(
    'select load_number, current_lat, current_lng from tracking_trips where client_id = $1',
    [DEMO_CLIENT_ID],
  );
  return new Map(rows.map((r) => [r.load_number, `${r.current_lat},${r.current_lng}`]));
}

const count = async (sql: string) => Number((await t.db.query<{ n: string }>(sql))[0]!.n);

describe('npm run simulate against a server', () => {
  it('signs in as the demo staff, makes its key, and moves the shipments through the integration API', async () => {
    const before = await places();
    const lines: string[] = [];
    const run = await startSimulate({
      api: injectApi(t.app),
      clientId: DEMO_CLIENT_ID,
      email: 'staff@example.com',
      password: demoPassword,
      intervalMs: 20,
      maxBatches: 3,
      seed: 1,
      // A slip at every step, each at least 40 minutes: over the server's 30, so each is a change.
      settings: { tripMs: 60_000, etaSlipChance: 1, exceptionChance: 0 },
      log: (line) => lines.push(line),
    });
    await run.done;
    expect(run.trips).toBeGreaterThan(0);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^\d\d:\d\d:\d\d \d+ events taken in in \d+ ms: \d+ positions · .*ETA [+-]\d+ min/,
    );

    const after = await places();
    const moved = [...after].filter(([load, place]) => before.get(load) !== place);
    expect(moved.length).toBeGreaterThan(0);
    // The key it made, by the staff login, for the carrier events only; every batch taken in with it.
    const [key] = await t.db.query<{ scopes: string[]; calls: string }>(
      `select k.scopes, (select count(*) from integration_calls c where c.api_key_id = k.api_key_id and c.status = 200)::int as calls
         from api_keys k where k.name = 'demo simulator'`,
    );
    expect(key).toMatchObject({ scopes: ['tracking'], calls: 3 });
    // The slips became changes, and the ones of two hours or more reached the demo customer's inbox.
    expect(
      await count(`select count(*) as n from shipment_changes where kind in ('etaLater', 'etaEarlier')`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*) as n from notifications n join accounts a using (account_id) join shipment_changes c using (change_id)
          where a.email_address = 'customer@example.com' and c.kind = 'etaLater'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('without a key, refuses a server where the demo login does not sign in', async () => {
    await expect(
      startSimulate({
        api: injectApi(t.app),
        clientId: DEMO_CLIENT_ID,
        email: 'staff@example.com',
        password: 'not-the-demo-password',
        intervalMs: 20,
        log: () => {},
      }),
    ).rejects.toThrow(/signing in as staff@example.com failed \(401\): this is not the demo server/);
  });
});

describe('DEMO_LIVE=1', () => {
  it('runs the simulator in the server once it listens, and stops it when it closes', async () => {
    const tripEvents = () =>
      count(`select count(*) as n from tracking_events where event_id like 'demo-sim-%'`);
    const app = await buildApp({
      db: t.db,
      config: loadConfig({ DEMO_LIVE: '1' }),
      logger: false,
      staticDir: null,
      demoLiveIntervalMs: 50,
    });
    const before = await tripEvents();
    await app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 100 && (await tripEvents()) === before; i++) await sleep(50);
    expect(await tripEvents()).toBeGreaterThan(before);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await app.close();
    const closed = await tripEvents();
    await sleep(200);
    // Nothing sent, and nothing tried: the simulator stopped with the server.
    expect(await tripEvents()).toBe(closed);
    expect(log.mock.calls.filter(([line]) => String(line).startsWith('DEMO_LIVE'))).toEqual([]);
    // Its key, made at the start, is revoked at the close.
    const [key] = await t.db.query<{ revoked: boolean }>(
      `select revoked_at is not null as revoked from api_keys where name = 'demo simulator (DEMO_LIVE)'`,
    );
    expect(key).toEqual({ revoked: true });
    log.mockRestore();
  });
});
