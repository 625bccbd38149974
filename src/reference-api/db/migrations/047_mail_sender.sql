-- Mail out over SMTP (issue 26 §5): the outbox stays the queue, and the sender (auth/mail-sender.ts)
-- takes due mails from it. A mail is Queued until an instance claims it: then it is Sending until
-- claimed_until (the lease), so a crashed instance's mail is taken again once its lease has run out.
-- A refused or failed attempt puts it back to Queued with the time of the next attempt; after the
-- last attempt it is Failed. `last_response` is the mail server's last answer (code and text).
alter table outbox drop constraint if exists outbox_status_check;
alter table outbox
  add constraint outbox_status_check check (status in ('Queued', 'Sending', 'Sent', 'Failed')),
  add column attempts integer not null default 0,
  add column next_attempt_at timestamptz,
  add column claimed_until timestamptz,
  add column last_response text,
  -- The recipient's name for the To header and the language of the mail's frame (the body has its own).
  add column to_name text,
  add column language text;

-- The sender looks only at mails still to send: a few rows, however long the log grows.
create index outbox_unsent_idx on outbox (email_id) where status in ('Queued', 'Sending');

-- A failed attempt that will be tried again.
alter table outbox_log drop constraint if exists outbox_log_event_check;
alter table outbox_log
  add constraint outbox_log_event_check check (event in ('Queued', 'Sent', 'Failed', 'Resent', 'Deferred'));
