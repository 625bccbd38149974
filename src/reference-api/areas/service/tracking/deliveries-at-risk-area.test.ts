import { describe, expect, it } from 'vitest';
import type { DeliveryAtRisk } from '../../../../core/api/contract/deliveries-at-risk.ts';
import {
  DEMO_OCEAN_CONTAINER_NUMBER,
  DEMO_OCEAN_LOAD_NUMBER,
  DEMO_ROAD_LOAD_NUMBER,
} from '../../../db/seed/service-seed.ts';
import { integrationCalls } from '../../../integration/integration-test-kit.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  logins: {
    customer: 'customer@example.com',
    other: 'muller@example.com',
    agent: 'agent@example.com',
    staff: 'staff@example.com',
  },
});
const call = integrationCalls(t);
const CLIENT = 1001;
const HOUR = 3_600_000;

async function atRisk(login: keyof typeof t.tokens, clientId?: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/customerportal/TrackAndTrace/GetDeliveriesAtRisk${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${t.tokens[login]}` },
  });
  return {
    status: response.statusCode,
    rows: response.statusCode === 200 ? (response.json() as DeliveryAtRisk[]) : [],
  };
}

/** The planned delivery of the trip of this load. */
async function plannedDelivery(loadNumber: string) {
  const [row] = await t.db.query<{ planned_at: Date; delivery_id: number }>(
    `select s.planned_at, t.delivery_id from tracking_trips t join tracking_stops s using (delivery_id)
      where t.load_number = $1 and s.kind = 'delivery'`,
    [loadNumber],
  );
  return row!;
}

describe('GetDeliveriesAtRisk', () => {
  it('answers nothing while every delivery is on time (the demo as seeded)', async () => {
    expect((await atRisk('customer')).rows).toEqual([]);
  });

  it('lists the exception first, then the late load by how late, then the silent one', async () => {
    const road = await plannedDelivery(DEMO_ROAD_LOAD_NUMBER);
    const etaAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const exceptionAt = new Date(Date.now() - 10 * 60_000).toISOString();
    const answer = await call('POST', 'TrackingEvents', [
      {
        eventId: 'risk-eta',
        clientId: CLIENT,
        loadNumber: DEMO_ROAD_LOAD_NUMBER,
        kind: 'eta',
        at: etaAt,
        estimatedArrival: new Date(road.planned_at.getTime() + 3 * HOUR).toISOString(),
      },
      {
        eventId: 'risk-exception',
        clientId: CLIENT,
        carrier: 'hellmann',
        containerNumber: DEMO_OCEAN_CONTAINER_NUMBER,
        kind: 'status',
        at: exceptionAt,
        status: 'exception',
      },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    // Another trip of the client, under way, without a position for 13 hours.
    const [quiet] = await t.db.query<{ delivery_id: number }>(
      `update tracking_trips set position_at = now() - interval '13 hours'
        where delivery_id = (select delivery_id from tracking_trips
                              where client_id = $1 and status = 'loadedInTransit' and load_number <> $2
                              order by delivery_id limit 1)
        returning delivery_id`,
      [CLIENT, DEMO_ROAD_LOAD_NUMBER],
    );

    const { rows } = await atRisk('customer');
    expect(rows.map((r) => [r.reason, r.loadnr])).toEqual([
      ['exception', DEMO_OCEAN_LOAD_NUMBER],
      ['late', DEMO_ROAD_LOAD_NUMBER],
      ['silent', expect.any(String)],
    ]);
    expect(rows[0]).toMatchObject({ containernr: DEMO_OCEAN_CONTAINER_NUMBER, since: exceptionAt });
    expect(rows[1]).toMatchObject({
      reasons: ['late'],
      minutesLate: 180,
      since: etaAt,
      plannedDelivery: road.planned_at.toISOString(),
      estimatedArrival: new Date(road.planned_at.getTime() + 3 * HOUR).toISOString(),
    });
    expect(rows[2]).toMatchObject({ deliveryId: quiet!.delivery_id, reasons: ['silent'] });
    expect(Date.now() - Date.parse(rows[2]!.since!)).toBeGreaterThan(13 * HOUR - 60_000);
  });

  it('is late by more than the login’s own threshold', async () => {
    await t.db.query(
      `insert into alert_subscriptions (account_id, kinds, eta_minutes, shipments, inbox, email, digest_hour, time_zone)
       select account_id, '{etaLater}', 240, 'all', true, 'off', 7, 'Europe/Amsterdam' from accounts
        where email_address = 'customer@example.com'`,
    );
    expect((await atRisk('customer')).rows.map((r) => r.reason)).toEqual(['exception', 'silent']);
    await t.db.query(
      `delete from alert_subscriptions where account_id = (select account_id from accounts where email_address = 'customer@example.com')`,
    );
  });

  it('shows staff the client they choose, and nobody another client’s shipments', async () => {
    const customer = (await atRisk('customer')).rows.map((r) => r.deliveryId);
    expect((await atRisk('staff', CLIENT)).rows.map((r) => r.deliveryId)).toEqual(customer);
    const other = await atRisk('other');
    expect(other.status).toBe(200);
    expect(other.rows.filter((r) => customer.includes(r.deliveryId))).toEqual([]);
    // Naming a client it may not see: refused, like every call of the client's data.
    expect((await atRisk('other', CLIENT)).status).toBe(403);
    expect((await atRisk('agent', CLIENT)).status).toBe(403);
    expect((await atRisk('agent', 1004)).status).toBe(200);
  });
});
