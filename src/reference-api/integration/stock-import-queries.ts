import type { Db } from '../db/db.ts';

/** A product of the catalogue as the Stock call names it. */
export interface ProductRecord {
  productCode: string;
  description: string;
  grade: string;
  gsm: number;
  widthMm: number;
  lengthMm: number;
}

/** A stock order as stored, its product by code. */
export interface StockOrderRecord {
  clientId: number;
  orderNumber: string;
  customerOrderNumber: string;
  calloff: string | null;
  warehouse: string;
  dateProduced: string;
  productCode: string;
}

/** A pallet as stored, its stock order by (client, order number). */
export interface PalletRecord {
  clientId: number;
  orderNumber: string;
  palletNumber: string;
  location: string;
  dateProduced: string;
  sheets: number;
  weightKg: number;
}

/**
 * Finds or creates products by code in one statement, updating the texts and size of one that
 * changed (the catalogue is the mill's); answers product code -> id.
 */
export async function upsertProducts(
  tx: Db,
  products: readonly ProductRecord[],
): Promise<Map<string, number>> {
  const rows = await tx.query<{ product_id: number; product_code: string }>(
    `with upserted as (
       insert into products (product_code, description, grade, gsm, width_mm, length_mm)
       select * from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[])
       on conflict (product_code) do update
          set description = excluded.description, grade = excluded.grade, gsm = excluded.gsm,
              width_mm = excluded.width_mm, length_mm = excluded.length_mm
        where (products.description, products.grade, products.gsm, products.width_mm, products.length_mm)
              is distinct from (excluded.description, excluded.grade, excluded.gsm, excluded.width_mm, excluded.length_mm)
       returning product_id, product_code)
     select product_id, product_code from upserted
     union all
     select product_id, product_code from products where product_code = any($1::text[])
        and product_code not in (select product_code from upserted)`,
    [
      products.map((p) => p.productCode),
      products.map((p) => p.description),
      products.map((p) => p.grade),
      products.map((p) => p.gsm),
      products.map((p) => p.widthMm),
      products.map((p) => p.lengthMm),
    ],
  );
  return new Map(rows.map((r) => [r.product_code, r.product_id]));
}

/**
 * Upserts stock orders by (client, order number) in one statement; answers each one's id and whether
 * it was created, updated or left alone.
 */
export async function upsertStockOrders(
  tx: Db,
  orders: readonly StockOrderRecord[],
): Promise<{ orderNumber: string; clientId: number; change: 'created' | 'updated' | 'unchanged' }[]> {
  return tx.query(
    `with sent as (
       select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::date[], $7::text[])
         as s (client_id, order_number, customer_order_number, calloff, warehouse, date_produced, product_code)),
     upserted as (
       insert into stock_orders (client_id, product_id, order_number, customer_order_number, calloff, warehouse,
              date_produced)
       select s.client_id, p.product_id, s.order_number, s.customer_order_number, s.calloff, s.warehouse,
              s.date_produced
         from sent s join products p on p.product_code = s.product_code
       on conflict (client_id, order_number) do update
          set product_id = excluded.product_id, customer_order_number = excluded.customer_order_number,
              calloff = excluded.calloff, warehouse = excluded.warehouse, date_produced = excluded.date_produced
        where (stock_orders.product_id, stock_orders.customer_order_number, stock_orders.calloff,
               stock_orders.warehouse, stock_orders.date_produced)
              is distinct from (excluded.product_id, excluded.customer_order_number, excluded.calloff,
               excluded.warehouse, excluded.date_produced)
       returning client_id, order_number, (xmax = 0) as inserted)
     select s.client_id as "clientId", s.order_number as "orderNumber",
            case when u.inserted then 'created' when u.inserted is not null then 'updated' else 'unchanged' end
              as change
       from sent s left join upserted u on u.client_id = s.client_id and u.order_number = s.order_number`,
    [
      orders.map((o) => o.clientId),
      orders.map((o) => o.orderNumber),
      orders.map((o) => o.customerOrderNumber),
      orders.map((o) => o.calloff),
      orders.map((o) => o.warehouse),
      orders.map((o) => o.dateProduced),
      orders.map((o) => o.productCode),
    ],
  );
}

/**
 * Makes the pallets of these stock orders exactly the ones sent: upserts them by pallet number and
 * deletes the order's others (sold, moved out). Answers the (client, order number) of each stock
 * order whose pallets changed.
 */
export async function replacePallets(
  tx: Db,
  orders: readonly { clientId: number; orderNumber: string }[],
  pallets: readonly PalletRecord[],
): Promise<{ clientId: number; orderNumber: string }[]> {
  return tx.query(
    `with orders_sent as (
       select so.stock_order_id, so.client_id, so.order_number
         from unnest($1::int[], $2::text[]) as k (client_id, order_number)
         join stock_orders so on so.client_id = k.client_id and so.order_number = k.order_number),
     sent as (
       select o.stock_order_id, p.*
         from unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::date[], $8::int[], $9::numeric[])
           as p (client_id, order_number, pallet_number, location, date_produced, sheets, weight_kg)
         join orders_sent o on o.client_id = p.client_id and o.order_number = p.order_number),
     upserted as (
       insert into stock_pallets (stock_order_id, pallet_number, location, date_produced, sheets, weight_kg)
       select stock_order_id, pallet_number, location, date_produced, sheets, weight_kg from sent
       on conflict (pallet_number) do update
          set stock_order_id = excluded.stock_order_id, location = excluded.location,
              date_produced = excluded.date_produced, sheets = excluded.sheets, weight_kg = excluded.weight_kg
        where (stock_pallets.stock_order_id, stock_pallets.location, stock_pallets.date_produced,
               stock_pallets.sheets, stock_pallets.weight_kg)
              is distinct from (excluded.stock_order_id, excluded.location, excluded.date_produced,
               excluded.sheets, excluded.weight_kg)
       returning stock_order_id),
     removed as (
       delete from stock_pallets sp using orders_sent o
        where sp.stock_order_id = o.stock_order_id
          and sp.pallet_number not in (select pallet_number from sent)
       returning sp.stock_order_id)
     select distinct o.client_id as "clientId", o.order_number as "orderNumber"
       from orders_sent o
      where o.stock_order_id in (select stock_order_id from upserted union all select stock_order_id from removed)`,
    [
      orders.map((o) => o.clientId),
      orders.map((o) => o.orderNumber),
      pallets.map((p) => p.clientId),
      pallets.map((p) => p.orderNumber),
      pallets.map((p) => p.palletNumber),
      pallets.map((p) => p.location),
      pallets.map((p) => p.dateProduced),
      pallets.map((p) => p.sheets),
      pallets.map((p) => p.weightKg),
    ],
  );
}

/** The (client, order number) of the stock orders holding these pallets: pallet number -> owner. */
export async function palletOwners(
  tx: Db,
  palletNumbers: readonly string[],
): Promise<Map<string, { clientId: number; orderNumber: string }>> {
  const rows = await tx.query<{ pallet_number: string; client_id: number; order_number: string }>(
    `select sp.pallet_number, so.client_id, so.order_number
       from stock_pallets sp join stock_orders so on so.stock_order_id = sp.stock_order_id
      where sp.pallet_number = any($1::text[])`,
    [palletNumbers],
  );
  return new Map(rows.map((r) => [r.pallet_number, { clientId: r.client_id, orderNumber: r.order_number }]));
}

/** Deletes stock orders (with their pallets) by (client, order number); answers how many there were. */
export async function deleteStockOrders(
  tx: Db,
  keys: readonly { clientId: number; orderNumber: string }[],
): Promise<number> {
  const rows = await tx.query(
    `with gone as (
       select so.stock_order_id from stock_orders so
         join unnest($1::int[], $2::text[]) as k (client_id, order_number)
           on so.client_id = k.client_id and so.order_number = k.order_number),
     pallets as (delete from stock_pallets where stock_order_id in (select stock_order_id from gone))
     delete from stock_orders where stock_order_id in (select stock_order_id from gone) returning stock_order_id`,
    [keys.map((k) => k.clientId), keys.map((k) => k.orderNumber)],
  );
  return rows.length;
}
