import {
  CLIENT_SEARCH_LIMIT,
  type ClientInput,
  type ClientRow,
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
} from '../../../core/api/contract/admin-clients.ts';
import type { Client } from '../../../core/api/contract/agent.ts';
import { endClientSessions } from '../../auth/sessions.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, countPhrase, notFound, refused, taken } from './admin-common.ts';
import { clientsTable, tableRow } from './admin-tables.ts';

async function clientRow(db: Db, clientId: number): Promise<ClientRow> {
  const row = await tableRow<ClientRow>(db, clientsTable, clientId);
  if (!row) throw notFound('errors.clientNotFound');
  return row;
}

/** 409 on `customerNumber` when another client has it (case-insensitive: registration looks it up so). */
async function checkCustomerNumber(db: Db, customerNumber: string, exceptClientId: number | null) {
  const rows = await db.query(
    'select 1 from clients where lower(customer_number) = lower($1) and client_id is distinct from $2',
    [customerNumber, exceptClientId],
  );
  if (rows.length > 0) throw taken('customerNumber', 'errors.customerNumber');
}

const fields = (input: ClientInput) => [
  input.displayName.trim(),
  input.customerNumber,
  input.countryCode,
  input.city?.trim() || null,
  input.addressLine?.trim() || null,
  input.postalCode?.trim() || null,
];

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

/** The clients calls (staff only, spec §6): the table, create, change, disable, enable and delete. */
export const clientsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getClientsTable, async ({ body }) => queryFilteredTable<ClientRow>(db, clientsTable, body, []));

  // The text is matched literally: `%`, `_` and `\` in it are escaped, not patterns.
  route(app, searchClients, async ({ query }) =>
    db.query<Client>(
      `select client_id as "clientId", display_name as "displayName" from clients
        where display_name ilike $1 or customer_number ilike $1
        order by display_name, client_id limit $2`,
      [`%${query.search.trim().replace(/[\\%_]/g, '\\$&')}%`, CLIENT_SEARCH_LIMIT],
    ),
  );

  route(app, createClient, async ({ body, principal }) => {
    await checkCustomerNumber(db, body.customerNumber, null);
    const [created] = await db.query<{ client_id: number }>(
      `insert into clients (display_name, customer_number, country_code, city, address_line, postal_code)
       values ($1, $2, $3, $4, $5, $6) returning client_id`,
      fields(body),
    );
    const clientId = created!.client_id;
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'CreateClient',
      subjectType: 'client',
      subjectId: clientId,
      detail: { customerNumber: body.customerNumber, displayName: body.displayName },
    });
    return clientRow(db, clientId);
  });

  route(app, updateClient, async ({ body, principal }) => {
    await clientRow(db, body.clientId);
    await checkCustomerNumber(db, body.customerNumber, body.clientId);
    await db.query(
      `update clients set display_name = $2, customer_number = $3, country_code = $4, city = $5,
                          address_line = $6, postal_code = $7
        where client_id = $1`,
      [body.clientId, ...fields(body)],
    );
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateClient',
      subjectType: 'client',
      subjectId: body.clientId,
      detail: { ...body },
    });
    return clientRow(db, body.clientId);
  });

  // A disabled client's logins may not log in (auth/accounts.ts) and their sessions end now.
  route(app, disableClient, async ({ body, principal }) => {
    const client = await clientRow(db, body.clientId);
    if (client.isActive) {
      await db.query('update clients set is_active = false where client_id = $1', [body.clientId]);
      await endClientSessions(db, body.clientId, 'client disabled');
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action: 'DisableClient',
        subjectType: 'client',
        subjectId: body.clientId,
      });
    }
    return clientRow(db, body.clientId);
  });

  route(app, enableClient, async ({ body, principal }) => {
    const client = await clientRow(db, body.clientId);
    if (!client.isActive) {
      await db.query('update clients set is_active = true where client_id = $1', [body.clientId]);
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action: 'EnableClient',
        subjectType: 'client',
        subjectId: body.clientId,
      });
    }
    return clientRow(db, body.clientId);
  });

  // Spec §5: a client is deleted only when no logins remain; one with trade data is refused too (see tradeTables).
  route(app, deleteClient, async ({ body, principal, request }) => {
    const client = await clientRow(db, body.clientId);
    if (client.loginCount > 0) {
      throw refused(request, 'errors.clientHasLogins', {
        remaining: countPhrase(request, { logins: client.loginCount }),
      });
    }
    const [trade] = await db.query<{ has: boolean }>(
      `select ${tradeTables.map((t) => `exists (select 1 from ${t} where client_id = $1)`).join(' or ')} as has`,
      [body.clientId],
    );
    if (trade?.has) throw refused(request, 'errors.clientHasTradeData');
    // What is the client's own besides trade data goes with it: memos for it, its price list, its
    // sales managers, agent links (cascade), and any token session or ticket for it.
    await db.transaction(async (tx) => {
      await tx.query('delete from memos where client_id = $1', [body.clientId]);
      await tx.query('delete from price_lists where client_id = $1', [body.clientId]);
      await tx.query('delete from client_sales_managers where client_id = $1', [body.clientId]);
      await tx.query('delete from one_time_tokens where client_id = $1', [body.clientId]);
      await tx.query('delete from sessions where client_id = $1', [body.clientId]);
      await tx.query('delete from clients where client_id = $1', [body.clientId]);
    });
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteClient',
      subjectType: 'client',
      subjectId: body.clientId,
      detail: { customerNumber: client.customerNumber, displayName: client.displayName },
    });
  });
};
