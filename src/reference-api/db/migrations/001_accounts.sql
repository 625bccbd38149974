-- Accounts, clients, agents, sessions, one-time tokens, the e-mail outbox and server settings.

create table server_settings (
  key text primary key,
  value text not null
);

create table languages (
  language_id integer primary key,
  code text not null unique,
  label text not null
);
insert into languages (language_id, code, label) values
  (1, 'nl-NL', 'Nederlands'),
  (2, 'en-NL', 'English'),
  (3, 'de-DE', 'Deutsch'),
  (4, 'zh', '中文');

create table clients (
  client_id integer primary key,
  display_name text not null,
  customer_number text not null unique,
  country_code text not null,
  city text,
  address_line text,
  postal_code text,
  is_active boolean not null default true,
  created_at timestamptz not null default now()
);

create table agents (
  agent_id serial primary key,
  display_name text not null,
  email_address text,
  created_at timestamptz not null default now()
);

create table agent_clients (
  agent_id integer not null references agents (agent_id) on delete cascade,
  client_id integer not null references clients (client_id) on delete cascade,
  primary key (agent_id, client_id)
);

create table accounts (
  account_id serial primary key,
  email_address text not null,
  account_type text not null check (account_type in ('customer', 'agent', 'staff')),
  client_id integer references clients (client_id),
  agent_id integer references agents (agent_id),
  display_name text not null default '',
  first_name text,
  last_name text,
  title text,
  preferred_language_id integer references languages (language_id),
  password_hash text,
  -- false until activated, and when an administrator disables the login
  is_active boolean not null default false,
  is_totp_enabled boolean not null default false,
  totp_secret text,
  totp_pending_secret text,
  -- the last accepted TOTP time step: a code is accepted once (RFC 6238 §5.2)
  totp_last_step bigint,
  last_login_at timestamptz,
  login_at timestamptz,
  ip_address text,
  partner_web_customer_number text,
  partner_web_user_name text,
  created_at timestamptz not null default now(),
  check (account_type <> 'customer' or client_id is not null),
  check (account_type <> 'agent' or agent_id is not null)
);
create unique index accounts_email_key on accounts (lower(email_address));

-- A session is one refresh-token family: every rotation stays in it, and a replayed token
-- revokes it whole. Access tokens carry the session id, so a revoked session stops them too.
create table sessions (
  session_id text primary key,
  account_id integer not null references accounts (account_id) on delete cascade,
  kind text not null check (kind in ('customer', 'agent', 'staff', 'token')),
  client_id integer references clients (client_id),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_account_idx on sessions (account_id);

create table refresh_tokens (
  token_hash text primary key,
  session_id text not null references sessions (session_id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index refresh_tokens_session_idx on refresh_tokens (session_id);

-- Activation, password reset, login (partner web, demo) and TOTP-step tickets; stored hashed.
create table one_time_tokens (
  token_hash text primary key,
  purpose text not null check (purpose in ('activation', 'reset', 'login', 'totp')),
  account_id integer not null references accounts (account_id) on delete cascade,
  client_id integer references clients (client_id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  -- only the seeded demo login token: real tokens are single-use
  reusable boolean not null default false
);
create index one_time_tokens_account_idx on one_time_tokens (account_id);

-- The e-mail send log: every mail the server would send (docs/screens/administration.md#e-mails).
create table outbox (
  email_id serial primary key,
  status text not null default 'Queued' check (status in ('Queued', 'Sent', 'Failed')),
  subject text,
  to_address text,
  from_address text,
  cc text,
  bcc text,
  reply_to text,
  body text,
  attachments jsonb not null default '[]',
  log_message text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_to_idx on outbox (lower(to_address));
