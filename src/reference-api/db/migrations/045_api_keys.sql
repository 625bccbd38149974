-- Keys of the integrations (an ERP, a carrier feed) that call /customerportal/Integration/… with
-- `X-Api-Key`. Only a key's SHA-256 is kept: a key is 32 random bytes, so a fast hash is enough, and
-- nobody can read a key back (staff see it once, when it is created). The hint (its last four
-- characters) tells keys apart in the list.
create table api_keys (
  api_key_id serial primary key,
  name text not null,
  scopes text[] not null,
  key_hash text not null unique,
  key_hint text not null,
  created_at timestamptz not null default now(),
  created_by_account_id int references accounts (account_id) on delete set null,
  created_by_email text,
  last_used_at timestamptz,
  revoked_at timestamptz
);
