import type { SalesManager } from '../../../../core/api/contract/contact.ts';
import type { Db } from '../../../db/db.ts';

/** The statements of the contact form (contact-area.ts). */

/** The sales managers of a client. */
export function salesManagersOf(db: Db, clientId: number) {
  return db.query<SalesManager>(
    `select m.sales_manager_id as "salesManagerId", m.name, m.email_address as "emailAddress"
       from sales_managers m join client_sales_managers c on c.sales_manager_id = m.sales_manager_id
      where c.client_id = $1 order by m.sales_manager_id`,
    [clientId],
  );
}

/** The client as the contact form shows and checks it, or undefined. */
export async function contactCustomerRow(db: Db, clientId: number) {
  const [row] = await db.query<{ displayName: string; customerNumber: string; countryCode: string }>(
    `select display_name as "displayName", customer_number as "customerNumber", country_code as "countryCode"
       from clients where client_id = $1`,
    [clientId],
  );
  return row;
}

/**
 * The names of clients other than `clientId` named `name` (case-insensitive, trimmed): with an
 * agent id only among that agent's clients, with null among all.
 */
export async function otherClientsNamed(db: Db, clientId: number, name: string, agentId: number | null) {
  const rows = await db.query<{ displayName: string }>(
    `select display_name as "displayName" from clients c
      where c.client_id <> $1 and lower(c.display_name) = lower(trim($2))
        and ($3::int is null or exists (select 1 from agent_clients a where a.agent_id = $3 and a.client_id = c.client_id))`,
    [clientId, name, agentId],
  );
  return rows.map((row) => row.displayName);
}

/** Reserves the id of an outbox e-mail before writing it. */
export async function reserveEmailId(db: Db): Promise<number> {
  const [next] = await db.query<{ email_id: number }>(
    "select nextval(pg_get_serial_sequence('outbox', 'email_id'))::int as email_id",
  );
  return next!.email_id;
}
