-- Bounded upload storage (docs/security.md#uploads, issue 14 §4).
--
-- Each chunk of a transfer becomes its own row: appending `data || chunk` rewrote the whole file
-- (and its WAL) at every chunk, so three 25 MB uploads grew the data folder by 460 MB. A file is
-- assembled from its chunks in offset order when it is read. The chunks are stored out of line
-- without compression: the accepted types (JPEG, PNG, PDF) are compressed already.
create table upload_chunks (
  upload_id text not null references uploads (upload_id) on delete cascade,
  byte_offset bigint not null,
  data bytea not null,
  primary key (upload_id, byte_offset)
);
alter table upload_chunks alter column data set storage external;

insert into upload_chunks (upload_id, byte_offset, data)
  select upload_id, 0, data from uploads where length(data) > 0;
alter table uploads drop column data;

-- Expiry: an unfinished transfer expires after its last progress (updated_at), a finished upload
-- that no message took as an attachment after its completion, an attached one after the retention.
alter table uploads add column updated_at timestamptz not null default now();
alter table uploads add column attached_at timestamptz;
update uploads set updated_at = created_at;
create index uploads_expiry_idx on uploads (status, updated_at);

-- /health writes here (an upsert of one row) to tell a database that can no longer write.
create table health_heartbeat (
  id int primary key check (id = 1),
  beat_at timestamptz not null
);
