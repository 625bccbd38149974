-- The carrier feed (docs/integration.md#tracking-events): every event taken in, keyed by the
-- carrier's eventId, so the same event again changes nothing and one eventId cannot change its
-- content. `delivery_id` is the trip the event moved; null while the portal knows the load but has
-- no trip for it yet (an ETA or status before the first reported place), applied when the trip appears.
-- No foreign keys: the log outlives a trip's re-keying and is no trade data of its own.
create table tracking_events (
  event_id text primary key,
  client_id int not null,
  load_number text,
  carrier text,
  container_number text,
  kind text not null check (kind in ('position', 'stop', 'eta', 'status')),
  at timestamptz not null,
  -- The place the event reports (a position, a stop arrived at or departed from); null otherwise.
  lat double precision,
  lng double precision,
  place text,
  -- The event as taken in (times in ISO form), compared when the same eventId comes again.
  event jsonb not null,
  delivery_id int,
  received_at timestamptz not null default now()
);
create index tracking_events_waiting_load_idx on tracking_events (client_id, load_number)
  where delivery_id is null;
create index tracking_events_waiting_container_idx on tracking_events (client_id, container_number)
  where delivery_id is null;

-- How new each aspect of a trip is, so a late event never moves it back (null: nothing reported by
-- the feed yet, as for the seeded trips).
alter table tracking_trips
  add column position_at timestamptz,
  add column eta_at timestamptz,
  add column status_at timestamptz;
alter table tracking_stops add column reported_at timestamptz;

-- A trip the feed creates for a load that has order positions but no delivery yet gets a negative
-- id: deliveries never have one, so such a trip can never be mistaken for another delivery's.
create sequence tracking_feed_trip_ids as int increment by -1 start with -1 maxvalue -1;

-- When the ERP later sends the delivery of such a load, its trip takes the delivery's id (the
-- dashboard lists trips with their delivery): its stops follow.
alter table tracking_stops drop constraint tracking_stops_delivery_id_fkey;
alter table tracking_stops add constraint tracking_stops_delivery_id_fkey
  foreign key (delivery_id) references tracking_trips (delivery_id) on delete cascade on update cascade;
