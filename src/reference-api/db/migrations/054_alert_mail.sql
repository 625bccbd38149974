-- E-mail alerts (docs/alerts.md#e-mail): headers of a mail beyond the usual ones, the entries a daily
-- digest waits with, and the one-click unsubscribe tokens.

-- Extra headers of a mail (List-Unsubscribe, List-Unsubscribe-Post), as a JSON object of strings:
-- the e-mail log's copy (a token masked) in the outbox, the recipient's (the live token) beside its body.
alter table outbox add column headers jsonb;
alter table mail_deliveries add column headers jsonb;

-- A change a login hears of in its daily digest, kept until the digest that tells it is queued.
create table alert_digest_entries (
  account_id int not null references accounts (account_id) on delete cascade,
  change_id bigint not null references shipment_changes (change_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (account_id, change_id)
);

-- The unsubscribe link of an alert mail: the token's SHA-256 (never the token), the login it stops.
create table alert_unsubscribe_tokens (
  token_hash text primary key,
  account_id int not null references accounts (account_id) on delete cascade,
  created_at timestamptz not null default now()
);
create index alert_unsubscribe_tokens_created_idx on alert_unsubscribe_tokens (created_at);
