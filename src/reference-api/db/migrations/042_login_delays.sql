-- Escalating delays of the login limits (issue 23 §3): a counter per address and source is not only
-- full at its max but also closed until `blocked_until`, which each failure past the free ones
-- pushes further (doubling, capped). Null: not delayed.
alter table rate_limit_counters add column blocked_until timestamptz;
-- The delay in force before the latest counted hit: taking that hit back (the check never ran)
-- restores it.
alter table rate_limit_counters add column blocked_before timestamptz;
-- Whether the latest hit found the counter closed by a delay and so was not counted: a parallel
-- attempt that got past the check while another one's hit closed it learns so atomically.
alter table rate_limit_counters add column last_hit_refused boolean not null default false;
