import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, Type } from 'typebox';
import { STOP_KINDS, TRACKING_STATUSES } from '../../core/api/contract/tracking.ts';
import { changesBetween, recordChanges, type StopVisit, tripStates } from '../alerts/shipment-changes.ts';
import type { Db } from '../db/db.ts';
import { announceTripMoves } from '../live/live-queries.ts';
import { message, translate } from '../platform/server-messages.ts';
import { type BatchProblems, integrationRoute } from './integration-route.ts';
import {
  adoptFeedTrips,
  applyEvents,
  attachWaitingEvents,
  completeNewTrips,
  deliveriesByNumber,
  eventsTakenBefore,
  type FoundTrip,
  feedTripIds,
  insertEvents,
  insertTrips,
  lockTrackingFeed,
  type NewTrip,
  ordersByLoadNumber,
  type StoredEvent,
  type TripSource,
  tripsByContainerNumber,
  tripsByLoadNumber,
} from './tracking-events-queries.ts';

const Latitude = Type.Number({ minimum: -90, maximum: 90 });
const Longitude = Type.Number({ minimum: -180, maximum: 180 });
const Time = Type.String({ format: 'date-time' });
const ShipmentNumber = Type.String({ minLength: 1, maxLength: 40 });

/** The fields each kind of event needs (docs/integration.md#event-shapes); the others it must not have. */
const kindFields = {
  position: ['lat', 'lng'],
  stop: ['stop', 'visit'],
  eta: ['estimatedArrival'],
  status: ['status'],
} as const;
const optionalKindFields = { position: ['place'], stop: [], eta: [], status: [] } as const;
const allKindFields = ['lat', 'lng', 'place', 'stop', 'visit', 'estimatedArrival', 'status'] as const;

const TrackingEventItem = Type.Object(
  {
    eventId: Type.String({ minLength: 1, maxLength: 100, description: "The carrier's id of the event" }),
    clientId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    loadNumber: Type.Optional({ ...ShipmentNumber, description: 'The load, or carrier and containerNumber' }),
    carrier: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
    containerNumber: Type.Optional(ShipmentNumber),
    kind: Type.Enum(['position', 'stop', 'eta', 'status']),
    at: { ...Time, description: 'When it happened (not when it was sent)' },
    lat: Type.Optional({ ...Latitude, description: 'position: where the load is' }),
    lng: Type.Optional({ ...Longitude, description: 'position: where the load is' }),
    place: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, description: "position: the place's name" }),
    ),
    stop: Type.Optional(
      Type.Object(
        {
          sequence: Type.Integer({
            minimum: 0,
            maximum: 999,
            description: 'Its place in the trip, 0 the origin',
          }),
          kind: Type.Enum(STOP_KINDS),
          name: Type.String({ minLength: 1, maxLength: 200 }),
          lat: Latitude,
          lng: Longitude,
          plannedAt: Type.Optional(Time),
        },
        { additionalProperties: false, description: 'stop: the stop' },
      ),
    ),
    visit: Type.Optional(
      Type.Enum(['planned', 'arrived', 'departed'], { description: 'stop: what happened there' }),
    ),
    estimatedArrival: Type.Optional({ ...Time, description: 'eta: the new estimated arrival' }),
    status: Type.Optional(Type.Enum(TRACKING_STATUSES, { description: 'status: the new status' })),
  },
  { additionalProperties: false },
);
type TrackingEvent = Static<typeof TrackingEventItem>;

const iso = (value: string) => new Date(value).toISOString();
const upper = (value: string | undefined) => (value === undefined ? null : value.trim().toUpperCase());

/** JSON with every object's keys sorted: one event sent twice in one batch compares equal however it was written. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
  );

/** The event as stored: numbers in upper case, times in ISO form, so a resent event compares equal. */
function toStored(item: TrackingEvent): FeedEvent {
  const event: TrackingEvent = {
    ...item,
    ...(item.loadNumber ? { loadNumber: upper(item.loadNumber)! } : {}),
    ...(item.containerNumber ? { containerNumber: upper(item.containerNumber)! } : {}),
    ...(item.carrier ? { carrier: item.carrier.trim() } : {}),
    at: iso(item.at),
    ...(item.estimatedArrival ? { estimatedArrival: iso(item.estimatedArrival) } : {}),
    ...(item.stop
      ? { stop: { ...item.stop, ...(item.stop.plannedAt ? { plannedAt: iso(item.stop.plannedAt) } : {}) } }
      : {}),
  };
  const visited = item.kind === 'stop' && item.visit !== 'planned';
  return {
    eventId: item.eventId,
    clientId: item.clientId,
    loadNumber: upper(item.loadNumber),
    carrier: item.carrier?.trim() ?? null,
    containerNumber: upper(item.containerNumber),
    kind: item.kind,
    at: event.at,
    lat: item.kind === 'position' ? item.lat! : visited ? item.stop!.lat : null,
    lng: item.kind === 'position' ? item.lng! : visited ? item.stop!.lng : null,
    place: item.kind === 'position' ? (item.place ?? null) : visited ? item.stop!.name : null,
    event: canonicalJson(event),
    deliveryId: null,
    sentNumber: (item.loadNumber ?? item.containerNumber)!.trim(),
  };
}

/** An event with its shipment's number as the carrier sent it (trimmed), for the indexes. */
interface FeedEvent extends StoredEvent {
  sentNumber: string;
}

/** The shipment an event names: by load number when it has one, else by carrier and container. */
const shipmentKey = (e: StoredEvent) =>
  e.loadNumber ? `${e.clientId}|load|${e.loadNumber}` : `${e.clientId}|container|${e.containerNumber}`;
const numberOf = (e: StoredEvent) => (e.loadNumber ?? e.containerNumber)!;

/** What an event's shipment is: a trip, or what a trip can be made of. */
type Shipment = { trip: FoundTrip } | { source: TripSource };

/** A trip's or delivery's carrier against the event's: either unknown, or the same in any case. */
const sameCarrier = (a: string | null, b: string | null) =>
  a === null || b === null || a.toLowerCase() === b.toLowerCase();

/**
 * Finds each event's shipment: the latest trip of its number, else the delivery, else (load numbers
 * only) the first order position carrying it. A number whose trip or delivery is another client's
 * stays unknown, so it is a problem of the record.
 */
async function findShipments(tx: Db, events: readonly FeedEvent[]): Promise<Map<string, Shipment>> {
  const found = new Map<string, Shipment>();
  /** Numbers a trip or delivery has, of whichever client: no trip is made of order positions for them. */
  const taken = new Set<string>();
  const byLoad = events.filter((e) => e.loadNumber);
  const byContainer = events.filter((e) => !e.loadNumber);
  /** The numbers of `list` as sent (trimmed) and in upper case: the indexes find either. */
  const numbers = (list: readonly FeedEvent[]) => [
    ...new Set(list.flatMap((e) => [numberOf(e), e.sentNumber])),
  ];
  const lookUp = async <R extends { client_id: number; carrier: string | null }>(
    list: readonly FeedEvent[],
    fetch: (numbers: string[]) => Promise<R[]>,
    numberOfRow: (row: R) => string | null,
    shipment: (row: R) => Shipment,
  ) => {
    if (list.length === 0) return;
    const byNumber = new Map((await fetch(numbers(list))).map((row) => [numberOfRow(row), row]));
    for (const e of list) {
      const row = byNumber.get(numberOf(e));
      if (!row) continue;
      taken.add(numberOf(e));
      if (row.client_id === e.clientId && sameCarrier(row.carrier, e.carrier))
        found.set(shipmentKey(e), shipment(row));
    }
  };
  const open = (list: readonly FeedEvent[]) => list.filter((e) => !taken.has(numberOf(e)));
  const trip = (row: FoundTrip): Shipment => ({ trip: row });
  const source = (row: TripSource): Shipment => ({ source: row });

  await lookUp(
    byLoad,
    (n) => tripsByLoadNumber(tx, n),
    (r) => r.load_number,
    trip,
  );
  await lookUp(
    byContainer,
    (n) => tripsByContainerNumber(tx, n),
    (r) => r.container_number,
    trip,
  );
  await lookUp(
    open(byLoad),
    (n) => deliveriesByNumber(tx, 'load_number', n),
    (r) => r.load_number,
    source,
  );
  await lookUp(
    open(byContainer),
    (n) => deliveriesByNumber(tx, 'container_number', n),
    (r) => r.container_number,
    source,
  );
  const ordersLeft = open(byLoad);
  if (ordersLeft.length) {
    const clientIds = [...new Set(ordersLeft.map((e) => e.clientId))];
    for (const source of await ordersByLoadNumber(tx, clientIds, numbers(ordersLeft)))
      found.set(`${source.client_id}|load|${source.load_number}`, { source });
  }
  return found;
}

/** Each record's problems that its kind tells (docs/integration.md#event-shapes); true when there were some. */
function shapeProblems(item: TrackingEvent, add: (field: string, key: 'required' | 'notAllowed') => void) {
  let bad = false;
  const flag = (field: string, key: 'required' | 'notAllowed') => {
    add(field, key);
    bad = true;
  };
  const own: readonly string[] = [...kindFields[item.kind], ...optionalKindFields[item.kind]];
  for (const field of kindFields[item.kind]) if (item[field] === undefined) flag(field, 'required');
  for (const field of allKindFields)
    if (!own.includes(field) && item[field] !== undefined) flag(field, 'notAllowed');
  if (!item.loadNumber) {
    if (!item.containerNumber) flag(item.carrier ? 'containerNumber' : 'loadNumber', 'required');
    else if (!item.carrier) flag('carrier', 'required');
  } else if (item.containerNumber) {
    flag('containerNumber', 'notAllowed');
  }
  return bad;
}

/**
 * `POST Integration/TrackingEvents`: a carrier's events (docs/integration.md#tracking-events), each
 * taken in once by its `eventId`, moving a shipment's place, stops, ETA and status but never back
 * in time; the first event of a load the portal knows makes its shipment appear.
 */
export function trackingEvents(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'POST',
      path: '/Integration/TrackingEvents',
      summary:
        "Takes in a carrier's events: positions, stops, ETAs and statuses of shipments, once each by eventId",
      scope: 'tracking',
      item: TrackingEventItem,
    },
    async ({ items, tx, problems, request }) => {
      const { fresh, repeated } = sortOut(items, problems, request);
      await lockTrackingFeed(tx);
      const before = await eventsTakenBefore(
        tx,
        fresh.map((f) => f.event),
      );
      let unchanged = repeated;
      const taken = fresh.filter(({ index, event }) => {
        const same = before.get(event.eventId);
        if (same === undefined) return true;
        if (same) unchanged++;
        else problems.add(index, 'eventId', translate(request, 'errors.trackingEventChanged'));
        return false;
      });
      const events = taken.map((t) => t.event);
      let shipments = await findShipments(tx, events);
      // A trip made before its delivery came takes the delivery's id now (docs/integration.md#a-shipment-appears-from-the-feed).
      const orphans = [...shipments.values()].flatMap((s) =>
        'trip' in s && s.trip.delivery_id < 0 ? [s.trip.load_number] : [],
      );
      if (orphans.length && (await adoptFeedTrips(tx, orphans)) > 0)
        shipments = await findShipments(tx, events);
      for (const { index, event } of taken)
        if (!shipments.has(shipmentKey(event)))
          problems.add(
            index,
            event.loadNumber ? 'loadNumber' : 'containerNumber',
            translate(request, 'errors.trackingShipmentUnknown'),
          );
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      await takeIn(tx, events, shipments, app.config.ALERT_ETA_MINUTES);
      return { created: events.length, updated: 0, unchanged };
    },
  );
}

/** Tolerance for a carrier's clock: an event further ahead would pin its shipment until then. */
const MAX_AHEAD_MS = 15 * 60_000;

/**
 * The records of a batch as events, without the ones with problems of their shape and the repeats
 * of an event earlier in the batch (counted when the same, a problem when not).
 */
function sortOut(items: readonly TrackingEvent[], problems: BatchProblems, request: FastifyRequest) {
  const fresh: { index: number; event: FeedEvent }[] = [];
  const firstOfId = new Map<string, FeedEvent>();
  let repeated = 0;
  const latest = Date.now() + MAX_AHEAD_MS;
  items.forEach((item, index) => {
    const add = (field: string, key: 'required' | 'notAllowed') =>
      problems.add(index, field, message(problems.language, `validation.${key}`));
    if (shapeProblems(item, add)) return;
    if (Date.parse(item.at) > latest) {
      problems.add(index, 'at', translate(request, 'errors.trackingEventAhead'));
      return;
    }
    const event = toStored(item);
    const earlier = firstOfId.get(event.eventId);
    if (earlier === undefined) {
      firstOfId.set(event.eventId, event);
      fresh.push({ index, event });
    } else if (earlier.event === event.event) repeated++;
    else problems.add(index, 'eventId', translate(request, 'errors.batchDuplicate'));
  });
  return { fresh, repeated };
}

/**
 * Writes the new events of a batch whose shipments are all known: creates the trips that appear,
 * keeps the events, moves the trips by them and by the events that waited for them, and records
 * what that changed (docs/alerts.md#changes).
 */
async function takeIn(
  tx: Db,
  events: FeedEvent[],
  shipments: ReadonlyMap<string, Shipment>,
  etaMinutes: number,
) {
  const newTrips = await tripsToCreate(tx, events, shipments);
  const tripOf = new Map<string, number>();
  for (const [key, shipment] of shipments) if ('trip' in shipment) tripOf.set(key, shipment.trip.delivery_id);
  for (const [key, trip] of newTrips) tripOf.set(key, trip.deliveryId);
  for (const event of events) event.deliveryId = tripOf.get(shipmentKey(event)) ?? null;
  const created = [...new Set(newTrips.values())];
  // As known before the batch: a trip it creates has no state to compare with yet.
  const moved = [...new Set(tripOf.values())];
  const before = await tripStates(tx, moved);
  if (created.length) await insertTrips(tx, created);
  await insertEvents(tx, events);
  const waited = created.length ? await attachWaitingEvents(tx, created) : [];
  const applied = [
    ...new Set([...events.filter((e) => e.deliveryId !== null).map((e) => e.eventId), ...waited]),
  ];
  await applyEvents(tx, applied);
  if (created.length)
    await completeNewTrips(
      tx,
      applied,
      created.map((t) => t.deliveryId),
    );
  await recordChanges(
    tx,
    changesBetween(before, await tripStates(tx, moved), stopVisits(events), etaMinutes),
  );
  // The pages showing these trips refetch them once the batch commits (docs/alerts.md#live-updates).
  await announceTripMoves(tx, moved);
}

/** The arrivals at and departures from stops these events report. */
function stopVisits(events: readonly FeedEvent[]): StopVisit[] {
  return events.flatMap((e) => {
    if (e.kind !== 'stop' || e.deliveryId === null) return [];
    const { stop, visit } = JSON.parse(e.event) as Pick<TrackingEvent, 'stop' | 'visit'>;
    if (!stop || (visit !== 'arrived' && visit !== 'departed')) return [];
    return [
      {
        deliveryId: e.deliveryId,
        sequence: stop.sequence,
        kind: stop.kind,
        name: stop.name,
        visit,
        at: e.at,
      },
    ];
  });
}

/**
 * The trips this batch creates (docs/integration.md#a-shipment-appears-from-the-feed): one for each
 * shipment without a trip that the batch reports a place of, at the earliest place reported.
 */
async function tripsToCreate(
  tx: Db,
  events: readonly FeedEvent[],
  shipments: ReadonlyMap<string, Shipment>,
): Promise<Map<string, NewTrip>> {
  const firstPlace = new Map<string, FeedEvent>();
  for (const event of events) {
    const key = shipmentKey(event);
    if (event.lat === null || !shipments.has(key) || 'trip' in shipments.get(key)!) continue;
    const first = firstPlace.get(key);
    if (!first || event.at < first.at) firstPlace.set(key, event);
  }
  // Two keys (a load and a container) may name one delivery: it gets one trip.
  const byDelivery = new Map<number, NewTrip>();
  const withoutDelivery = [...firstPlace.values()].filter((e) => {
    const { source } = shipments.get(shipmentKey(e)) as { source: TripSource };
    return source.delivery_id === null;
  });
  const ids = withoutDelivery.length ? await feedTripIds(tx, withoutDelivery.length) : [];
  const trips = new Map<string, NewTrip>();
  for (const [key, event] of firstPlace) {
    const { source } = shipments.get(key) as { source: TripSource };
    const deliveryId = source.delivery_id ?? ids[withoutDelivery.indexOf(event)]!;
    const trip: NewTrip = byDelivery.get(deliveryId) ?? {
      deliveryId,
      clientId: source.client_id,
      transportType: source.transport_type ?? 'Road',
      loadNumber: source.load_number,
      containerNumber: source.container_number,
      carrier: source.carrier ?? event.carrier,
      orderNumber: source.order_number,
      customerOrderNumber: source.customer_order_number,
      first: { at: event.at, lat: event.lat!, lng: event.lng!, place: event.place },
    };
    byDelivery.set(deliveryId, trip);
    trips.set(key, trip);
  }
  return trips;
}
