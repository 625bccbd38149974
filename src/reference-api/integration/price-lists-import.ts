import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { knownClientIds } from './client-ids-queries.ts';
import { deletePriceLists, upsertPriceLists } from './documents-import-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import { removeRoute } from './remove-route.ts';

const ClientId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Count = (maximum: number) => Type.Integer({ minimum: 1, maximum });

const PriceListLine = Type.Object(
  {
    grade: Type.String({ minLength: 1, maxLength: 200 }),
    gsm: Count(10_000),
    widthMm: Count(100_000),
    lengthMm: Count(1_000_000),
    /** Stored to the cent (numeric(10, 2)). */
    pricePerTonne: Type.Number({ minimum: 0, maximum: 99_999_999.99 }),
    minimumOrderKg: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);

const PriceListItem = Type.Object(
  {
    clientId: ClientId,
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    validFrom: Type.String({ format: 'date' }),
    /** Every line of the list, in the order the workbook shows them. */
    lines: Type.Array(PriceListLine, { minItems: 1, maxItems: 1_000 }),
  },
  { additionalProperties: false },
);

/**
 * `PUT Integration/PriceLists` and its Remove: each client's price list with all its lines, keyed by
 * client (docs/integration.md#put-integrationpricelists).
 */
export function priceListsImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/PriceLists',
      summary: 'Creates or replaces clients’ price lists with their lines, by clientId',
      scope: 'import',
      item: PriceListItem,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, (r) => String(r.clientId)))
        problems.add(index, 'clientId', translate(request, 'errors.batchDuplicate'));
      const clients = await knownClientIds(
        tx,
        items.map((r) => r.clientId),
      );
      items.forEach((r, index) => {
        if (!clients.has(r.clientId))
          problems.add(index, 'clientId', translate(request, 'errors.unknownClient'));
      });
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return upsertPriceLists(tx, items);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/PriceLists/Remove',
    summary: 'Deletes clients’ price lists by clientId',
    key: Type.Object({ clientId: ClientId }, { additionalProperties: false }),
    keyField: 'clientId',
    keyOf: (r) => String(r.clientId),
    remove: (tx, keys) =>
      deletePriceLists(
        tx,
        keys.map((r) => r.clientId),
      ),
  });
}
