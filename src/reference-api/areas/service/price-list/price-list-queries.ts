import type { Db } from '../../../db/db.ts';
import type { PriceListLine } from './price-list-workbook.ts';

/** The statements of the price-list calls (price-list-area.ts). */

/** A client's price list heading, with the client's name and number. */
export interface PriceListRow {
  currency: string;
  valid_from: string;
  display_name: string;
  customer_number: string | null;
}

/** Whether the client has a price list. */
export async function hasPriceList(db: Db, clientId: number): Promise<boolean> {
  const rows = await db.query('select 1 from price_lists where client_id = $1', [clientId]);
  return rows.length > 0;
}

/** The client's price list heading, or undefined when it has none. */
export async function priceListOf(db: Db, clientId: number): Promise<PriceListRow | undefined> {
  const [list] = await db.query<PriceListRow>(
    `select p.currency, to_char(p.valid_from, 'YYYY-MM-DD') as valid_from, c.display_name, c.customer_number
       from price_lists p join clients c on c.client_id = p.client_id
      where p.client_id = $1`,
    [clientId],
  );
  return list;
}

/** The lines of the client's price list, in their order. */
export function priceListLines(db: Db, clientId: number) {
  return db.query<PriceListLine>(
    `select grade, gsm, width_mm as "widthMm", length_mm as "lengthMm", price_per_tonne::float8 as "pricePerTonne",
            minimum_order_kg as "minimumOrderKg"
       from price_list_items where client_id = $1 order by line_no`,
    [clientId],
  );
}
