-- Webhooks (docs/alerts.md#webhooks): a login's endpoints, and the deliveries owed to them with the
-- log of their attempts.

-- An endpoint: an https URL of the login's own systems and the Standard Webhooks secret (`whsec_…`)
-- deliveries are signed with (kept as is: signing needs it; answered to the owner once). `kinds`:
-- the changes it takes, of those the login subscribed to; null: all of them. Disabled by its owner's
-- choice never, but when its deliveries failed for a day (`disabled_reason` 'failing'); enabled again
-- by its owner. `failing_since`: the first failed attempt since the last delivered one.
create table webhook_endpoints (
  endpoint_id serial primary key,
  account_id int not null references accounts (account_id) on delete cascade,
  url text not null,
  secret text not null,
  kinds text[],
  disabled_at timestamptz,
  disabled_reason text check (disabled_reason in ('failing')),
  failing_since timestamptz,
  created_at timestamptz not null default now()
);
create index webhook_endpoints_account_idx on webhook_endpoints (account_id);

-- A delivery: one change (or a test event: `change_id` null) owed to one endpoint. `message_id` is the
-- `webhook-id` header, the same at every attempt and redelivery, so a receiver can drop repeats.
-- `shipment_id` (the trip's delivery_id) keeps a shipment's deliveries to an endpoint in order: one
-- waits while an earlier one is pending. State: pending until claimed, sending until `claimed_until`
-- (the lease: a crashed instance's delivery is taken again after it), then delivered, or pending
-- again with `next_attempt_at`, or failed after the last attempt. `attempts` counts this round's
-- attempts (a redelivery starts a new round); the log has them all.
create table webhook_deliveries (
  webhook_delivery_id bigserial primary key,
  endpoint_id int not null references webhook_endpoints (endpoint_id) on delete cascade,
  change_id bigint references shipment_changes (change_id) on delete cascade,
  shipment_id int,
  message_id text not null,
  event_type text not null,
  state text not null default 'pending' check (state in ('pending', 'sending', 'delivered', 'failed')),
  attempts int not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  created_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (endpoint_id, change_id)
);
-- The worker looks only at deliveries still to make: a few rows, however long the log grows.
-- In the claim's order, so it stops at the first due one.
create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at, webhook_delivery_id)
  where state in ('pending', 'sending');
create index webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, webhook_delivery_id desc);
create index webhook_deliveries_order_idx on webhook_deliveries (endpoint_id, shipment_id, webhook_delivery_id)
  where state in ('pending', 'sending');

-- Each attempt: when, the answer's status code or what went wrong, and how long it took.
create table webhook_attempts (
  attempt_id bigserial primary key,
  webhook_delivery_id bigint not null references webhook_deliveries (webhook_delivery_id) on delete cascade,
  attempted_at timestamptz not null,
  status_code int,
  error text,
  duration_ms int not null
);
create index webhook_attempts_delivery_idx on webhook_attempts (webhook_delivery_id, attempt_id);
