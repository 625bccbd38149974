-- A page of a large client's orders sorted by a column (issue 29: 250,000 positions, page 1 at p95
-- ≤ 20 ms in every sort order) is one short walk of an index that leads with the client and the
-- column, tie-broken by the id, as the table's ORDER BY is: the page's ids come from the index alone
-- (index-only, once vacuumed) and only its rows are read from the table. Without such an index every
-- row of the client is read and sorted for each page. The columns that had none get one here: the
-- sort expressions of trade-tables.ts, tied by `order_id`. Deep pages read from the nearer end of the
-- same index, and exports walk it from a keyset cursor (areas/trade/table-query.ts).
CREATE INDEX orders_client_position ON orders (client_id, order_position, order_id);
CREATE INDEX orders_client_signature ON orders (client_id, order_signature, order_id);
CREATE INDEX orders_client_product ON orders (client_id, sales_product_description, order_id);
CREATE INDEX orders_client_converting ON orders (client_id, converting_type_description, order_id);
CREATE INDEX orders_client_dimensions ON orders (client_id, (width_mm * 100000 + length_mm), order_id);
CREATE INDEX orders_client_sheets_per_pallet ON orders (client_id, sheets_per_pallet, order_id);
CREATE INDEX orders_client_amount_of_sheets ON orders (client_id, amount_of_sheets, order_id);
CREATE INDEX orders_client_pallets ON orders (client_id, pallets, order_id);
CREATE INDEX orders_client_units ON orders (client_id, units, order_id);
CREATE INDEX orders_client_weight ON orders (client_id, weight_kg, order_id);
CREATE INDEX orders_client_nett_weight ON orders (client_id, theoretical_nett_weight_kg, order_id);
CREATE INDEX orders_client_calloff ON orders (client_id, calloff, order_id);
CREATE INDEX orders_client_country ON orders (client_id, country, order_id);
CREATE INDEX orders_client_address ON orders (client_id, address, order_id);
