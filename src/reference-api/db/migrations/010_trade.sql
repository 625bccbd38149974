-- Trade areas: products, orders, deliveries, invoices, stock and sales statistics.
-- Each table is scoped by client_id; `search_text` is a lower-case concatenation of the searchable
-- columns (a generated column, so it can never drift from the data), searched with LIKE '%term%'.
-- Indexes lead with client_id because every query is scoped to one client.

CREATE TABLE products (
  product_id int PRIMARY KEY,
  product_code text NOT NULL UNIQUE,
  grade text NOT NULL,
  description text NOT NULL,
  gsm int NOT NULL,
  width_mm int NOT NULL,
  length_mm int NOT NULL,
  sheets_per_pallet int NOT NULL
);

CREATE TABLE orders (
  order_id int PRIMARY KEY,
  client_id int NOT NULL REFERENCES clients (client_id),
  order_number text NOT NULL,
  customer_order_number text NOT NULL,
  order_position int NOT NULL,
  order_signature text NOT NULL,
  product_id int NOT NULL REFERENCES products (product_id),
  sales_product_description text NOT NULL,
  converting_type_description text NOT NULL,
  width_mm int NOT NULL,
  length_mm int NOT NULL,
  sheets_per_pallet int NOT NULL,
  amount_of_sheets int NOT NULL,
  pallets int NOT NULL,
  units int NOT NULL,
  weight_kg numeric(12, 1) NOT NULL,
  theoretical_nett_weight_kg numeric(12, 1) NOT NULL,
  calloff text,
  load_number text,
  date_order date NOT NULL,
  date_departure date,
  country text NOT NULL,
  address text NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(
      order_number || ' ' || customer_order_number || ' ' || order_position::text || ' ' || order_signature || ' ' ||
      sales_product_description || ' ' || converting_type_description || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || coalesce(load_number, '') || ' ' || country || ' ' || address
    )
  ) STORED,
  UNIQUE (order_number, order_position)
);
CREATE INDEX orders_client_date_order ON orders (client_id, date_order, order_id);
CREATE INDEX orders_client_order_number ON orders (client_id, order_number, order_id);
CREATE INDEX orders_client_customer_order ON orders (client_id, customer_order_number, order_id);
CREATE INDEX orders_client_date_departure ON orders (client_id, date_departure, order_id);
CREATE INDEX orders_client_load_number ON orders (client_id, load_number, order_id);
CREATE INDEX orders_client_id ON orders (client_id, order_id);

CREATE TABLE deliveries (
  delivery_id int PRIMARY KEY,
  client_id int NOT NULL REFERENCES clients (client_id),
  order_id int NOT NULL REFERENCES orders (order_id),
  load_number text NOT NULL UNIQUE,
  container_number text,
  carrier text,
  transport_type text NOT NULL CHECK (transport_type IN ('Road', 'Ocean')),
  status text NOT NULL CHECK (status IN ('Preparing', 'InTransit', 'Delivered')),
  order_number text NOT NULL,
  customer_order_number text NOT NULL,
  order_position int NOT NULL,
  sales_product_description text NOT NULL,
  converting_type_description text NOT NULL,
  width_mm int NOT NULL,
  length_mm int NOT NULL,
  amount_of_sheets int NOT NULL,
  pallets int NOT NULL,
  weight_kg numeric(12, 1) NOT NULL,
  theoretical_nett_weight_kg numeric(12, 1) NOT NULL,
  calloff text,
  date_departure date NOT NULL,
  country text NOT NULL,
  address text NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(
      load_number || ' ' || coalesce(container_number, '') || ' ' || coalesce(carrier, '') || ' ' ||
      transport_type || ' ' || status || ' ' || order_number || ' ' || customer_order_number || ' ' ||
      sales_product_description || ' ' || converting_type_description || ' ' ||
      width_mm::text || ' x ' || length_mm::text || ' ' || width_mm::text || 'x' || length_mm::text || ' ' ||
      coalesce(calloff, '') || ' ' || country || ' ' || address
    )
  ) STORED
);
CREATE INDEX deliveries_client_departure ON deliveries (client_id, date_departure, delivery_id);
CREATE INDEX deliveries_client_id ON deliveries (client_id, delivery_id);
CREATE INDEX deliveries_container ON deliveries (container_number);

CREATE TABLE invoices (
  invoice_id int PRIMARY KEY,
  client_id int NOT NULL REFERENCES clients (client_id),
  invoice_number text NOT NULL UNIQUE,
  invoice_date date NOT NULL,
  date_due date NOT NULL,
  date_paid date,
  currency text NOT NULL CHECK (currency IN ('EUR', 'USD', 'GBP', 'CNY', 'SEK')),
  amount_excl_vat_eur numeric(14, 2) NOT NULL,
  amount_excl_vat_foreign numeric(14, 2),
  vat_eur numeric(14, 2) NOT NULL,
  outstanding_eur numeric(14, 2) NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(invoice_number || ' ' || currency || ' ' || amount_excl_vat_eur::text || ' ' ||
      coalesce(amount_excl_vat_foreign::text, ''))
  ) STORED
);
CREATE INDEX invoices_client_date ON invoices (client_id, invoice_date, invoice_id);
CREATE INDEX invoices_client_due ON invoices (client_id, date_due, invoice_id);
CREATE INDEX invoices_client_id ON invoices (client_id, invoice_id);

CREATE TABLE stock_orders (
  stock_order_id int PRIMARY KEY,
  client_id int NOT NULL REFERENCES clients (client_id),
  product_id int NOT NULL REFERENCES products (product_id),
  order_number text NOT NULL,
  customer_order_number text NOT NULL,
  calloff text,
  warehouse text NOT NULL,
  date_produced date NOT NULL,
  search_text text GENERATED ALWAYS AS (
    lower(order_number || ' ' || customer_order_number || ' ' || coalesce(calloff, '') || ' ' || warehouse)
  ) STORED
);
CREATE INDEX stock_orders_client_product ON stock_orders (client_id, product_id);

CREATE TABLE stock_pallets (
  pallet_id int PRIMARY KEY,
  stock_order_id int NOT NULL REFERENCES stock_orders (stock_order_id),
  pallet_number text NOT NULL UNIQUE,
  location text NOT NULL,
  date_produced date NOT NULL,
  sheets int NOT NULL,
  weight_kg numeric(12, 1) NOT NULL,
  search_text text GENERATED ALWAYS AS (lower(pallet_number || ' ' || location)) STORED
);
CREATE INDEX stock_pallets_order ON stock_pallets (stock_order_id);

CREATE TABLE sales_statistics (
  statistic_id int PRIMARY KEY,
  client_id int NOT NULL REFERENCES clients (client_id),
  product_id int NOT NULL REFERENCES products (product_id),
  month date NOT NULL,
  volume_kg numeric(14, 1) NOT NULL,
  value_eur numeric(14, 2) NOT NULL,
  UNIQUE (client_id, product_id, month)
);
