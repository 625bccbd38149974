import { CLIENT_SEARCH_LIMIT, type ClientInput } from '../../../core/api/contract/admin-clients.ts';
import type { Client } from '../../../core/api/contract/agent.ts';
import type { Db } from '../../db/db.ts';

/** The statements of the clients calls (clients-admin.ts). */

/** Clients whose name or customer number contains `text`, literally (`%`, `_` and `\` are escaped). */
export function searchClientsByText(db: Db, text: string) {
  return db.query<Client>(
    `select client_id as "clientId", display_name as "displayName" from clients
      where display_name ilike $1 or customer_number ilike $1
      order by display_name, client_id limit $2`,
    [`%${text.replace(/[\\%_]/g, '\\$&')}%`, CLIENT_SEARCH_LIMIT],
  );
}

/** A client's name, or null when there is no such client. */
export async function clientName(db: Db, clientId: number | null): Promise<string | null> {
  const [client] = await db.query<{ display_name: string }>(
    'select display_name from clients where client_id = $1',
    [clientId],
  );
  return client?.display_name ?? null;
}

/** Whether another client has this customer number (case-insensitive: registration looks it up so). */
export async function customerNumberTaken(
  db: Db,
  customerNumber: string,
  exceptClientId: number | null,
): Promise<boolean> {
  const rows = await db.query(
    'select 1 from clients where lower(customer_number) = lower($1) and client_id is distinct from $2',
    [customerNumber, exceptClientId],
  );
  return rows.length > 0;
}

const fields = (input: ClientInput) => [
  input.displayName.trim(),
  input.customerNumber,
  input.countryCode,
  input.city?.trim() || null,
  input.addressLine?.trim() || null,
  input.postalCode?.trim() || null,
];

/** A new client; answers its id. */
export async function insertClient(db: Db, input: ClientInput): Promise<number> {
  const [created] = await db.query<{ client_id: number }>(
    `insert into clients (display_name, customer_number, country_code, city, address_line, postal_code)
     values ($1, $2, $3, $4, $5, $6) returning client_id`,
    fields(input),
  );
  return created!.client_id;
}

/** Changes a client's name, number and address. */
export async function updateClientRow(db: Db, clientId: number, input: ClientInput): Promise<void> {
  await db.query(
    `update clients set display_name = $2, customer_number = $3, country_code = $4, city = $5,
                        address_line = $6, postal_code = $7
      where client_id = $1`,
    [clientId, ...fields(input)],
  );
}

/** Enables or disables a client. */
export async function setClientActive(db: Db, clientId: number, active: boolean): Promise<void> {
  await db.query('update clients set is_active = $2 where client_id = $1', [clientId, active]);
}

/**
 * The trade data that keeps a client from being deleted. The portal shows a client's orders,
 * deliveries, invoices, stock, statistics and shipments; deleting the client would delete that
 * history (or leave it orphaned), so a client with any of it is refused with 409 and can be disabled
 * instead. Clients created through the administration have none; the seeded demo clients do.
 */
const tradeTables = [
  'orders',
  'deliveries',
  'invoices',
  'stock_orders',
  'sales_statistics',
  'tracking_trips',
];

/** Whether a client has trade data (tradeTables). */
export async function hasTradeData(db: Db, clientId: number): Promise<boolean> {
  const [trade] = await db.query<{ has: boolean }>(
    `select ${tradeTables.map((t) => `exists (select 1 from ${t} where client_id = $1)`).join(' or ')} as has`,
    [clientId],
  );
  return trade?.has === true;
}

/**
 * Deletes a client in one transaction with what is its own besides trade data: memos for it, its
 * price list, its sales managers, agent links (cascade), and any token session or ticket for it.
 */
export async function deleteClientWithOwnData(db: Db, clientId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('delete from memos where client_id = $1', [clientId]);
    await tx.query('delete from price_lists where client_id = $1', [clientId]);
    await tx.query('delete from client_sales_managers where client_id = $1', [clientId]);
    await tx.query('delete from one_time_tokens where client_id = $1', [clientId]);
    await tx.query('delete from sessions where client_id = $1', [clientId]);
    await tx.query('delete from clients where client_id = $1', [clientId]);
  });
}
