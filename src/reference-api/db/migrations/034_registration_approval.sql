-- Self-registration is a request, not access (issue 14 §2): a registered login awaits staff approval
-- before it gets an activation mail, and until then it cannot log in or get tokens by any path.
-- The company name and customer number the registrant typed are kept for the staff who decide;
-- client_id is the client the customer number matched, or null when it matched none.
alter table accounts add column awaiting_approval boolean not null default false;
alter table accounts add column registered_company_name text;
alter table accounts add column registered_customer_number text;

-- A customer login names its client, except a request whose customer number matched none: staff
-- choose the client when they approve it. The old check has a generated name, so it is found by
-- its definition (the same on PGlite and PostgreSQL).
do $$
declare
  old_check text;
begin
  select conname into old_check from pg_constraint
   where conrelid = 'accounts'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) ilike '%customer%client_id IS NOT NULL%';
  if old_check is not null then
    execute format('alter table accounts drop constraint %I', old_check);
  end if;
end $$;
alter table accounts add constraint accounts_customer_has_client
  check (account_type <> 'customer' or client_id is not null or awaiting_approval);

create index accounts_awaiting_approval_idx on accounts (created_at) where awaiting_approval;
