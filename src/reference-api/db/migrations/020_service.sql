-- Service areas: track & trace, news, memos, certificates, price lists, contact, uploads.

-- One tracked trip per delivery (deliveries belong to the trade area). Positions are kept as one
-- compact JSON array of [epoch seconds, lat, lng] per trip: a few hundred points that are always
-- read together, so a row per point would only cost insert time.
create table tracking_trips (
  delivery_id int primary key,
  client_id int not null references clients (client_id),
  transport_type text not null check (transport_type in ('Road', 'Ocean')),
  load_number text not null,
  container_number text,
  carrier text,
  order_number text not null,
  customer_order_number text not null,
  status text not null check (status in ('preparing', 'loadingPlanned', 'loadedInTransit', 'arrived',
    'departed', 'dischargePlanned', 'discharged', 'delivered')),
  current_name text not null,
  current_lat double precision not null,
  current_lng double precision not null,
  estimated_arrival timestamptz not null,
  positions jsonb not null default '[]'
);
create index tracking_trips_load_number_idx on tracking_trips (load_number);
create index tracking_trips_container_number_idx on tracking_trips (container_number);
create index tracking_trips_client_idx on tracking_trips (client_id, status);

create table tracking_stops (
  delivery_id int not null references tracking_trips (delivery_id) on delete cascade,
  seq int not null,
  kind text not null check (kind in ('origin', 'loadingPort', 'oceanPort', 'transshipmentPort',
    'dischargePort', 'roadStopover', 'delivery')),
  visit_status text not null check (visit_status in ('ToVisit', 'Visited')),
  name text not null,
  lat double precision not null,
  lng double precision not null,
  planned_at timestamptz not null,
  actual_at timestamptz,
  primary key (delivery_id, seq)
);

create table news_items (
  news_id serial primary key,
  published_on date not null
);
create table news_translations (
  news_id int not null references news_items (news_id) on delete cascade,
  language text not null check (language in ('nl', 'en', 'de', 'zhHans')),
  title text not null,
  body_html text not null,
  primary key (news_id, language)
);

-- A memo with client_id null is shown to everyone; a client's own memo of the same type wins.
create table memos (
  memo_id serial primary key,
  memo_type text not null,
  memo_contents text not null,
  created_at timestamptz not null default now(),
  client_id int references clients (client_id)
);
create index memos_type_idx on memos (memo_type, created_at desc);

create table product_certificates (
  certificate_id serial primary key,
  product text not null,
  kind text not null check (kind in ('FSC', 'PEFC', 'ISO 9001', 'EU 1935/2004')),
  certificate_number text not null,
  issuer text not null,
  valid_from date not null,
  valid_until date not null,
  filename text not null
);

create table sales_managers (
  sales_manager_id serial primary key,
  name text not null,
  email_address text not null,
  phone text not null
);
create table client_sales_managers (
  client_id int not null references clients (client_id),
  sales_manager_id int not null references sales_managers (sales_manager_id),
  primary key (client_id, sales_manager_id)
);

create table price_lists (
  client_id int primary key references clients (client_id),
  currency text not null,
  valid_from date not null,
  filename text not null
);
create table price_list_items (
  client_id int not null references price_lists (client_id) on delete cascade,
  line_no int not null,
  grade text not null,
  gsm int not null,
  width_mm int not null,
  length_mm int not null,
  price_per_tonne numeric(10, 2) not null,
  minimum_order_kg int not null,
  primary key (client_id, line_no)
);

-- FilePond uploads. The bytes live in the row (bytea): the same on PGlite and PostgreSQL, a chunk is
-- appended and the offset checked in one statement (no half-written file), and deleting the row
-- deletes the file. The 25 MB limit keeps this practical.
create table uploads (
  upload_id text primary key,
  account_id int not null references accounts (account_id) on delete cascade,
  filename text,
  content_type text,
  size bigint not null,
  received bigint not null default 0,
  data bytea not null default ''::bytea,
  status text not null check (status in ('Receiving', 'Complete')),
  created_at timestamptz not null default now()
);
create index uploads_account_idx on uploads (account_id);
