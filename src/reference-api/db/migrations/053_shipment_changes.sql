-- Alerts (docs/alerts.md): what the carrier feed changed about a shipment, who hears of it, and how.

-- A status that needs attention (a damaged load, a customs hold, a refused delivery): the carrier
-- feed may report it like any other status, and it becomes an "exception" change.
alter table tracking_trips drop constraint tracking_trips_status_check;
alter table tracking_trips add constraint tracking_trips_status_check check (status in ('preparing',
  'loadingPlanned', 'loadedInTransit', 'arrived', 'departed', 'dischargePlanned', 'discharged', 'delivered',
  'exception'));

-- The estimated arrival last announced as a change (or the first one known): a slip is measured
-- from it, so several small slips add up to one change once they pass the threshold.
alter table tracking_trips add column eta_announced timestamptz;
update tracking_trips set eta_announced = estimated_arrival;

-- One change of a shipment, recorded once (its `subject` within the trip and kind: a stop's
-- sequence, the event that moved the ETA or the status, the last position before a silence).
-- It belongs to the shipment's client: only logins that may see that client hear of it.
create table shipment_changes (
  change_id bigserial primary key,
  client_id int not null,
  delivery_id int not null references tracking_trips (delivery_id) on delete cascade on update cascade,
  kind text not null check (kind in ('departed', 'arrivedAtStop', 'etaLater', 'etaEarlier', 'delivered',
    'exception', 'silent')),
  subject text not null default '',
  -- What it says, by kind (contract/alerts.ts, ShipmentChangeDetails).
  details jsonb not null default '{}',
  -- When it happened in the world (the event's time), and when the portal learnt it.
  happened_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (delivery_id, kind, subject)
);
create index shipment_changes_client_idx on shipment_changes (client_id, change_id desc);

-- What a login wants to hear of; a login without a row has the defaults (alerts/subscriptions.ts):
-- ETA later by 2 h or more, delivered, exception; of all its shipments (staff: the followed ones);
-- in the inbox only.
create table alert_subscriptions (
  account_id int primary key references accounts (account_id) on delete cascade,
  kinds text[] not null,
  eta_minutes int not null check (eta_minutes between 15 and 10080),
  shipments text not null check (shipments in ('all', 'followed')),
  inbox boolean not null,
  email text not null check (email in ('off', 'immediate', 'digest')),
  -- The daily digest's hour in the login's time zone (an IANA name).
  digest_hour int not null check (digest_hour between 0 and 23),
  time_zone text not null,
  updated_at timestamptz not null default now()
);

-- The shipments a login follows ("Follow" on the tracking screen).
create table followed_shipments (
  account_id int not null references accounts (account_id) on delete cascade,
  delivery_id int not null references tracking_trips (delivery_id) on delete cascade on update cascade,
  created_at timestamptz not null default now(),
  primary key (account_id, delivery_id)
);
create index followed_shipments_delivery_idx on followed_shipments (delivery_id);

-- The inbox: one entry per login and change it subscribed to.
create table notifications (
  account_id int not null references accounts (account_id) on delete cascade,
  change_id bigint not null references shipment_changes (change_id) on delete cascade,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  primary key (account_id, change_id)
);
create index notifications_unread_idx on notifications (account_id) where read_at is null;
