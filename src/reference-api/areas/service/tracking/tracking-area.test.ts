import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STOP_KINDS,
  type TrackAndTraceHistory,
  type TrackAndTraceInfo,
} from '../../../../core/api/contract/tracking.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../../../db/seed/service-seed.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

process.env.TRACKING_HISTORY_DELAY_MS = '0';

let t: TestApp;
let customer: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = { authorization: `Bearer ${(await t.login('customer@example.com')).accessToken}` };
  agent = { authorization: `Bearer ${(await t.login('agent@example.com')).accessToken}` };
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/customerportal/TrackAndTrace/${url}`, headers });

function expectInTimeOrder(history: TrackAndTraceHistory) {
  const times = history.positions.map((p) => Date.parse(p.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
}

describe('road track & trace', () => {
  it('given the demo load, it shows a load in transit from the mill to the customer', async () => {
    const response = await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, customer);
    expect(response.statusCode).toBe(200);
    const info: TrackAndTraceInfo = response.json();
    expect(info.loadnr).toBe(DEMO_ROAD_LOAD_NUMBER);
    expect(info.containernr).toBeNull();
    expect(info.ordernr).not.toBe('');
    expect(['loadedInTransit', 'arrived', 'departed']).toContain(info.status);
    expect(info.stops[0]).toMatchObject({ kind: 'origin', visitStatus: 'Visited' });
    expect(info.stops.at(-1)).toMatchObject({ kind: 'delivery', visitStatus: 'ToVisit', actualAt: null });
    expect(info.currentlocation.lat).toBeGreaterThan(45);
    expect(Date.parse(info.estimatedarrival)).toBeGreaterThan(Date.parse(info.stops[0]!.actualAt!));
  });

  it('given the demo load, its history runs from the mill to where the truck is now, in time order', async () => {
    const response = await get(
      `GetTruckloadTrackAndTraceInfoHistory?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
      customer,
    );
    expect(response.statusCode).toBe(200);
    const history: TrackAndTraceHistory = response.json();
    const info: TrackAndTraceInfo = (
      await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, customer)
    ).json();
    expect(history.positions.length).toBeGreaterThan(1);
    expect(history.positions[0]).toMatchObject({ lat: info.stops[0]!.lat, lng: info.stops[0]!.lng });
    expectInTimeOrder(history);
    expect(Date.parse(history.positions.at(-1)!.at)).toBeLessThanOrEqual(Date.now());
  });

  it('given an unknown load number, it answers 404 with a translated title', async () => {
    const response = await get('GetTruckloadTrackAndTraceInfo?loadNumber=L0000-00000', {
      ...customer,
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('Für L0000-00000 wurden keine Sendungsverfolgungsdaten gefunden');
  });

  it("given another client's load, it answers the same 404 as an unknown one", async () => {
    const [other] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1002 and transport_type = 'Road' limit 1",
    );
    const response = await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${other!.load_number}`, customer);
    expect(response.statusCode).toBe(404);
    const history = await get(
      `GetTruckloadTrackAndTraceInfoHistory?loadNumber=${other!.load_number}`,
      customer,
    );
    expect(history.statusCode).toBe(404);
  });

  it("given an agent, it shows its clients' loads but not the demo customer's", async () => {
    const [own] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1003 and transport_type = 'Road' limit 1",
    );
    expect(
      (await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}`, agent)).statusCode,
    ).toBe(200);
    const scoped = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}&clientId=1003`,
      agent,
    );
    expect(scoped.statusCode).toBe(200);
    const wrongClient = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}&clientId=1002`,
      agent,
    );
    expect(wrongClient.statusCode).toBe(404);
    expect(
      (await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, agent)).statusCode,
    ).toBe(404);
    const foreign = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}&clientId=1001`,
      agent,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('without a token, it answers 401', async () => {
    expect(
      (await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, {})).statusCode,
    ).toBe(401);
  });
});

describe('ocean track & trace (Hellmann)', () => {
  it('given the demo container, it shows a container in transit through ports', async () => {
    const response = await get(
      `GetHellmannTrackAndTraceInfo?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER}`,
      customer,
    );
    expect(response.statusCode).toBe(200);
    const info: TrackAndTraceInfo = response.json();
    expect(info.containernr).toBe(DEMO_OCEAN_CONTAINER_NUMBER);
    expect(info.carrier).toBe('hellmann');
    expect(info.transportType).toBe('Ocean');
    expect(['preparing', 'delivered']).not.toContain(info.status);
    const kinds = info.stops.map((s) => s.kind);
    expect(kinds[0]).toBe('origin');
    expect(kinds[1]).toBe('loadingPort');
    expect(kinds.at(-2)).toBe('dischargePort');
    expect(kinds.at(-1)).toBe('delivery');
  });

  it('given the demo container, its history follows the sea lanes in time order', async () => {
    const response = await get(
      `GetHellmannTrackAndTraceInfoHistory?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER.toLowerCase()}`,
      customer,
    );
    expect(response.statusCode).toBe(200);
    const history: TrackAndTraceHistory = response.json();
    expect(history.containernr).toBe(DEMO_OCEAN_CONTAINER_NUMBER);
    expect(history.positions.length).toBeGreaterThan(1);
    expectInTimeOrder(history);
  });

  it('given a load number instead of a container number, it answers 404', async () => {
    const response = await get(
      `GetHellmannTrackAndTraceInfo?containerNumber=${DEMO_ROAD_LOAD_NUMBER}`,
      customer,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('seeded tracking data', () => {
  it('has stops of every kind, both visited and to visit, and delivered ocean trips of a few hundred positions', async () => {
    const rows = await t.db.query<{ kind: string; visit_status: string }>(
      'select distinct kind, visit_status from tracking_stops',
    );
    for (const kind of STOP_KINDS) {
      expect(rows.filter((r) => r.kind === kind).map((r) => r.visit_status)).toContain('Visited');
    }
    expect(rows.filter((r) => r.visit_status === 'ToVisit').length).toBeGreaterThan(3);
    const [ocean] = await t.db.query<{ n: number }>(
      "select min(jsonb_array_length(positions))::int as n from tracking_trips where transport_type = 'Ocean' and status = 'delivered'",
    );
    expect(ocean!.n).toBeGreaterThanOrEqual(200);
  });
});
