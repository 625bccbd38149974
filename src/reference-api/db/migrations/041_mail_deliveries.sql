-- The recipient's copy of a mail apart from the e-mail log (issue 23 §1). The outbox row is the copy
-- staff read (Admin/GetEmail): a one-time link there is written without its token. The copy with the
-- live link waits here only until it is handed over (the mail drop writes it, then deletes the row),
-- and no API call reads this table.
create table mail_deliveries (
  email_id integer primary key references outbox (email_id) on delete cascade,
  body text not null,
  created_at timestamptz not null default now()
);

-- Mails logged before this migration hold their live token in the body: blank every token-long run
-- (tokens are 43 base64url characters) of any mail with a portal link, wherever a crafted Host put it.
-- The tokens themselves stay valid until used or expired (reset 1 h, activation 7 days).
update outbox
   set body = regexp_replace(body, '[A-Za-z0-9_-]{40,}', '••••••', 'g'),
       subject = regexp_replace(subject, '[A-Za-z0-9_-]{40,}', '••••••', 'g')
 where body like '%/auth/%' or subject like '%/auth/%';
