import type { Db } from '../db/db.ts';
import type { BatchCounts } from './integration-route.ts';

/** A client as the ERP sends it. */
export interface ClientRecord {
  clientId: number;
  displayName: string;
  customerNumber: string;
  countryCode: string;
}

/**
 * Upserts clients by `client_id` in one statement: a row whose values are all the same is left alone
 * (`where … is distinct from`), so it counts as unchanged and its row is not rewritten. `xmax = 0`
 * tells an inserted row from an updated one.
 */
export async function upsertClients(tx: Db, records: readonly ClientRecord[]): Promise<BatchCounts> {
  const rows = await tx.query<{ inserted: boolean }>(
    `insert into clients (client_id, display_name, customer_number, country_code)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[])
     on conflict (client_id) do update
        set display_name = excluded.display_name, customer_number = excluded.customer_number,
            country_code = excluded.country_code
      where (clients.display_name, clients.customer_number, clients.country_code)
            is distinct from (excluded.display_name, excluded.customer_number, excluded.country_code)
     returning (xmax = 0) as inserted`,
    [
      records.map((r) => r.clientId),
      records.map((r) => r.displayName),
      records.map((r) => r.customerNumber),
      records.map((r) => r.countryCode),
    ],
  );
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created, unchanged: records.length - rows.length };
}

/** The customer numbers of these clients' ids that other clients already have: customer_number -> owner. */
export async function customerNumberOwners(tx: Db, numbers: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ customer_number: string; client_id: number }>(
    'select customer_number, client_id from clients where customer_number = any($1::text[])',
    [numbers],
  );
  return new Map(rows.map((r) => [r.customer_number, r.client_id]));
}
