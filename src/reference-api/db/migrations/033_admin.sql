-- Staff administration (docs/screens/administration.md#delete-rules, docs/screens/administration.md#log-in-as): disabled logins, support sessions, the admin audit log and the
-- send log of every outbox e-mail.

-- A login is Pending until activated (is_active false), Disabled while disabled_at is set, Active
-- otherwise. Until now a disabled login was one with a password but is_active false: it becomes an
-- activated login with disabled_at set.
alter table accounts add column disabled_at timestamptz;
update accounts set is_active = true, disabled_at = now() where not is_active and password_hash is not null;

-- A support session ("log in as", docs/screens/administration.md#log-in-as): a session as the login's owner opened by a staff member.
-- It ends with the staff member's login.
alter table sessions add column support_by_account_id integer references accounts (account_id) on delete cascade;

-- Every admin change, and the start and end of each support session. The actor's e-mail is kept
-- beside the id so an entry still names its author after the employee login is deleted.
create table admin_audit_log (
  audit_id serial primary key,
  at timestamptz not null default now(),
  actor_account_id integer references accounts (account_id) on delete set null,
  actor_email text,
  action text not null,
  subject_type text not null,
  subject_id text,
  detail jsonb not null default '{}'
);
create index admin_audit_log_subject_idx on admin_audit_log (subject_type, subject_id, at);

-- The send log of an e-mail: queued, sent, failed, resent (by whom).
create table outbox_log (
  outbox_log_id serial primary key,
  email_id integer not null references outbox (email_id) on delete cascade,
  logged_at timestamptz not null default now(),
  event text not null check (event in ('Queued', 'Sent', 'Failed', 'Resent')),
  message text not null default '',
  actor_email text
);
create index outbox_log_email_idx on outbox_log (email_id, logged_at, outbox_log_id);

-- The e-mails already in the outbox get their log from their own columns.
insert into outbox_log (email_id, logged_at, event, message)
select email_id, created_at, 'Queued', '' from outbox;
insert into outbox_log (email_id, logged_at, event, message)
select email_id, coalesce(sent_at, created_at), status, coalesce(log_message, '')
  from outbox where status in ('Sent', 'Failed');

-- New clients get ids from here on; the seeded ones lie below.
create sequence clients_client_id_seq start 2001 owned by clients.client_id;
alter table clients alter column client_id set default nextval('clients_client_id_seq');
