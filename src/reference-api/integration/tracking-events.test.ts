import { describe, expect, it } from 'vitest';
import type { TrackAndTraceHistory, TrackAndTraceInfo } from '../../core/api/contract/tracking.ts';
import { DEMO_OCEAN_CONTAINER_NUMBER, DEMO_ROAD_LOAD_NUMBER } from '../db/seed/service-seed.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createApiKey } from './api-keys.ts';

process.env.TRACKING_HISTORY_DELAY_MS = '0';

const t = testAppPerFile({
  logins: { customer: 'customer@example.com', other: 'muller@example.com', staff: 'staff@example.com' },
});

/** The demo customer's client. */
const CLIENT = 1001;
let apiKey: string | undefined;

async function post(items: unknown[]) {
  apiKey ??= (await createApiKey(t.db, { name: 'carrier', scopes: ['tracking'], createdBy: null })).apiKey;
  return t.app.inject({
    method: 'POST',
    url: '/customerportal/Integration/TrackingEvents',
    headers: { 'x-api-key': apiKey },
    payload: { items },
  });
}

async function accepted(items: unknown[]) {
  const answer = await post(items);
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
  return answer.json() as { created: number; updated: number; unchanged: number };
}

const headers = (login: keyof typeof t.tokens) => ({
  authorization: `Bearer ${t.tokens[login]}`,
  'accept-language': 'en',
});

async function info(loadNumber: string, login: keyof typeof t.tokens = 'customer') {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/customerportal/TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=${loadNumber}`,
    headers: headers(login),
  });
  return { status: answer.statusCode, body: answer.json() as TrackAndTraceInfo };
}

async function history(loadNumber: string) {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/customerportal/TrackAndTrace/GetTruckloadTrackAndTraceInfoHistory?loadNumber=${loadNumber}`,
    headers: headers('customer'),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as TrackAndTraceHistory;
}

/** Three order positions of the demo client carrying `loadNumber` (what PUT Integration/Orders stores). */
async function ordersOnLoad(loadNumber: string, orderNumber: string) {
  const [{ next }] = (await t.db.query<{ next: number }>(
    'select coalesce(max(order_id), 0) + 1 as next from orders',
  )) as [{ next: number }];
  await t.db.query(
    `insert into orders (order_id, client_id, order_number, customer_order_number, order_position, order_signature,
            product_id, sales_product_description, converting_type_description, width_mm, length_mm,
            sheets_per_pallet, amount_of_sheets, pallets, units, weight_kg, theoretical_nett_weight_kg, calloff,
            load_number, date_order, date_departure, country, address)
     select $1 + p, client_id, $2, 'PO-FEED', p, order_signature, product_id, sales_product_description,
            converting_type_description, width_mm, length_mm, sheets_per_pallet, amount_of_sheets, pallets, units,
            weight_kg, theoretical_nett_weight_kg, null, $3, date_order, date_departure, country, address
       from (select * from orders where client_id = $4 limit 1) o, generate_series(1, 3) p`,
    [next, orderNumber, loadNumber, CLIENT],
  );
}

let sequence = 0;
/** A position event of the demo client; `minutes` after a fixed start. */
const position = (loadNumber: string, minutes: number, lat: number, lng: number, extra: object = {}) => ({
  eventId: `pos-${loadNumber}-${minutes}-${++sequence}`,
  clientId: CLIENT,
  loadNumber,
  kind: 'position',
  at: at(minutes),
  lat,
  lng,
  ...extra,
});
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 6, 0) + minutes * 60_000).toISOString();

describe('POST Integration/TrackingEvents', () => {
  it('makes a shipment appear from its first event, for its client only', async () => {
    await ordersOnLoad('FEED-0001', 'SO-FEED-1');
    expect((await info('FEED-0001')).status).toBe(404);
    expect(await accepted([position('feed-0001 ', 0, 52.1, 6.0, { place: 'Eerbeek mill' })])).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    const shown = await info('FEED-0001');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      loadnr: 'FEED-0001',
      ordernr: 'SO-FEED-1',
      customerordernr: 'PO-FEED',
      transportType: 'Road',
      status: 'loadedInTransit',
      currentlocation: { name: 'Eerbeek mill', lat: 52.1, lng: 6.0 },
      stops: [
        {
          kind: 'origin',
          visitStatus: 'Visited',
          name: 'Eerbeek mill',
          lat: 52.1,
          lng: 6.0,
          actualAt: at(0),
        },
      ],
    });
    expect((await history('FEED-0001')).positions).toEqual([{ at: at(0), lat: 52.1, lng: 6.0 }]);
    expect((await info('FEED-0001', 'other')).status).toBe(404);
    expect((await info('FEED-0001', 'staff')).status).toBe(200);
  });

  it('moves the marker with each newer position and keeps the trail in time order', async () => {
    await ordersOnLoad('FEED-0002', 'SO-FEED-2');
    await accepted([position('FEED-0002', 0, 52.0, 6.0), position('FEED-0002', 30, 51.8, 6.4)]);
    expect((await info('FEED-0002')).body.currentlocation).toEqual({
      name: 'Reported position',
      lat: 51.8,
      lng: 6.4,
    });
    await accepted([position('FEED-0002', 60, 51.6, 6.8, { place: 'Emmerich' })]);
    expect((await info('FEED-0002')).body.currentlocation).toEqual({ name: 'Emmerich', lat: 51.6, lng: 6.8 });
    expect((await history('FEED-0002')).positions.map((p) => p.lat)).toEqual([52.0, 51.8, 51.6]);
    const german = await t.app.inject({
      method: 'GET',
      url: '/customerportal/TrackAndTrace/GetTruckloadTrackAndTraceInfo?loadNumber=FEED-0002',
      headers: { ...headers('customer'), 'accept-language': 'de' },
    });
    expect(german.json().stops[0].name).toBe('Erste gemeldete Position');
  });

  it('changes the ETA, the status and the stops by their events', async () => {
    await ordersOnLoad('FEED-0003', 'SO-FEED-3');
    const stop = (id: string, minutes: number, visit: string, sequence = 1) => ({
      eventId: id,
      clientId: CLIENT,
      loadNumber: 'FEED-0003',
      kind: 'stop',
      at: at(minutes),
      stop: { sequence, kind: 'delivery', name: 'Van Dijk, Zwolle', lat: 52.5, lng: 6.1, plannedAt: at(240) },
      visit,
    });
    await accepted([position('FEED-0003', 0, 52.0, 6.0), stop('s3-plan', 1, 'planned')]);
    let shown = (await info('FEED-0003')).body;
    expect(shown.stops.map((s) => [s.kind, s.visitStatus])).toEqual([
      ['origin', 'Visited'],
      ['delivery', 'ToVisit'],
    ]);
    // Without an ETA of its own, the shipment is expected when the delivery stop is planned.
    expect(shown.estimatedarrival).toBe(at(240));
    await accepted([
      {
        eventId: 'e3',
        clientId: CLIENT,
        loadNumber: 'FEED-0003',
        kind: 'eta',
        at: at(10),
        estimatedArrival: at(270),
      },
    ]);
    expect((await info('FEED-0003')).body.estimatedarrival).toBe(at(270));
    await accepted([
      {
        eventId: 'st3',
        clientId: CLIENT,
        loadNumber: 'FEED-0003',
        kind: 'status',
        at: at(265),
        status: 'arrived',
      },
      stop('s3-arrived', 265, 'arrived'),
    ]);
    shown = (await info('FEED-0003')).body;
    expect(shown.status).toBe('arrived');
    expect(shown.stops[1]).toMatchObject({
      kind: 'delivery',
      visitStatus: 'Visited',
      actualAt: at(265),
      plannedAt: at(240),
    });
    // A stop arrived at is where the load was: the current place and the trail's end.
    expect(shown.currentlocation).toEqual({ name: 'Van Dijk, Zwolle', lat: 52.5, lng: 6.1 });
  });

  it('changes nothing when the same batch comes again', async () => {
    await ordersOnLoad('FEED-0004', 'SO-FEED-4');
    const batch = [
      position('FEED-0004', 0, 52.0, 6.0),
      position('FEED-0004', 5, 52.1, 6.1),
      {
        eventId: 'e4',
        clientId: CLIENT,
        loadNumber: 'FEED-0004',
        kind: 'eta',
        at: at(5),
        estimatedArrival: at(300),
      },
      {
        eventId: 'st4',
        clientId: CLIENT,
        loadNumber: 'FEED-0004',
        kind: 'status',
        at: at(5),
        status: 'departed',
      },
    ];
    expect(await accepted(batch)).toEqual({ created: 4, updated: 0, unchanged: 0 });
    const first = (await info('FEED-0004')).body;
    const trail = await history('FEED-0004');
    // Times written another way and the numbers in another case are the same event.
    const again = batch.map((e, i) =>
      i === 0 ? { ...e, at: e.at.replace('.000Z', '+00:00'), loadNumber: 'feed-0004' } : e,
    );
    expect(await accepted(again)).toEqual({ created: 0, updated: 0, unchanged: 4 });
    expect((await info('FEED-0004')).body).toEqual(first);
    expect(await history('FEED-0004')).toEqual(trail);
    // One event twice in a batch is taken in once, however its keys are ordered.
    expect(
      await accepted([
        position('FEED-0004', 9, 52.2, 6.2, { eventId: 'twice' }),
        Object.fromEntries(
          Object.entries(position('FEED-0004', 9, 52.2, 6.2, { eventId: 'twice' })).reverse(),
        ),
      ]),
    ).toEqual({
      created: 1,
      updated: 0,
      unchanged: 1,
    });
  });

  it('never moves a shipment back in time when events come out of order', async () => {
    await ordersOnLoad('FEED-0005', 'SO-FEED-5');
    const event = (id: string, minutes: number, fields: object) => ({
      eventId: id,
      clientId: CLIENT,
      loadNumber: 'FEED-0005',
      at: at(minutes),
      ...fields,
    });
    const stop = { sequence: 1, kind: 'roadStopover', name: 'Duisburg Logport', lat: 51.4, lng: 6.7 };
    await accepted([
      position('FEED-0005', 100, 51.5, 6.9),
      event('e5-new', 100, { kind: 'eta', estimatedArrival: at(400) }),
      event('st5-new', 100, { kind: 'status', status: 'departed' }),
      event('s5-arr', 90, { kind: 'stop', stop, visit: 'arrived' }),
    ]);
    // Late: an older position, ETA and status, a stop "planned" after it was visited; and in one
    // batch, the older of two positions last.
    await accepted([
      position('FEED-0005', 120, 51.3, 7.2),
      position('FEED-0005', 50, 51.7, 6.5),
      event('e5-old', 50, { kind: 'eta', estimatedArrival: at(200) }),
      event('st5-old', 50, { kind: 'status', status: 'loadedInTransit' }),
      event('s5-plan', 40, {
        kind: 'stop',
        stop: { ...stop, name: 'Duisburg (old name)' },
        visit: 'planned',
      }),
      event('s5-dep', 95, { kind: 'stop', stop, visit: 'departed' }),
    ]);
    // A batch of only a late position.
    await accepted([position('FEED-0005', 70, 51.6, 6.7)]);
    const shown = (await info('FEED-0005')).body;
    expect(shown.currentlocation).toMatchObject({ lat: 51.3, lng: 7.2 });
    expect(shown.estimatedarrival).toBe(at(400));
    expect(shown.status).toBe('departed');
    expect(shown.stops.find((s) => s.kind === 'roadStopover')).toMatchObject({
      name: 'Duisburg Logport',
      visitStatus: 'Visited',
      actualAt: at(90),
    });
    const times = (await history('FEED-0005')).positions.map((p) => p.at);
    expect(times).toEqual([at(50), at(70), at(90), at(95), at(100), at(120)]);
  });

  it('moves a seeded trip by load number and an ocean container by carrier and number', async () => {
    await accepted([
      position(DEMO_ROAD_LOAD_NUMBER, 0, 50.9, 6.9, { place: 'Köln', at: new Date().toISOString() }),
    ]);
    expect((await info(DEMO_ROAD_LOAD_NUMBER)).body.currentlocation).toEqual({
      name: 'Köln',
      lat: 50.9,
      lng: 6.9,
    });
    await accepted([
      {
        eventId: 'ocean-1',
        clientId: CLIENT,
        carrier: 'hellmann',
        containerNumber: DEMO_OCEAN_CONTAINER_NUMBER.toLowerCase(),
        kind: 'status',
        at: new Date().toISOString(),
        status: 'discharged',
      },
    ]);
    const ocean = await t.app.inject({
      method: 'GET',
      url: `/customerportal/TrackAndTrace/GetHellmannTrackAndTraceInfo?containerNumber=${DEMO_OCEAN_CONTAINER_NUMBER}`,
      headers: headers('customer'),
    });
    expect(ocean.json().status).toBe('discharged');
  });

  it('makes a delivery without a trip appear, and keeps an ETA that came before its first place', async () => {
    const [delivery] = await t.db.query<{ load_number: string; order_number: string }>(
      `select load_number, order_number from deliveries d where client_id = $1 and transport_type = 'Road'
          and not exists (select 1 from tracking_trips t where t.delivery_id = d.delivery_id) limit 1`,
      [CLIENT],
    );
    const load = delivery!.load_number;
    const eta = {
      eventId: 'early-eta',
      clientId: CLIENT,
      loadNumber: load,
      kind: 'eta',
      at: at(1),
      estimatedArrival: at(500),
    };
    expect(await accepted([eta])).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await info(load)).status).toBe(404);
    await accepted([position(load, 2, 51.0, 5.0)]);
    expect((await info(load)).body).toMatchObject({
      ordernr: delivery!.order_number,
      estimatedarrival: at(500),
    });
  });

  it('gives a trip made from order positions its delivery once the ERP has sent it', async () => {
    await ordersOnLoad('FEED-0008', 'SO-FEED-8');
    await accepted([
      position('FEED-0008', 0, 52.0, 6.0),
      {
        eventId: 's8',
        clientId: CLIENT,
        loadNumber: 'FEED-0008',
        kind: 'stop',
        at: at(0),
        visit: 'planned',
        stop: { sequence: 1, kind: 'delivery', name: 'Zwolle', lat: 52.5, lng: 6.1 },
      },
    ]);
    const dashboard = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/customerportal/Dashboard/GetTrackAndTraceDeliveries',
          headers: headers('customer'),
        })
      ).json() as { loadNumber: string; deliveryId: number }[];
    expect((await dashboard()).some((d) => d.loadNumber === 'FEED-0008')).toBe(false);
    const [{ id }] = (await t.db.query<{ id: number }>(
      `insert into deliveries (delivery_id, client_id, order_id, load_number, container_number, carrier, transport_type,
              status, order_number, customer_order_number, order_position, sales_product_description,
              converting_type_description, width_mm, length_mm, amount_of_sheets, pallets, weight_kg,
              theoretical_nett_weight_kg, calloff, date_departure, country, address)
       select (select max(delivery_id) + 1 from deliveries), client_id, order_id, 'FEED-0008', null, null, 'Road',
              'InTransit', 'SO-FEED-8', customer_order_number, order_position, sales_product_description,
              converting_type_description, width_mm, length_mm, amount_of_sheets, pallets, weight_kg,
              theoretical_nett_weight_kg, calloff, date_departure, country, address
         from deliveries where client_id = $1 limit 1
       returning delivery_id as id`,
      [CLIENT],
    )) as [{ id: number }];
    await accepted([position('FEED-0008', 10, 52.1, 6.0)]);
    expect((await dashboard()).find((d) => d.loadNumber === 'FEED-0008')?.deliveryId).toBe(id);
    expect((await info('FEED-0008')).body.stops.map((s) => s.kind)).toEqual(['origin', 'delivery']);
    expect(
      await t.db.query('select 1 from tracking_events where delivery_id < 0 and load_number = $1', [
        'FEED-0008',
      ]),
    ).toEqual([]);
  });

  it('makes one shipment of a load when several calls bring its first events at once', async () => {
    await ordersOnLoad('FEED-0009', 'SO-FEED-9');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) => post([position('FEED-0009', i, 52 + i / 10, 6.0)])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await t.db.query(`select 1 from tracking_trips where load_number = 'FEED-0009'`)).toHaveLength(1);
    expect((await history('FEED-0009')).positions).toHaveLength(4);
  });

  it('refuses a batch with a bad record whole, naming each by index', async () => {
    await ordersOnLoad('FEED-0006', 'SO-FEED-6');
    await accepted([position('FEED-0006', 0, 52.0, 6.0, { eventId: 'kept-6' })]);
    const before = (await info('FEED-0006')).body;
    const answer = await post([
      position('FEED-0006', 10, 52.3, 6.3, { eventId: 'good-6' }),
      position('NO-SUCH-LOAD', 10, 52.3, 6.3),
      position('FEED-0006', 0, 40.0, 1.0, { eventId: 'kept-6' }),
      { eventId: 'eta-6', clientId: CLIENT, loadNumber: 'FEED-0006', kind: 'eta', at: at(10) },
      position('FEED-0006', 10, 52.3, 6.3, { clientId: 1002 }),
      { ...position('FEED-0006', 10, 52.3, 6.3), status: 'arrived' },
      { eventId: 'x', clientId: CLIENT, kind: 'status', at: at(1), status: 'arrived' },
      position('FEED-0006', 0, 52.3, 6.3, { at: new Date(Date.now() + 3_600_000).toISOString() }),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { loadNumber: [expect.any(String)] } },
      { index: 2, errors: { eventId: [expect.stringContaining('eventId')] } },
      { index: 3, errors: { estimatedArrival: [expect.any(String)] } },
      { index: 4, errors: { loadNumber: [expect.any(String)] } },
      { index: 5, errors: { status: [expect.any(String)] } },
      { index: 6, errors: { loadNumber: [expect.any(String)] } },
      { index: 7, errors: { at: [expect.any(String)] } },
    ]);
    expect(await t.db.query(`select 1 from tracking_events where event_id = 'good-6'`)).toEqual([]);
    expect((await info('FEED-0006')).body).toEqual(before);
  });

  it('takes 10,000 positions in one batch', async () => {
    await ordersOnLoad('FEED-0007', 'SO-FEED-7');
    const many = Array.from({ length: 10_000 }, (_, i) =>
      position('FEED-0007', i, 50 + (i % 1000) / 1000, 6 + i / 10_000),
    );
    const started = performance.now();
    expect(await accepted(many)).toEqual({ created: 10_000, updated: 0, unchanged: 0 });
    const seconds = (performance.now() - started) / 1000;
    console.info(`10,000 tracking events in ${seconds.toFixed(2)} s (${t.db.kind})`);
    expect(seconds).toBeLessThan(30);
    const started2 = performance.now();
    expect(await accepted(many)).toEqual({ created: 0, updated: 0, unchanged: 10_000 });
    console.info(`the same 10,000 again in ${((performance.now() - started2) / 1000).toFixed(2)} s`);
    expect((await history('FEED-0007')).positions).toHaveLength(10_000);
    expect((await info('FEED-0007')).body.currentlocation.lng).toBeCloseTo(6 + 9_999 / 10_000);
  }, 120_000);

  it('takes a key with the scope tracking or import only', async () => {
    const call = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/customerportal/Integration/TrackingEvents',
        headers: { 'x-api-key': key },
        payload: { items: [] },
      });
    const importKey = await createApiKey(t.db, { name: 'erp', scopes: ['import'], createdBy: null });
    expect((await call(importKey.apiKey)).statusCode).toBe(200);
    expect((await call('cpk_nothing')).statusCode).toBe(401);
  });
});
