-- The inbox entries of a batch's changes, found by change (docs/alerts.md#live-updates): each batch
-- that records changes tells the open pages of their recipients, and without this index finding them
-- read the whole inbox table, which grows with every change times its recipients.
create index notifications_change_idx on notifications (change_id);
