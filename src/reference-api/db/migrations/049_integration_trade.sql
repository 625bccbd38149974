-- Trade rows from the mill's ERP through the integration API (docs/integration.md#orders and the
-- sections after it). The seed numbers its rows itself; an imported row gets its id from a sequence
-- (the seed moves each sequence past its rows, trade-seed.ts), so both live side by side.
CREATE SEQUENCE orders_order_id_seq OWNED BY orders.order_id;
SELECT setval('orders_order_id_seq', coalesce((SELECT max(order_id) FROM orders), 0) + 1, false);
ALTER TABLE orders ALTER COLUMN order_id SET DEFAULT nextval('orders_order_id_seq');
CREATE SEQUENCE deliveries_delivery_id_seq OWNED BY deliveries.delivery_id;
SELECT setval('deliveries_delivery_id_seq', coalesce((SELECT max(delivery_id) FROM deliveries), 0) + 1, false);
ALTER TABLE deliveries ALTER COLUMN delivery_id SET DEFAULT nextval('deliveries_delivery_id_seq');
CREATE SEQUENCE invoices_invoice_id_seq OWNED BY invoices.invoice_id;
SELECT setval('invoices_invoice_id_seq', coalesce((SELECT max(invoice_id) FROM invoices), 0) + 1, false);
ALTER TABLE invoices ALTER COLUMN invoice_id SET DEFAULT nextval('invoices_invoice_id_seq');
CREATE SEQUENCE products_product_id_seq OWNED BY products.product_id;
SELECT setval('products_product_id_seq', coalesce((SELECT max(product_id) FROM products), 0) + 1, false);
ALTER TABLE products ALTER COLUMN product_id SET DEFAULT nextval('products_product_id_seq');
CREATE SEQUENCE stock_orders_stock_order_id_seq OWNED BY stock_orders.stock_order_id;
SELECT setval('stock_orders_stock_order_id_seq', coalesce((SELECT max(stock_order_id) FROM stock_orders), 0) + 1, false);
ALTER TABLE stock_orders ALTER COLUMN stock_order_id SET DEFAULT nextval('stock_orders_stock_order_id_seq');
CREATE SEQUENCE stock_pallets_pallet_id_seq OWNED BY stock_pallets.pallet_id;
SELECT setval('stock_pallets_pallet_id_seq', coalesce((SELECT max(pallet_id) FROM stock_pallets), 0) + 1, false);
ALTER TABLE stock_pallets ALTER COLUMN pallet_id SET DEFAULT nextval('stock_pallets_pallet_id_seq');

-- An order position is the ERP's by (client, order number, position): the key of its upsert. Two
-- clients' order numbers may then meet without one overwriting the other.
ALTER TABLE orders DROP CONSTRAINT orders_order_number_order_position_key;
CREATE UNIQUE INDEX orders_client_order_position ON orders (client_id, order_number, order_position);

-- The order row the ERP sends carries its product's text and size, not the mill's catalogue number;
-- nothing but the seed reads `product_id` (the screens show the row's own texts), so an imported
-- position has none.
ALTER TABLE orders ALTER COLUMN product_id DROP NOT NULL;

-- A delivery stays when the ERP removes the order position it was loaded from (the goods are on
-- their way; the delivery row carries the order's texts itself): it loses only its link.
ALTER TABLE deliveries ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE deliveries DROP CONSTRAINT deliveries_order_id_fkey;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_order_id_fkey
  FOREIGN KEY (order_id) REFERENCES orders (order_id) ON DELETE SET NULL;
CREATE INDEX deliveries_order ON deliveries (order_id);

-- A stock order is the ERP's by (client, order number): the key of the Stock call's upsert.
CREATE UNIQUE INDEX stock_orders_client_order_number ON stock_orders (client_id, order_number);
-- A product the Stock call finds or creates by its code comes with its texts and size, not with the
-- sheets per pallet of the seed's catalogue, which no screen reads.
ALTER TABLE products ALTER COLUMN sheets_per_pallet DROP NOT NULL;
