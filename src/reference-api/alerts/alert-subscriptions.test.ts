import { beforeAll, describe, expect, it } from 'vitest';
import { demoLoginToken } from '../db/seed/accounts-seed.ts';
import {
  DEMO_OCEAN_CONTAINER_NUMBER,
  DEMO_OCEAN_LOAD_NUMBER,
  DEMO_ROAD_LOAD_NUMBER,
} from '../db/seed/service-seed.ts';
import { integrationCalls } from '../integration/integration-test-kit.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';

const t = testAppPerFile({
  logins: {
    customer: 'customer@example.com',
    other: 'muller@example.com',
    staff: 'staff@example.com',
    agent: 'agent@example.com',
  },
});

/** The demo customer's client. */
const CLIENT = 1001;
const send = integrationCalls(t);
let sent = 0;

const api = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/customerportal/Alerts/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });

const subscription = {
  kinds: ['etaLater', 'delivered', 'exception'],
  etaMinutes: 120,
  shipments: 'all',
  inbox: true,
  email: 'off',
  digestHour: 7,
  timeZone: 'Europe/Amsterdam',
};

/** Posts carrier events for a load of the demo client, each with an id of its own. */
async function events(loadNumber: string, ...items: Record<string, unknown>[]) {
  const answer = await send(
    'POST',
    'TrackingEvents',
    items.map((item) => ({ eventId: `subs-${++sent}`, clientId: CLIENT, loadNumber, ...item })),
  );
  expect(answer.statusCode, answer.body.slice(0, 400)).toBe(200);
}

/** An ETA later by `hours` than the trip's current one. */
async function slip(loadNumber: string, hours: number) {
  const [trip] = await t.db.query<{ estimated_arrival: Date }>(
    'select estimated_arrival from tracking_trips where load_number = $1',
    [loadNumber],
  );
  const later = new Date(trip!.estimated_arrival.getTime() + hours * 3_600_000).toISOString();
  await events(loadNumber, { kind: 'eta', at: new Date().toISOString(), estimatedArrival: later });
}

/** The inbox entries of a login, as `kind load`, oldest first. */
async function inbox(email: string) {
  const rows = await t.db.query<{ kind: string; load_number: string }>(
    `select c.kind, tt.load_number from notifications n join accounts a using (account_id)
       join shipment_changes c using (change_id) join tracking_trips tt on tt.delivery_id = c.delivery_id
      where a.email_address = $1 order by c.change_id`,
    [email],
  );
  return rows.map((r) => `${r.kind} ${r.load_number}`);
}

describe('a login’s subscription', () => {
  it('given none saved, answers the defaults, in the browser’s time zone when it names a real one', async () => {
    const customer = await api(t.tokens.customer, 'GET', 'GetSubscription?timeZone=Asia%2FShanghai');
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual({
      ...subscription,
      timeZone: 'Asia/Shanghai',
      saved: false,
      minimumEtaMinutes: 30,
    });
    const unknownZone = await api(t.tokens.customer, 'GET', 'GetSubscription?timeZone=Mars%2FBase');
    expect(unknownZone.json().timeZone).toBe('Europe/Amsterdam');
    // Staff see every client: by default only what they follow.
    const staff = await api(t.tokens.staff, 'GET', 'GetSubscription');
    expect(staff.json()).toMatchObject({ shipments: 'followed', timeZone: 'Europe/Amsterdam', saved: false });
  });

  it('refuses a choice outside the rules, each under its field, and stores nothing', async () => {
    const refused = async (change: object, field: string) => {
      const answer = await api(t.tokens.agent, 'POST', 'SetSubscription', { ...subscription, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(answer.json().errors), JSON.stringify(change)).toContain(field);
    };
    await refused({ kinds: ['etaLater', 'weather'] }, 'kinds.1');
    await refused({ etaMinutes: 10 }, 'etaMinutes');
    await refused({ etaMinutes: 10_081 }, 'etaMinutes');
    // Allowed by the contract, but less than the server records (ALERT_ETA_MINUTES, 30).
    await refused({ etaMinutes: 20 }, 'etaMinutes');
    await refused({ shipments: 'some' }, 'shipments');
    await refused({ inbox: 'yes' }, 'inbox');
    await refused({ email: 'weekly' }, 'email');
    await refused({ digestHour: 24 }, 'digestHour');
    await refused({ timeZone: 'Mars/Base' }, 'timeZone');
    await refused({ timeZone: '+01:00' }, 'timeZone');
    expect((await api(t.tokens.agent, 'GET', 'GetSubscription')).json().saved).toBe(false);
  });

  it('keeps what was saved, the time zone by its IANA name', async () => {
    const chosen = {
      ...subscription,
      kinds: ['departed', 'etaLater', 'departed'],
      etaMinutes: 60,
      email: 'digest',
      digestHour: 18,
      timeZone: 'europe/berlin',
    };
    expect((await api(t.tokens.agent, 'POST', 'SetSubscription', chosen)).statusCode).toBe(204);
    expect((await api(t.tokens.agent, 'GET', 'GetSubscription?timeZone=Asia%2FShanghai')).json()).toEqual({
      ...chosen,
      kinds: ['departed', 'etaLater'],
      timeZone: 'Europe/Berlin',
      saved: true,
      minimumEtaMinutes: 30,
    });
  });

  it('is not for a login-link session (the partner web’s)', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/LoginWithToken',
      payload: { token: demoLoginToken },
    });
    const token = login.json().accessToken;
    expect((await api(token, 'GET', 'GetSubscription')).statusCode).toBe(403);
    expect(
      (await api(token, 'POST', 'FollowShipment', { loadNumber: DEMO_ROAD_LOAD_NUMBER })).statusCode,
    ).toBe(403);
  });
});

describe('following a shipment', () => {
  it('follows and unfollows a shipment the login may see, by load or by container', async () => {
    const road = { loadNumber: DEMO_ROAD_LOAD_NUMBER };
    const ocean = { containerNumber: DEMO_OCEAN_CONTAINER_NUMBER };
    const followed = async (shipment: Record<string, string>) =>
      (await api(t.tokens.customer, 'GET', `GetFollow?${new URLSearchParams(shipment)}`)).json().followed;
    expect(await followed(road)).toBe(false);
    expect((await api(t.tokens.customer, 'POST', 'FollowShipment', road)).statusCode).toBe(204);
    expect((await api(t.tokens.customer, 'POST', 'FollowShipment', road)).statusCode).toBe(204);
    expect(await followed(road)).toBe(true);
    expect(await followed(ocean)).toBe(false);
    expect((await api(t.tokens.customer, 'POST', 'FollowShipment', ocean)).statusCode).toBe(204);
    expect((await api(t.tokens.customer, 'POST', 'UnfollowShipment', ocean)).statusCode).toBe(204);
    expect(await followed(ocean)).toBe(false);
    expect(await followed(road)).toBe(true);
  });

  it('answers another client’s shipment as the tracking calls do: 404, as an unknown one', async () => {
    const theirs = await api(t.tokens.other, 'POST', 'FollowShipment', { loadNumber: DEMO_ROAD_LOAD_NUMBER });
    const unknown = await api(t.tokens.other, 'POST', 'FollowShipment', { loadNumber: 'L0000-00000' });
    const tracking = await t.app.inject({
      method: 'GET',
      url: `/customerportal/TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`,
      headers: { authorization: `Bearer ${t.tokens.other}`, 'accept-language': 'en' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(tracking.statusCode).toBe(404);
    const theirsQuery = await api(t.tokens.other, 'GET', `GetFollow?loadNumber=${DEMO_ROAD_LOAD_NUMBER}`);
    expect(theirsQuery.statusCode).toBe(404);
    // Naming another client outright is the tracking calls' 403.
    const named = await api(t.tokens.other, 'POST', 'FollowShipment', {
      loadNumber: DEMO_ROAD_LOAD_NUMBER,
      clientId: CLIENT,
    });
    expect(named.statusCode).toBe(403);
  });

  it('wants one shipment: a load or a container', async () => {
    const none = await api(t.tokens.customer, 'POST', 'FollowShipment', {});
    const both = await api(t.tokens.customer, 'POST', 'FollowShipment', {
      loadNumber: DEMO_ROAD_LOAD_NUMBER,
      containerNumber: DEMO_OCEAN_CONTAINER_NUMBER,
    });
    expect(none.statusCode).toBe(400);
    expect(both.statusCode).toBe(400);
  });
});

describe('the subscription steers the inbox', () => {
  beforeAll(async () => {
    // Start from nothing followed: the tests above followed the road load.
    await t.db.query('delete from followed_shipments');
  });

  it('a login that opted out of deliveries gets none; one with the defaults does', async () => {
    await api(t.tokens.customer, 'POST', 'SetSubscription', { ...subscription, kinds: ['etaLater'] });
    await api(t.tokens.staff, 'POST', 'SetSubscription', { ...subscription, shipments: 'all' });
    await events(DEMO_ROAD_LOAD_NUMBER, {
      kind: 'status',
      at: new Date().toISOString(),
      status: 'delivered',
    });
    expect(await inbox('customer@example.com')).toEqual([]);
    expect(await inbox('staff@example.com')).toEqual([`delivered ${DEMO_ROAD_LOAD_NUMBER}`]);
  });

  it('followed only: the changes of followed shipments, not of the others', async () => {
    await api(t.tokens.customer, 'POST', 'SetSubscription', {
      ...subscription,
      kinds: ['exception'],
      shipments: 'followed',
    });
    await api(t.tokens.customer, 'POST', 'FollowShipment', { containerNumber: DEMO_OCEAN_CONTAINER_NUMBER });
    const at = new Date().toISOString();
    await events(DEMO_ROAD_LOAD_NUMBER, { kind: 'status', at, status: 'exception' });
    await events(DEMO_OCEAN_LOAD_NUMBER, { kind: 'status', at, status: 'exception' });
    expect(await inbox('customer@example.com')).toEqual([`exception ${DEMO_OCEAN_LOAD_NUMBER}`]);
  });

  it('a threshold of 4 hours keeps a 3-hour slip out of the inbox, and lets a 5-hour one in', async () => {
    await api(t.tokens.customer, 'POST', 'SetSubscription', { ...subscription, etaMinutes: 240 });
    const before = await inbox('customer@example.com');
    await slip(DEMO_OCEAN_LOAD_NUMBER, 3);
    expect(await inbox('customer@example.com')).toEqual(before);
    // The other client's login hears of neither.
    expect(await inbox('muller@example.com')).toEqual([]);
    await slip(DEMO_OCEAN_LOAD_NUMBER, 5);
    expect(await inbox('customer@example.com')).toEqual([...before, `etaLater ${DEMO_OCEAN_LOAD_NUMBER}`]);
  });
});
