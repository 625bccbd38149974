-- The natural keys the integration API upserts the service documents by (docs/integration.md).
-- A certificate is known by its number; the seeded numbers are distinct already.
create unique index product_certificates_number_key on product_certificates (certificate_number);

-- A news item by the id the sending system gives it; the seeded items have none (the feed leaves them alone).
alter table news_items add column external_id text unique;

-- The price list's download is named in the reader's language (price-list-area.ts), never by this
-- column: a price list from the feed has no stored name.
alter table price_lists alter column filename drop not null;
