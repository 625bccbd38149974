-- Support sessions ("log in as", docs/screens/administration.md#log-in-as) end with the staff session that started them and after a
-- short lifetime of their own (issue 23): the staff session they hang from, and the moment they
-- end whatever their refresh tokens say. Null for every other session (no absolute end).
alter table sessions add column support_by_session_id text references sessions (session_id) on delete cascade;
alter table sessions add column expires_at timestamptz;
create index sessions_support_by_session_idx on sessions (support_by_session_id)
  where support_by_session_id is not null;

-- Support sessions opened before this migration name no staff session to end with: they end now.
update sessions set revoked_at = now(), revoked_reason = 'support sessions end with their staff session'
 where support_by_account_id is not null and revoked_at is null;
