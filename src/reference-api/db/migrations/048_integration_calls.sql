-- Who revoked a key (the list shows it beside who created it), and every call the integrations made
-- with a key (docs/integration.md#calls-and-limits): which call, its answer's status and counts, the
-- number of records a refused batch named, and the request id that finds it in the log. The history
-- is bounded: the API keeps the newest calls of each key and deletes the rest as it goes.
alter table api_keys
  add column revoked_by_account_id int references accounts (account_id) on delete set null,
  add column revoked_by_email text;

create table integration_calls (
  call_id bigserial primary key,
  api_key_id int not null references api_keys (api_key_id) on delete cascade,
  call text not null,
  status int not null,
  called_at timestamptz not null default now(),
  items int,
  created int,
  updated int,
  unchanged int,
  refused int,
  request_id text not null
);
create index integration_calls_by_key on integration_calls (api_key_id, call_id desc);
