-- Search in the user's language (issue 24). The tables show product, converting and warehouse texts
-- and the deliveries' transport type and status in the user's language, while `search_text` holds
-- them as stored (English): "Graupappe" found nothing. Each searched table gets a search text per
-- language, generated like `search_text` but with those values as the screen shows them, so every
-- write (seed, update, a future ERP feed) keeps it in step, and a word is matched by one LIKE on one
-- column, served by its trigram index like an English search.
--
-- `shown_text` and `shown_delivery_value` say a stored value in a language. Their bodies here are
-- placeholders: the API writes them from the dictionaries that translate its answers
-- (areas/trade/shown-text-sql.ts, run after the migrations) and regenerates the search texts whenever
-- those change, so the search texts cannot drift from what the screen shows.
CREATE FUNCTION shown_text(language text, stored text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT $2';
CREATE FUNCTION shown_delivery_value(language text, stored text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT $2';
-- The fingerprint of the dictionaries the functions were last written from.
CREATE TABLE shown_text_dictionary (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  fingerprint text NOT NULL
);

ALTER TABLE orders
  ADD COLUMN search_text_nl text GENERATED ALWAYS AS (
    lower(
      order_number || ' ' || customer_order_number || ' ' || order_position::text || ' ' || order_signature || ' ' ||
      shown_text('nl', sales_product_description) || ' ' || shown_text('nl', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || coalesce(load_number, '') || ' ' || country || ' ' || address
    )
  ) STORED,
  ADD COLUMN search_text_de text GENERATED ALWAYS AS (
    lower(
      order_number || ' ' || customer_order_number || ' ' || order_position::text || ' ' || order_signature || ' ' ||
      shown_text('de', sales_product_description) || ' ' || shown_text('de', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || coalesce(load_number, '') || ' ' || country || ' ' || address
    )
  ) STORED,
  ADD COLUMN search_text_zh text GENERATED ALWAYS AS (
    lower(
      order_number || ' ' || customer_order_number || ' ' || order_position::text || ' ' || order_signature || ' ' ||
      shown_text('zh', sales_product_description) || ' ' || shown_text('zh', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || coalesce(load_number, '') || ' ' || country || ' ' || address
    )
  ) STORED;

ALTER TABLE deliveries
  ADD COLUMN search_text_nl text GENERATED ALWAYS AS (
    lower(
      load_number || ' ' || coalesce(container_number, '') || ' ' || coalesce(carrier, '') || ' ' ||
      shown_delivery_value('nl', transport_type) || ' ' || shown_delivery_value('nl', status) || ' ' ||
      order_number || ' ' || customer_order_number || ' ' ||
      shown_text('nl', sales_product_description) || ' ' || shown_text('nl', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || country || ' ' || address
    )
  ) STORED,
  ADD COLUMN search_text_de text GENERATED ALWAYS AS (
    lower(
      load_number || ' ' || coalesce(container_number, '') || ' ' || coalesce(carrier, '') || ' ' ||
      shown_delivery_value('de', transport_type) || ' ' || shown_delivery_value('de', status) || ' ' ||
      order_number || ' ' || customer_order_number || ' ' ||
      shown_text('de', sales_product_description) || ' ' || shown_text('de', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || country || ' ' || address
    )
  ) STORED,
  ADD COLUMN search_text_zh text GENERATED ALWAYS AS (
    lower(
      load_number || ' ' || coalesce(container_number, '') || ' ' || coalesce(carrier, '') || ' ' ||
      shown_delivery_value('zh', transport_type) || ' ' || shown_delivery_value('zh', status) || ' ' ||
      order_number || ' ' || customer_order_number || ' ' ||
      shown_text('zh', sales_product_description) || ' ' || shown_text('zh', converting_type_description) || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || country || ' ' || address
    )
  ) STORED;

ALTER TABLE stock_orders
  ADD COLUMN search_text_nl text GENERATED ALWAYS AS (
    lower(order_number || ' ' || customer_order_number || ' ' || coalesce(calloff, '') || ' ' || shown_text('nl', warehouse))
  ) STORED,
  ADD COLUMN search_text_de text GENERATED ALWAYS AS (
    lower(order_number || ' ' || customer_order_number || ' ' || coalesce(calloff, '') || ' ' || shown_text('de', warehouse))
  ) STORED,
  ADD COLUMN search_text_zh text GENERATED ALWAYS AS (
    lower(order_number || ' ' || customer_order_number || ' ' || coalesce(calloff, '') || ' ' || shown_text('zh', warehouse))
  ) STORED;

ALTER TABLE products
  ADD COLUMN search_text_nl text GENERATED ALWAYS AS (
    lower(product_code || ' ' || shown_text('nl', description) || ' ' || grade)
  ) STORED,
  ADD COLUMN search_text_de text GENERATED ALWAYS AS (
    lower(product_code || ' ' || shown_text('de', description) || ' ' || grade)
  ) STORED,
  ADD COLUMN search_text_zh text GENERATED ALWAYS AS (
    lower(product_code || ' ' || shown_text('zh', description) || ' ' || grade)
  ) STORED;

CREATE INDEX orders_search_nl_trgm ON orders USING gin (search_text_nl gin_trgm_ops);
CREATE INDEX orders_search_de_trgm ON orders USING gin (search_text_de gin_trgm_ops);
CREATE INDEX orders_search_zh_trgm ON orders USING gin (search_text_zh gin_trgm_ops);
CREATE INDEX deliveries_search_nl_trgm ON deliveries USING gin (search_text_nl gin_trgm_ops);
CREATE INDEX deliveries_search_de_trgm ON deliveries USING gin (search_text_de gin_trgm_ops);
CREATE INDEX deliveries_search_zh_trgm ON deliveries USING gin (search_text_zh gin_trgm_ops);
