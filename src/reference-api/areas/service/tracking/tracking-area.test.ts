import { describe, expect, it } from 'vitest';
import {
  STOP_KINDS,
  type TrackAndTraceHistory,
  type TrackAndTraceInfo,
} from '../../../../core/api/contract/tracking.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../../../db/seed/service-seed.ts';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

process.env.TRACKING_HISTORY_DELAY_MS = '0';

const t = testAppPerFile({
  logins: { customer: 'customer@example.com', agent: 'agent@example.com', staff: 'staff@example.com' },
});
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/customerportal/TrackAndTrace/${url}`, headers });

function expectInTimeOrder(history: TrackAndTraceHistory) {
  const times = history.positions.map((p) => Date.parse(p.at));
  expect(times).toEqual([...times].sort((a, b) => a - b));
}

describe('road track & trace', () => {
  it('given the demo load, it shows a load in transit from the mill to the customer', async () => {
    const response = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
      bearer('customer'),
    );
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
      bearer('customer'),
    );
    expect(response.statusCode).toBe(200);
    const history: TrackAndTraceHistory = response.json();
    const info: TrackAndTraceInfo = (
      await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('customer'))
    ).json();
    expect(history.positions.length).toBeGreaterThan(1);
    expect(history.positions[0]).toMatchObject({ lat: info.stops[0]!.lat, lng: info.stops[0]!.lng });
    expectInTimeOrder(history);
    expect(Date.parse(history.positions.at(-1)!.at)).toBeLessThanOrEqual(Date.now());
  });

  it('given an unknown load number, it answers 404 with a translated title', async () => {
    const response = await get('GetTruckloadTrackAndTraceInfo?loadNumber=L0000-00000', {
      ...bearer('customer'),
      'accept-language': 'de',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().title).toBe('Für L0000-00000 wurden keine Sendungsverfolgungsdaten gefunden');
  });

  it("given another client's load, it answers the same 404 as an unknown one", async () => {
    const [other] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1002 and transport_type = 'Road' limit 1",
    );
    const response = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${other!.load_number}`,
      bearer('customer'),
    );
    expect(response.statusCode).toBe(404);
    const history = await get(
      `GetTruckloadTrackAndTraceInfoHistory?loadNumber=${other!.load_number}`,
      bearer('customer'),
    );
    expect(history.statusCode).toBe(404);
  });

  it("given an agent, it shows its clients' loads but not the demo customer's", async () => {
    const [own] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1003 and transport_type = 'Road' limit 1",
    );
    expect(
      (await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}`, bearer('agent'))).statusCode,
    ).toBe(200);
    const scoped = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}&clientId=1003`,
      bearer('agent'),
    );
    expect(scoped.statusCode).toBe(200);
    const wrongClient = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${own!.load_number}&clientId=1002`,
      bearer('agent'),
    );
    expect(wrongClient.statusCode).toBe(404);
    expect(
      (await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('agent')))
        .statusCode,
    ).toBe(404);
    const foreign = await get(
      `GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}&clientId=1001`,
      bearer('agent'),
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
      bearer('customer'),
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
      bearer('customer'),
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
      bearer('customer'),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('planned route', () => {
  /** Points every ~20 km along a route, so a straight segment across land is caught too. */
  function alongRoute(route: readonly { lat: number; lng: number }[]) {
    const points: { lat: number; lng: number }[] = [];
    for (let i = 1; i < route.length; i++) {
      const a = route[i - 1]!;
      const b = route[i]!;
      const steps = Math.max(1, Math.ceil(Math.hypot(b.lat - a.lat, b.lng - a.lng) / 0.2));
      for (let s = 0; s < steps; s++) {
        points.push({
          lat: a.lat + ((b.lat - a.lat) * s) / steps,
          lng: a.lng + ((b.lng - a.lng) * s) / steps,
        });
      }
    }
    return points;
  }

  it('given an ocean container to Asia, its route sails through the Suez Canal and the Red Sea, not across Arabia', async () => {
    const [trip] = await t.db.query<{ container_number: string; client_id: number }>(
      `select t.container_number, t.client_id from tracking_trips t
         join tracking_stops s on s.delivery_id = t.delivery_id and s.kind = 'delivery'
        where t.transport_type = 'Ocean' and t.client_id = 1001 and s.lng > 95
        order by t.delivery_id limit 1`,
    );
    const response = await get(
      `GetHellmannTrackAndTraceInfo?containerNumber=${trip!.container_number}`,
      bearer('customer'),
    );
    expect(response.statusCode).toBe(200);
    const route = (response.json() as TrackAndTraceInfo).route!;
    expect(route.length).toBeGreaterThan(20);
    expect(route.length).toBeLessThanOrEqual(300);
    const suezCanal = (p: { lat: number; lng: number }) =>
      p.lat > 29.5 && p.lat < 31.5 && p.lng > 32 && p.lng < 33;
    expect(route.some(suezCanal)).toBe(true);
    const redSea = (p: { lat: number; lng: number }) =>
      p.lat > 13 && p.lat < 27.5 && p.lng > 34 && p.lng < 42;
    expect(route.some(redSea)).toBe(true);
    // Saudi Arabia's interior east of the Red Sea, and Sinai–Jordan north of it.
    const arabia = (p: { lat: number; lng: number }) =>
      (p.lat > 18 && p.lat < 29 && p.lng > 41 && p.lng < 55) ||
      (p.lat > 28.5 && p.lat < 33 && p.lng > 34.6 && p.lng < 40);
    expect(alongRoute(route).filter(arabia)).toEqual([]);
  });

  it('given every seeded trip, its route starts at the origin stop and ends at the delivery stop', async () => {
    const trips = await t.db.query<{
      route: [number, number][] | null;
      first: { lat: number; lng: number };
      last: { lat: number; lng: number };
    }>(
      `select t.route,
              (select jsonb_build_object('lat', lat, 'lng', lng) from tracking_stops s
                where s.delivery_id = t.delivery_id order by seq limit 1) as first,
              (select jsonb_build_object('lat', lat, 'lng', lng) from tracking_stops s
                where s.delivery_id = t.delivery_id order by seq desc limit 1) as last
         from tracking_trips t`,
    );
    expect(trips.length).toBeGreaterThan(10);
    for (const trip of trips) {
      const route = trip.route!;
      expect(route.length).toBeGreaterThan(2);
      expect(route[0]![0]).toBeCloseTo(trip.first.lat, 4);
      expect(route[0]![1]).toBeCloseTo(trip.first.lng, 4);
      expect(route.at(-1)![0]).toBeCloseTo(trip.last.lat, 4);
      expect(route.at(-1)![1]).toBeCloseTo(trip.last.lng, 4);
    }
  });

  it('given the demo load, its info answers the route from the mill to the customer', async () => {
    const info: TrackAndTraceInfo = (
      await get(`GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('customer'))
    ).json();
    expect(info.route!.length).toBeGreaterThan(info.stops.length);
    expect(info.route![0]!.lat).toBeCloseTo(info.stops[0]!.lat, 4);
    expect(info.route!.at(-1)!.lng).toBeCloseTo(info.stops.at(-1)!.lng, 4);
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

describe('the client of a tracking link', () => {
  const clientName = async (clientId: number) =>
    (
      await t.db.query<{ display_name: string }>('select display_name from clients where client_id = $1', [
        clientId,
      ])
    )[0]!.display_name;

  it('given staff and the demo load or container, it names the client whose shipment it is', async () => {
    const road = await get(`GetTrackAndTraceClient?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('staff'));
    expect(road.statusCode).toBe(200);
    expect(road.json()).toEqual({ clientId: 1001, displayName: await clientName(1001) });
    const ocean = await get(
      `GetTrackAndTraceClient?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER}`,
      bearer('staff'),
    );
    expect(ocean.statusCode).toBe(200);
    expect(ocean.json().clientId).toBe(1001);
  });

  it("given an agent, it names its own clients' loads, and a load of a client outside its list is as unknown as none", async () => {
    const [own] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1003 and transport_type = 'Road' limit 1",
    );
    const mine = await get(`GetTrackAndTraceClient?loadNumber=${own!.load_number}`, bearer('agent'));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ clientId: 1003, displayName: await clientName(1003) });
    const foreign = await get(`GetTrackAndTraceClient?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('agent'));
    const unknown = await get('GetTrackAndTraceClient?loadNumber=L0000-00000', bearer('agent'));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().title).toBe(unknown.json().title.replace('L0000-00000', DEMO_ROAD_LOAD_NUMBER));
    expect(JSON.stringify(foreign.json())).not.toContain(await clientName(1001));
    const foreignOcean = await get(
      `GetTrackAndTraceClient?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER}`,
      bearer('agent'),
    );
    expect(foreignOcean.statusCode).toBe(404);
  });

  it('given a customer, it answers for their own loads only, and a number is needed', async () => {
    const [other] = await t.db.query<{ load_number: string }>(
      "select load_number from tracking_trips where client_id = 1002 and transport_type = 'Road' limit 1",
    );
    expect(
      (await get(`GetTrackAndTraceClient?loadNumber=${other!.load_number}`, bearer('customer'))).statusCode,
    ).toBe(404);
    expect(
      (await get(`GetTrackAndTraceClient?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`, bearer('customer'))).json()
        .clientId,
    ).toBe(1001);
    expect((await get('GetTrackAndTraceClient', bearer('staff'))).statusCode).toBe(400);
  });
});
