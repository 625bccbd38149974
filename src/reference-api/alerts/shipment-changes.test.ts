import { describe, expect, it } from 'vitest';
import { DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { demoLoadEvents, integrationCalls } from '../integration/integration-test-kit.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const t = testAppPerFile({
  logins: { customer: 'customer@example.com', other: 'muller@example.com', staff: 'staff@example.com' },
});

/** The demo customer's client. */
const CLIENT = 1001;
const call = integrationCalls(t);
/** Posts carrier events for the demo road load, each with an id of its own. */
const events = demoLoadEvents(t, 'alert');

async function trip() {
  const [row] = await t.db.query<{ delivery_id: number; estimated_arrival: Date }>(
    'select delivery_id, estimated_arrival from tracking_trips where load_number = $1',
    [DEMO_ROAD_LOAD_NUMBER],
  );
  return row!;
}

/** The changes of the demo road load, oldest first. */
async function changes() {
  const { delivery_id } = await trip();
  return t.db.query<{ change_id: string; kind: string; details: Record<string, unknown> }>(
    'select change_id, kind, details from shipment_changes where delivery_id = $1 order by change_id',
    [delivery_id],
  );
}

/** The inbox entries of a login, as change kinds, oldest first. */
async function inbox(email: string) {
  const rows = await t.db.query<{ kind: string }>(
    `select c.kind from notifications n join accounts a using (account_id) join shipment_changes c using (change_id)
      where a.email_address = $1 order by c.change_id`,
    [email],
  );
  return rows.map((r) => r.kind);
}

const hoursFrom = (date: Date, hours: number) => new Date(date.getTime() + hours * 3_600_000).toISOString();

describe('shipment changes from the carrier feed', () => {
  it('an ETA three hours later is one change, in the inboxes of the client’s logins only', async () => {
    const { estimated_arrival } = await trip();
    const later = hoursFrom(estimated_arrival, 3);
    const at = new Date(Date.now() - 60_000).toISOString();
    await events({ kind: 'eta', at, estimatedArrival: later });
    const [change] = await changes();
    expect(change).toMatchObject({ kind: 'etaLater', details: { minutes: 180, estimatedArrival: later } });
    expect(await inbox('customer@example.com')).toEqual(['etaLater']);
    expect(await inbox('muller@example.com')).toEqual([]);
    // Staff hear only of what they follow, unless they chose all.
    expect(await inbox('staff@example.com')).toEqual([]);

    // The same ETA again, and a smaller move than the server's threshold: nothing new.
    await events({
      kind: 'eta',
      at: new Date().toISOString(),
      estimatedArrival: hoursFrom(estimated_arrival, 3.2),
    });
    expect(await changes()).toHaveLength(1);
  });

  it('small slips add up: a change once they pass the threshold from the ETA last told', async () => {
    const before = (await changes()).length;
    const { estimated_arrival } = await trip();
    await events({
      kind: 'eta',
      at: new Date().toISOString(),
      estimatedArrival: hoursFrom(estimated_arrival, 0.4),
    });
    const added = (await changes()).slice(before);
    expect(added).toHaveLength(1);
    // 12 minutes then 24 more: 36 minutes from the ETA the first change told, over the default 30.
    expect(added[0]).toMatchObject({ kind: 'etaLater', details: { minutes: 36 } });
    // Below the customer's own default of 2 hours: recorded, but not in the inbox.
    expect(await inbox('customer@example.com')).toEqual(['etaLater']);
  });

  it('a stop left, an exception and the delivery are changes; a repeated event is not', async () => {
    const before = (await changes()).length;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const stop = { sequence: 0, kind: 'origin', name: 'Mill', lat: 52.1, lng: 5.1 };
    await events({ kind: 'stop', at: at(50), stop, visit: 'departed' });
    await events({ kind: 'stop', at: at(50), stop, visit: 'departed' });
    await events({ kind: 'status', at: at(40), status: 'exception' });
    await events({ kind: 'status', at: at(30), status: 'delivered' });
    expect((await changes()).slice(before).map((c) => c.kind)).toEqual([
      'departed',
      'exception',
      'delivered',
    ]);
    // The customer's defaults: no departures.
    expect(await inbox('customer@example.com')).toEqual(['etaLater', 'exception', 'delivered']);
  });

  it('a refused batch records nothing', async () => {
    const before = (await changes()).length;
    const answer = await call('POST', 'TrackingEvents', [
      {
        eventId: 'alert-ok',
        clientId: CLIENT,
        loadNumber: DEMO_ROAD_LOAD_NUMBER,
        kind: 'status',
        at: new Date().toISOString(),
        status: 'exception',
      },
      {
        eventId: 'alert-bad',
        clientId: CLIENT,
        loadNumber: 'NO-SUCH-LOAD',
        kind: 'status',
        at: new Date().toISOString(),
        status: 'exception',
      },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(await changes()).toHaveLength(before);
  });
});
