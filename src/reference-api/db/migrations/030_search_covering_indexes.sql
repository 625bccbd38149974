-- A searched page must test every row of the client (the total counts all matches). Reading
-- `search_text` from the heap means walking each wide row to its last column; an index that carries
-- it lets the default sort of the orders and deliveries tables be one index-only pass: rows come
-- in page order, the LIKE runs on the narrow index tuple, and the heap is read for the page only.
-- They replace the plain (client, default sort column, id) indexes, which they cover.
DROP INDEX orders_client_date_order;
CREATE INDEX orders_client_date_order ON orders (client_id, date_order, order_id) INCLUDE (search_text);
DROP INDEX deliveries_client_departure;
CREATE INDEX deliveries_client_departure ON deliveries (client_id, date_departure, delivery_id) INCLUDE (search_text);
