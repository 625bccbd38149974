import {
  type ClientRow,
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
} from '../../../core/api/contract/admin-clients.ts';
import { endClientSessions } from '../../auth/session-queries.ts';
import type { Db } from '../../db/db.ts';
import { writeAuditLog } from '../../platform/audit-log.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { queryFilteredTable } from '../trade/table-query.ts';
import { actorOf, countPhrase, notFound, refused, taken } from './admin-common.ts';
import { clientsTable, tableRow } from './admin-tables.ts';
import {
  customerNumberTaken,
  deleteClientWithOwnData,
  hasTradeData,
  insertClient,
  searchClientsByText,
  setClientActive,
  updateClientRow,
} from './clients-queries.ts';

async function clientRow(db: Db, clientId: number): Promise<ClientRow> {
  const row = await tableRow<ClientRow>(db, clientsTable, clientId);
  if (!row) throw notFound('errors.clientNotFound');
  return row;
}

/** 409 on `customerNumber` when another client has it (case-insensitive: registration looks it up so). */
async function checkCustomerNumber(db: Db, customerNumber: string, exceptClientId: number | null) {
  if (await customerNumberTaken(db, customerNumber, exceptClientId))
    throw taken('customerNumber', 'errors.customerNumber');
}

/** The clients calls (staff only, docs/screens/administration.md#clients): the table, create, change, disable, enable and delete. */
export const clientsAdmin: AreaPlugin = (app, { db }) => {
  route(app, getClientsTable, async ({ body }) => queryFilteredTable<ClientRow>(db, clientsTable, body, []));

  // The text is matched literally: `%`, `_` and `\` in it are escaped, not patterns.
  route(app, searchClients, async ({ query }) => searchClientsByText(db, query.search.trim()));

  route(app, createClient, async ({ body, principal }) => {
    await checkCustomerNumber(db, body.customerNumber, null);
    const clientId = await insertClient(db, body);
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
    await updateClientRow(db, body.clientId, body);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'UpdateClient',
      subjectType: 'client',
      subjectId: body.clientId,
      detail: { ...body },
    });
    return clientRow(db, body.clientId);
  });

  // A disabled client's logins may not log in (auth/account-queries.ts) and their sessions end now.
  route(app, disableClient, async ({ body, principal }) => {
    const client = await clientRow(db, body.clientId);
    if (client.isActive) {
      await setClientActive(db, body.clientId, false);
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
      await setClientActive(db, body.clientId, true);
      await writeAuditLog(db, {
        actor: actorOf(principal),
        action: 'EnableClient',
        subjectType: 'client',
        subjectId: body.clientId,
      });
    }
    return clientRow(db, body.clientId);
  });

  // docs/screens/administration.md#delete-rules: a client is deleted only when no logins remain; one with trade data is refused too (clients-queries.ts).
  route(app, deleteClient, async ({ body, principal, request }) => {
    const client = await clientRow(db, body.clientId);
    if (client.loginCount > 0) {
      throw refused(request, 'errors.clientHasLogins', {
        remaining: countPhrase(request, { logins: client.loginCount }),
      });
    }
    if (await hasTradeData(db, body.clientId)) throw refused(request, 'errors.clientHasTradeData');
    await deleteClientWithOwnData(db, body.clientId);
    await writeAuditLog(db, {
      actor: actorOf(principal),
      action: 'DeleteClient',
      subjectType: 'client',
      subjectId: body.clientId,
      detail: { customerNumber: client.customerNumber, displayName: client.displayName },
    });
  });
};
