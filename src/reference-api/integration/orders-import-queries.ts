import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/** An order position as stored: the row the ERP sent with its dimensions taken apart. */
export interface OrderPositionRecord {
  clientId: number;
  orderNumber: string;
  customerOrderNumber: string;
  orderPosition: number;
  orderSignature: string;
  salesProductDescription: string;
  convertingTypeDescription: string;
  widthMm: number;
  lengthMm: number;
  sheetsPerPallet: number;
  amountOfSheets: number;
  pallets: number;
  units: number;
  weightKg: number;
  theoreticalNettWeightKg: number;
  calloff: string | null;
  loadNumber: string | null;
  dateOrder: string;
  dateDeparture: string | null;
  country: string;
  address: string;
}

/** The key of an order position (docs/integration.md#orders). */
export interface OrderPositionKey {
  clientId: number;
  orderNumber: string;
  orderPosition: number;
}

/**
 * Upserts order positions by (client, order number, position) in one statement, like clients
 * (clients-import-queries.ts): an unchanged row is not rewritten, so its search texts and index
 * entries are not either. The search texts in every language are generated columns (migrations 010
 * and 044), so an imported row is found like a seeded one.
 */
export async function upsertOrderPositions(
  tx: Db,
  records: readonly OrderPositionRecord[],
): Promise<BatchCounts> {
  const column = <K extends keyof OrderPositionRecord>(key: K) => records.map((r) => r[key]);
  const rows = await tx.query<{ inserted: boolean }>(
    `insert into orders (client_id, order_number, customer_order_number, order_position, order_signature,
            sales_product_description, converting_type_description, width_mm, length_mm, sheets_per_pallet,
            amount_of_sheets, pallets, units, weight_kg, theoretical_nett_weight_kg, calloff, load_number,
            date_order, date_departure, country, address)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[],
            $8::int[], $9::int[], $10::int[], $11::int[], $12::int[], $13::int[], $14::numeric[],
            $15::numeric[], $16::text[], $17::text[], $18::date[], $19::date[], $20::text[], $21::text[])
     on conflict (client_id, order_number, order_position) do update
        set customer_order_number = excluded.customer_order_number, order_signature = excluded.order_signature,
            sales_product_description = excluded.sales_product_description,
            converting_type_description = excluded.converting_type_description, width_mm = excluded.width_mm,
            length_mm = excluded.length_mm, sheets_per_pallet = excluded.sheets_per_pallet,
            amount_of_sheets = excluded.amount_of_sheets, pallets = excluded.pallets, units = excluded.units,
            weight_kg = excluded.weight_kg, theoretical_nett_weight_kg = excluded.theoretical_nett_weight_kg,
            calloff = excluded.calloff, load_number = excluded.load_number, date_order = excluded.date_order,
            date_departure = excluded.date_departure, country = excluded.country, address = excluded.address
      where (orders.customer_order_number, orders.order_signature, orders.sales_product_description,
             orders.converting_type_description, orders.width_mm, orders.length_mm, orders.sheets_per_pallet,
             orders.amount_of_sheets, orders.pallets, orders.units, orders.weight_kg,
             orders.theoretical_nett_weight_kg, orders.calloff, orders.load_number, orders.date_order,
             orders.date_departure, orders.country, orders.address)
            is distinct from
            (excluded.customer_order_number, excluded.order_signature, excluded.sales_product_description,
             excluded.converting_type_description, excluded.width_mm, excluded.length_mm,
             excluded.sheets_per_pallet, excluded.amount_of_sheets, excluded.pallets, excluded.units,
             excluded.weight_kg, excluded.theoretical_nett_weight_kg, excluded.calloff, excluded.load_number,
             excluded.date_order, excluded.date_departure, excluded.country, excluded.address)
     returning (xmax = 0) as inserted`,
    [
      column('clientId'),
      column('orderNumber'),
      column('customerOrderNumber'),
      column('orderPosition'),
      column('orderSignature'),
      column('salesProductDescription'),
      column('convertingTypeDescription'),
      column('widthMm'),
      column('lengthMm'),
      column('sheetsPerPallet'),
      column('amountOfSheets'),
      column('pallets'),
      column('units'),
      column('weightKg'),
      column('theoreticalNettWeightKg'),
      column('calloff'),
      column('loadNumber'),
      column('dateOrder'),
      column('dateDeparture'),
      column('country'),
      column('address'),
    ],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created, unchanged: records.length - rows.length };
}

/**
 * Deletes order positions by key in one statement; answers how many there were. A delivery loaded
 * from a removed position keeps its row and loses its link (migration 049: on delete set null).
 */
export async function deleteOrderPositions(tx: Db, keys: readonly OrderPositionKey[]): Promise<number> {
  const rows = await tx.query(
    `delete from orders o
      using unnest($1::int[], $2::text[], $3::int[]) as k (client_id, order_number, order_position)
      where o.client_id = k.client_id and o.order_number = k.order_number
        and o.order_position = k.order_position
     returning o.order_id`,
    [keys.map((k) => k.clientId), keys.map((k) => k.orderNumber), keys.map((k) => k.orderPosition)],
  );
  return rows.length;
}
