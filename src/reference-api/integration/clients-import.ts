import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { type ClientRecord, customerNumberOwners, upsertClients } from './clients-import-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';

export const ClientItem = Type.Object(
  {
    clientId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    displayName: Type.String({ minLength: 1, maxLength: 200 }),
    customerNumber: Type.String({ minLength: 1, maxLength: 50 }),
    countryCode: Type.String({ pattern: '^[A-Z]{2}$' }),
  },
  { additionalProperties: false },
);

/** `PUT Integration/Clients`: the mill's clients, keyed by `clientId` (the ERP's own number). */
export function clientsImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Clients',
      summary: 'Creates or updates clients by clientId',
      scope: 'import',
      item: ClientItem,
    },
    async ({ items, tx, problems, request }) => {
      const records: ClientRecord[] = items;
      for (const index of duplicateKeys(records, (r) => String(r.clientId)))
        problems.add(index, 'clientId', translate(request, 'errors.batchDuplicate'));
      const owners = await customerNumberOwners(
        tx,
        records.map((r) => r.customerNumber),
      );
      const claimed = new Map<string, number>();
      records.forEach((record, index) => {
        const owner = owners.get(record.customerNumber);
        const other = claimed.get(record.customerNumber);
        if (
          (owner !== undefined && owner !== record.clientId) ||
          (other !== undefined && other !== record.clientId)
        )
          problems.add(index, 'customerNumber', translate(request, 'errors.customerNumberTaken'));
        claimed.set(record.customerNumber, record.clientId);
      });
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return upsertClients(tx, records);
    },
  );
}
