import type { Db } from '../db/db.ts';

/** The statements of the carrier feed (tracking-events.ts, docs/integration.md#tracking-events). */

/** An event as stored: its shipment's numbers normalised, its reported place, the event as taken in. */
export interface StoredEvent {
  eventId: string;
  clientId: number;
  loadNumber: string | null;
  carrier: string | null;
  containerNumber: string | null;
  kind: 'position' | 'stop' | 'eta' | 'status';
  /** ISO 8601. */
  at: string;
  lat: number | null;
  lng: number | null;
  place: string | null;
  /** The event as JSON, times in ISO form. */
  event: string;
  /** The trip it moves; null while its load has no trip yet. */
  deliveryId: number | null;
}

/**
 * Takes the feed's lock until the transaction ends: batches are taken in one at a time, so two
 * instances (or two calls) never create one shipment twice or race on one eventId.
 */
export async function lockTrackingFeed(tx: Db): Promise<void> {
  await tx.query("select pg_advisory_xact_lock(hashtext('tracking-events'))");
}

/** Of these events, the ones taken in before: eventId -> whether the content is the same. */
export async function eventsTakenBefore(
  tx: Db,
  events: readonly Pick<StoredEvent, 'eventId' | 'event'>[],
): Promise<Map<string, boolean>> {
  const rows = await tx.query<{ event_id: string; same: boolean }>(
    `select x.event_id, e.event = x.event::jsonb as same
       from unnest($1::text[], $2::text[]) x (event_id, event)
       join tracking_events e on e.event_id = x.event_id`,
    [events.map((e) => e.eventId), events.map((e) => e.event)],
  );
  return new Map(rows.map((r) => [r.event_id, r.same]));
}

/** A trip as the feed finds it: by load or container number. */
export interface FoundTrip {
  delivery_id: number;
  client_id: number;
  load_number: string;
  container_number: string | null;
  carrier: string | null;
}

/** The latest trip of each of these load numbers (stored in upper case), of any client. */
export function tripsByLoadNumber(tx: Db, loadNumbers: readonly string[]) {
  return tx.query<FoundTrip>(
    `select distinct on (load_number) delivery_id, client_id, load_number, container_number, carrier
       from tracking_trips where load_number = any($1::text[])
      order by load_number, delivery_id desc`,
    [loadNumbers],
  );
}

/** The latest ocean trip of each of these container numbers (stored in upper case), of any client. */
export function tripsByContainerNumber(tx: Db, containerNumbers: readonly string[]) {
  return tx.query<FoundTrip>(
    `select distinct on (container_number) delivery_id, client_id, load_number, container_number, carrier
       from tracking_trips where container_number = any($1::text[]) and transport_type = 'Ocean'
      order by container_number, delivery_id desc`,
    [containerNumbers],
  );
}

/** What a new trip is made of: a delivery, or the order positions of a load. */
export interface TripSource {
  delivery_id: number | null;
  client_id: number;
  load_number: string;
  container_number: string | null;
  carrier: string | null;
  transport_type: 'Road' | 'Ocean' | null;
  order_number: string;
  customer_order_number: string;
}

/**
 * The deliveries with these load or container numbers (`numbers` holds each as sent and in upper
 * case, so the unique index finds it), numbers answered in upper case; the latest per container.
 */
export function deliveriesByNumber(
  tx: Db,
  column: 'load_number' | 'container_number',
  numbers: readonly string[],
) {
  return tx.query<TripSource>(
    `select distinct on (upper(trim(${column}))) delivery_id, client_id, upper(trim(load_number)) as load_number,
            upper(trim(container_number)) as container_number, carrier, transport_type, order_number,
            customer_order_number
       from deliveries where ${column} = any($1::text[])
      order by upper(trim(${column})), date_departure desc, delivery_id desc`,
    [numbers],
  );
}

/**
 * Per client and load number (`loadNumbers` as sent and in upper case), the first order position
 * carrying it: its order numbers name the trip.
 */
export function ordersByLoadNumber(tx: Db, clientIds: readonly number[], loadNumbers: readonly string[]) {
  return tx.query<TripSource>(
    `select distinct on (client_id, upper(trim(load_number))) null::int as delivery_id, client_id,
            upper(trim(load_number)) as load_number, null as container_number, null as carrier,
            null as transport_type, order_number, customer_order_number
       from orders where client_id = any($1::int[]) and load_number = any($2::text[])
      order by client_id, upper(trim(load_number)), order_number, order_position`,
    [clientIds, loadNumbers],
  );
}

/**
 * Gives the feed's trips of these load numbers (upper case) that had no delivery the id of the
 * delivery the ERP has sent since, with their stops and events (docs/integration.md#a-shipment-appears-from-the-feed);
 * answers how many. The deliveries import may call it too.
 */
export async function adoptFeedTrips(tx: Db, loadNumbers: readonly string[]): Promise<number> {
  const rows = await tx.query<{ old_id: number; new_id: number }>(
    `with adopted as (
       select t.delivery_id as old_id, d.delivery_id as new_id
         from tracking_trips t
         join deliveries d on upper(trim(d.load_number)) = t.load_number and d.client_id = t.client_id
        where t.delivery_id < 0 and t.load_number = any($1::text[])
          and not exists (select 1 from tracking_trips taken where taken.delivery_id = d.delivery_id)),
     moved as (
       update tracking_trips t set delivery_id = a.new_id from adopted a where t.delivery_id = a.old_id
       returning a.old_id, a.new_id)
     update tracking_events e set delivery_id = m.new_id from moved m where e.delivery_id = m.old_id
     returning m.old_id, m.new_id`,
    [loadNumbers],
  );
  return rows.length;
}

/** `count` new ids for trips without a delivery (negative: migration 051). */
export async function feedTripIds(tx: Db, count: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    "select nextval('tracking_feed_trip_ids')::int as id from generate_series(1, $1)",
    [count],
  );
  return rows.map((r) => r.id);
}

/** A trip the feed creates, with the first place reported. */
export interface NewTrip {
  deliveryId: number;
  clientId: number;
  transportType: 'Road' | 'Ocean';
  loadNumber: string;
  containerNumber: string | null;
  carrier: string | null;
  orderNumber: string;
  customerOrderNumber: string;
  first: { at: string; lat: number; lng: number; place: string | null };
}

/** The name of a reported place the carrier did not name (translated: composed-texts.ts). */
export const REPORTED_POSITION = 'Reported position';
/** The name of the origin the portal takes from a shipment's first reported position. */
export const FIRST_REPORTED_POSITION = 'First reported position';

/**
 * Creates trips where the first report puts them: loaded and in transit, arriving (until an ETA
 * comes) at the time of that report. The events applied next set the rest.
 */
export async function insertTrips(tx: Db, trips: readonly NewTrip[]): Promise<void> {
  await tx.query(
    `insert into tracking_trips (delivery_id, client_id, transport_type, load_number, container_number, carrier,
            order_number, customer_order_number, status, current_name, current_lat, current_lng, estimated_arrival)
     select t.delivery_id, t.client_id, t.transport_type, t.load_number, t.container_number, t.carrier,
            t.order_number, t.customer_order_number, 'loadedInTransit', coalesce(t.place, $13), t.lat, t.lng, t.at
       from unnest($1::int[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::text[], $10::float8[], $11::float8[], $12::timestamptz[])
            t (delivery_id, client_id, transport_type, load_number, container_number, carrier, order_number,
               customer_order_number, place, lat, lng, at)`,
    [
      trips.map((t) => t.deliveryId),
      trips.map((t) => t.clientId),
      trips.map((t) => t.transportType),
      trips.map((t) => t.loadNumber),
      trips.map((t) => t.containerNumber),
      trips.map((t) => t.carrier),
      trips.map((t) => t.orderNumber),
      trips.map((t) => t.customerOrderNumber),
      trips.map((t) => t.first.place),
      trips.map((t) => t.first.lat),
      trips.map((t) => t.first.lng),
      trips.map((t) => t.first.at),
      REPORTED_POSITION,
    ],
  );
}

/** Keeps the events taken in, in one statement. */
export async function insertEvents(tx: Db, events: readonly StoredEvent[]): Promise<void> {
  await tx.query(
    `insert into tracking_events (event_id, client_id, load_number, carrier, container_number, kind, at, lat, lng,
            place, event, delivery_id)
     select e.event_id, e.client_id, e.load_number, e.carrier, e.container_number, e.kind, e.at, e.lat, e.lng,
            e.place, e.event::jsonb, e.delivery_id
       from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[],
                   $8::float8[], $9::float8[], $10::text[], $11::text[], $12::int[])
            e (event_id, client_id, load_number, carrier, container_number, kind, at, lat, lng, place, event,
               delivery_id)`,
    [
      events.map((e) => e.eventId),
      events.map((e) => e.clientId),
      events.map((e) => e.loadNumber),
      events.map((e) => e.carrier),
      events.map((e) => e.containerNumber),
      events.map((e) => e.kind),
      events.map((e) => e.at),
      events.map((e) => e.lat),
      events.map((e) => e.lng),
      events.map((e) => e.place),
      events.map((e) => e.event),
      events.map((e) => e.deliveryId),
    ],
  );
}

/**
 * Gives the new trips the events that waited for them (an ETA or status taken in before the first
 * reported place), by the trip's load or container number; answers their ids.
 */
export async function attachWaitingEvents(tx: Db, trips: readonly NewTrip[]): Promise<string[]> {
  const rows = await tx.query<{ event_id: string }>(
    `update tracking_events e set delivery_id = t.delivery_id
       from unnest($1::int[], $2::int[], $3::text[], $4::text[]) t (delivery_id, client_id, load_number, container_number)
      where e.delivery_id is null and e.client_id = t.client_id
        and (e.load_number = t.load_number or e.container_number = t.container_number)
     returning e.event_id`,
    [
      trips.map((t) => t.deliveryId),
      trips.map((t) => t.clientId),
      trips.map((t) => t.loadNumber),
      trips.map((t) => t.containerNumber),
    ],
  );
  return rows.map((r) => r.event_id);
}

/** The aspects of a trip that the newest event of a kind sets, with the time of the report they show. */
const newestWins = [
  {
    kind: 'eta',
    value: "(event ->> 'estimatedArrival')::timestamptz",
    column: 'estimated_arrival',
    column_at: 'eta_at',
  },
  { kind: 'status', value: "event ->> 'status'", column: 'status', column_at: 'status_at' },
] as const;

/**
 * Moves the trips by these stored events, set-based, never back in time (docs/integration.md#ordering):
 * the current place, ETA and status only to a report newer than the one they show; every reported
 * place into the trail in time order; stops merged by sequence.
 */
export async function applyEvents(tx: Db, eventIds: readonly string[]): Promise<void> {
  // The current place first: it compares with the trail's last point as it was before this batch
  // (a seeded trip has no position_at yet).
  await tx.query(
    `with newest as (
       select distinct on (delivery_id) delivery_id, at, lat, lng, place
         from tracking_events where event_id = any($1::text[]) and lat is not null
        order by delivery_id, at desc, event_id desc)
     update tracking_trips t
        set current_lat = n.lat, current_lng = n.lng, current_name = coalesce(n.place, $2), position_at = n.at
       from newest n
      where t.delivery_id = n.delivery_id
        and n.at > coalesce(t.position_at, to_timestamp((t.positions -> -1 ->> 0)::float8), '-infinity')`,
    [eventIds, REPORTED_POSITION],
  );
  // The trail as [epoch seconds, lat, lng]: appended when all is newer than its end (the usual
  // case, no re-sorting of a long trail), merged in time order when a late report came.
  await tx.query(
    `with fresh as (
       select delivery_id, min(round(extract(epoch from at))) as first_at,
              jsonb_agg(jsonb_build_array(round(extract(epoch from at))::bigint, lat, lng) order by at, event_id) as trail
         from tracking_events where event_id = any($1::text[]) and lat is not null
        group by delivery_id)
     update tracking_trips t
        set positions = case
              when jsonb_array_length(t.positions) = 0 or f.first_at >= (t.positions -> -1 ->> 0)::numeric
                then t.positions || f.trail
              else (select jsonb_agg(p order by (p ->> 0)::numeric)
                      from (select p from jsonb_array_elements(t.positions) p
                            union select p from jsonb_array_elements(f.trail) p) merged)
            end
       from fresh f
      where t.delivery_id = f.delivery_id`,
    [eventIds],
  );
  for (const aspect of newestWins)
    await tx.query(
      `with newest as (
         select distinct on (delivery_id) delivery_id, at, ${aspect.value} as value
           from tracking_events where event_id = any($1::text[]) and kind = $2
          order by delivery_id, at desc, event_id desc)
       update tracking_trips t set ${aspect.column} = n.value, ${aspect.column_at} = n.at
         from newest n
        where t.delivery_id = n.delivery_id and n.at > coalesce(t.${aspect.column_at}, '-infinity')`,
      [eventIds, aspect.kind],
    );
  // A stop: its details from its newest report, visited from its first arrival or departure on
  // (a later "planned" never un-visits it), its actual time the earliest visit reported.
  await tx.query(
    `with reports as (
       select delivery_id, (event -> 'stop' ->> 'sequence')::int as seq, at, event_id, event -> 'stop' as stop,
              event ->> 'visit' as visit
         from tracking_events where event_id = any($1::text[]) and kind = 'stop'),
     newest as (
       select distinct on (delivery_id, seq) delivery_id, seq, at, stop
         from reports order by delivery_id, seq, at desc, event_id desc),
     visits as (
       select delivery_id, seq, min(at) filter (where visit <> 'planned') as actual_at
         from reports group by delivery_id, seq),
     merged as (
       select n.delivery_id, n.seq, n.at as reported_at, n.stop ->> 'kind' as kind, n.stop ->> 'name' as name,
              (n.stop ->> 'lat')::float8 as lat, (n.stop ->> 'lng')::float8 as lng,
              (n.stop ->> 'plannedAt')::timestamptz as planned_at, v.actual_at
         from newest n join visits v on v.delivery_id = n.delivery_id and v.seq = n.seq),
     updated as (
       update tracking_stops s
          set kind = case when m.reported_at > coalesce(s.reported_at, '-infinity') then m.kind else s.kind end,
              name = case when m.reported_at > coalesce(s.reported_at, '-infinity') then m.name else s.name end,
              lat = case when m.reported_at > coalesce(s.reported_at, '-infinity') then m.lat else s.lat end,
              lng = case when m.reported_at > coalesce(s.reported_at, '-infinity') then m.lng else s.lng end,
              planned_at = case when m.reported_at > coalesce(s.reported_at, '-infinity') and m.planned_at is not null
                                then m.planned_at else s.planned_at end,
              visit_status = case when s.visit_status = 'Visited' or m.actual_at is not null
                                  then 'Visited' else 'ToVisit' end,
              -- An origin the portal took from the first position (reported_at null) gives way to the carrier's.
              actual_at = case when s.reported_at is null then coalesce(m.actual_at, s.actual_at)
                               else least(s.actual_at, m.actual_at) end,
              reported_at = greatest(s.reported_at, m.reported_at)
         from merged m
        where s.delivery_id = m.delivery_id and s.seq = m.seq
       returning s.delivery_id, s.seq)
     insert into tracking_stops (delivery_id, seq, kind, visit_status, name, lat, lng, planned_at, actual_at, reported_at)
     select m.delivery_id, m.seq, m.kind, case when m.actual_at is null then 'ToVisit' else 'Visited' end, m.name,
            m.lat, m.lng, coalesce(m.planned_at, m.actual_at, m.reported_at), m.actual_at, m.reported_at
       from merged m
      where not exists (select 1 from updated u where u.delivery_id = m.delivery_id and u.seq = m.seq)`,
    [eventIds],
  );
}

/**
 * Completes the trips this batch created (docs/integration.md#a-shipment-appears-from-the-feed): unless
 * the carrier named stop 0, the origin is where the shipment was first reported; and without an ETA it
 * is expected when the delivery stop the carrier named is planned.
 */
export async function completeNewTrips(tx: Db, eventIds: readonly string[], deliveryIds: readonly number[]) {
  await tx.query(
    `insert into tracking_stops (delivery_id, seq, kind, visit_status, name, lat, lng, planned_at, actual_at)
     select distinct on (e.delivery_id) e.delivery_id, 0, 'origin', 'Visited', coalesce(e.place, $3), e.lat, e.lng,
            e.at, e.at
       from tracking_events e
      where e.event_id = any($1::text[]) and e.delivery_id = any($2::int[]) and e.lat is not null
      order by e.delivery_id, e.at, e.event_id
     on conflict do nothing`,
    [eventIds, deliveryIds, FIRST_REPORTED_POSITION],
  );
  await tx.query(
    `update tracking_trips t set estimated_arrival = s.planned_at
       from tracking_stops s
      where t.delivery_id = any($1::int[]) and t.eta_at is null and s.delivery_id = t.delivery_id
        and s.kind = 'delivery'`,
    [deliveryIds],
  );
}
