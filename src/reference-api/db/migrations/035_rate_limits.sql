-- Counters of the abuse limits (failed logins, reset / registration mails) per address, per source
-- and globally, shared by every API instance on this database. One row per bucket and fixed window:
-- `hits` counts within the window that ends at `window_ends_at`; a row past its end counts as zero
-- and is deleted by the next sweep.
create table rate_limit_counters (
  bucket text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limit_counters_window_ends_at_idx on rate_limit_counters (window_ends_at);
