import { describe, expect, it } from 'vitest';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { integrationCalls } from '../integration/integration-test-kit.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { SilentShipments } from './silent-shipments.ts';

const t = testAppPerFile();
const call = integrationCalls(t);
const HOUR = 3_600_000;

/** The silence check at `now` with the default 12 hours. */
const watchAt = (now: Date) =>
  new SilentShipments({ db: t.db, silentHours: 12, intervalMs: HOUR, now: () => now });

async function roadTrip() {
  const [row] = await t.db.query<{ delivery_id: number }>(
    'select delivery_id from tracking_trips where load_number = $1',
    [DEMO_ROAD_LOAD_NUMBER],
  );
  return row!.delivery_id;
}

/** The silent changes of the demo road load, oldest first. */
async function silences() {
  return t.db.query<{ subject: string; details: { lastPositionAt: string }; happened_at: Date }>(
    `select subject, details, happened_at from shipment_changes where delivery_id = $1 and kind = 'silent'
      order by change_id`,
    [await roadTrip()],
  );
}

describe('silent shipments', () => {
  it('a trip under way without a position for 12 hours is silent once, and again after a new position and silence', async () => {
    const now = new Date();
    const lastPosition = new Date(now.getTime() - 13 * HOUR);
    await t.db.query(
      `update tracking_trips set status = 'loadedInTransit', position_at = $2 where delivery_id = $1`,
      [await roadTrip(), lastPosition],
    );
    expect(await watchAt(now).tick()).toBeGreaterThanOrEqual(1);
    expect(await silences()).toEqual([
      {
        subject: lastPosition.toISOString(),
        details: { lastPositionAt: lastPosition.toISOString() },
        happened_at: new Date(lastPosition.getTime() + 12 * HOUR),
      },
    ]);
    // The next look, from this instance or another at once: still one silence.
    await Promise.all([watchAt(now).tick(), watchAt(now).tick()]);
    expect(await silences()).toHaveLength(1);

    // A new position: not silent; then 12 more hours without one: silent again, once.
    const fresh = new Date(now.getTime() - HOUR);
    const answer = await call('POST', 'TrackingEvents', [
      {
        eventId: 'silence-position',
        clientId: 1001,
        loadNumber: DEMO_ROAD_LOAD_NUMBER,
        kind: 'position',
        at: fresh.toISOString(),
        lat: 52.2,
        lng: 5.3,
      },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    await watchAt(now).tick();
    expect(await silences()).toHaveLength(1);
    const later = new Date(now.getTime() + 12 * HOUR);
    await watchAt(later).tick();
    await watchAt(later).tick();
    expect((await silences()).map((s) => s.subject)).toEqual([
      lastPosition.toISOString(),
      fresh.toISOString(),
    ]);
  });

  it('a trip not under way is never silent: before loading, or delivered', async () => {
    const id = await roadTrip();
    const old = new Date(Date.now() - 48 * HOUR);
    const before = (await silences()).length;
    for (const status of ['loadingPlanned', 'delivered']) {
      await t.db.query('update tracking_trips set status = $2, position_at = $3 where delivery_id = $1', [
        id,
        status,
        old,
      ]);
      await watchAt(new Date()).tick();
    }
    expect(await silences()).toHaveLength(before);
  });
});
