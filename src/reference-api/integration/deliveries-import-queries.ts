import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/** A delivery as stored: the row the ERP sent with its dimensions taken apart. */
export interface DeliveryRecord {
  clientId: number;
  loadNumber: string;
  transportType: string;
  status: string;
  containerNumber: string | null;
  carrier: string | null;
  orderNumber: string;
  customerOrderNumber: string;
  orderPosition: number;
  salesProductDescription: string;
  convertingTypeDescription: string;
  widthMm: number;
  lengthMm: number;
  amountOfSheets: number;
  pallets: number;
  weightKg: number;
  theoreticalNettWeightKg: number;
  calloff: string | null;
  dateDeparture: string;
  country: string;
  address: string;
}

/**
 * Upserts deliveries by load number in one statement (like clients-import-queries.ts), linking each
 * to the client's order position it names when the portal has it.
 */
export async function upsertDeliveries(tx: Db, records: readonly DeliveryRecord[]): Promise<BatchCounts> {
  const column = <K extends keyof DeliveryRecord>(key: K) => records.map((r) => r[key]);
  const rows = await tx.query<{ inserted: boolean }>(
    `insert into deliveries (client_id, order_id, load_number, transport_type, status, container_number, carrier,
            order_number, customer_order_number, order_position, sales_product_description,
            converting_type_description, width_mm, length_mm, amount_of_sheets, pallets, weight_kg,
            theoretical_nett_weight_kg, calloff, date_departure, country, address)
     select d.client_id, o.order_id, d.load_number, d.transport_type, d.status, d.container_number, d.carrier,
            d.order_number, d.customer_order_number, d.order_position, d.sales_product_description,
            d.converting_type_description, d.width_mm, d.length_mm, d.amount_of_sheets, d.pallets, d.weight_kg,
            d.theoretical_nett_weight_kg, d.calloff, d.date_departure, d.country, d.address
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::int[], $10::text[], $11::text[], $12::int[], $13::int[], $14::int[], $15::int[],
                   $16::numeric[], $17::numeric[], $18::text[], $19::date[], $20::text[], $21::text[])
            as d (client_id, load_number, transport_type, status, container_number, carrier, order_number,
                  customer_order_number, order_position, sales_product_description, converting_type_description,
                  width_mm, length_mm, amount_of_sheets, pallets, weight_kg, theoretical_nett_weight_kg, calloff,
                  date_departure, country, address)
       left join orders o on o.client_id = d.client_id and o.order_number = d.order_number
                         and o.order_position = d.order_position
     on conflict (load_number) do update
        set order_id = excluded.order_id, transport_type = excluded.transport_type, status = excluded.status,
            container_number = excluded.container_number, carrier = excluded.carrier,
            order_number = excluded.order_number, customer_order_number = excluded.customer_order_number,
            order_position = excluded.order_position, sales_product_description = excluded.sales_product_description,
            converting_type_description = excluded.converting_type_description, width_mm = excluded.width_mm,
            length_mm = excluded.length_mm, amount_of_sheets = excluded.amount_of_sheets, pallets = excluded.pallets,
            weight_kg = excluded.weight_kg, theoretical_nett_weight_kg = excluded.theoretical_nett_weight_kg,
            calloff = excluded.calloff, date_departure = excluded.date_departure, country = excluded.country,
            address = excluded.address
      where (deliveries.order_id, deliveries.transport_type, deliveries.status, deliveries.container_number,
             deliveries.carrier, deliveries.order_number, deliveries.customer_order_number, deliveries.order_position,
             deliveries.sales_product_description, deliveries.converting_type_description, deliveries.width_mm,
             deliveries.length_mm, deliveries.amount_of_sheets, deliveries.pallets, deliveries.weight_kg,
             deliveries.theoretical_nett_weight_kg, deliveries.calloff, deliveries.date_departure,
             deliveries.country, deliveries.address)
            is distinct from
            (excluded.order_id, excluded.transport_type, excluded.status, excluded.container_number,
             excluded.carrier, excluded.order_number, excluded.customer_order_number, excluded.order_position,
             excluded.sales_product_description, excluded.converting_type_description, excluded.width_mm,
             excluded.length_mm, excluded.amount_of_sheets, excluded.pallets, excluded.weight_kg,
             excluded.theoretical_nett_weight_kg, excluded.calloff, excluded.date_departure, excluded.country,
             excluded.address)
     returning (xmax = 0) as inserted`,
    [
      column('clientId'),
      column('loadNumber'),
      column('transportType'),
      column('status'),
      column('containerNumber'),
      column('carrier'),
      column('orderNumber'),
      column('customerOrderNumber'),
      column('orderPosition'),
      column('salesProductDescription'),
      column('convertingTypeDescription'),
      column('widthMm'),
      column('lengthMm'),
      column('amountOfSheets'),
      column('pallets'),
      column('weightKg'),
      column('theoreticalNettWeightKg'),
      column('calloff'),
      column('dateDeparture'),
      column('country'),
      column('address'),
    ],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created, unchanged: records.length - rows.length };
}

/** The clients of these load numbers where the portal has them: load number -> client. */
export async function deliveryOwners(tx: Db, loadNumbers: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ load_number: string; client_id: number }>(
    'select load_number, client_id from deliveries where load_number = any($1::text[])',
    [loadNumbers],
  );
  return new Map(rows.map((r) => [r.load_number, r.client_id]));
}

/** Deletes deliveries by the client's load numbers in one statement; answers how many there were. */
export async function deleteDeliveries(
  tx: Db,
  keys: readonly { clientId: number; loadNumber: string }[],
): Promise<number> {
  const rows = await tx.query(
    `delete from deliveries d using unnest($1::int[], $2::text[]) as k (client_id, load_number)
      where d.client_id = k.client_id and d.load_number = k.load_number returning d.delivery_id`,
    [keys.map((k) => k.clientId), keys.map((k) => k.loadNumber)],
  );
  return rows.length;
}
