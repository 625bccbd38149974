import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { Nullable } from '../../core/api/contract/common.ts';
import { DeliveryStatus, TransportType } from '../../core/api/contract/deliveries.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import {
  type DeliveryRecord,
  deleteDeliveries,
  deliveryOwners,
  upsertDeliveries,
} from './deliveries-import-queries.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import { otherClientProblems } from './other-client-numbers.ts';
import { removeRoute } from './remove-route.ts';
import {
  ClientIdField,
  CountField,
  Day,
  Dimensions,
  NumberText,
  parseDimensions,
  Text,
  WeightKg,
} from './trade-item-fields.ts';
import { unknownClientProblems } from './unknown-clients.ts';
import { writeInSlices } from './write-in-slices.ts';

/**
 * One delivery (an order position on a load): the row of `GetDeliveriesTable` (contract/deliveries.ts
 * `DeliveryRow`) without `id`, plus `clientId` (docs/integration.md#deliveries).
 */
export const DeliveryItem = Type.Object(
  {
    clientId: ClientIdField,
    loadNumber: NumberText,
    transportType: TransportType,
    status: DeliveryStatus,
    containerNumber: Nullable(Type.String({ minLength: 1, maxLength: 20 })),
    carrier: Nullable(Type.String({ minLength: 1, maxLength: 50 })),
    orderNumber: NumberText,
    customerOrderNumber: Type.String({ maxLength: 100 }),
    orderPosition: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    salesProductDescription: Text,
    convertingTypeDescription: Type.String({ maxLength: 500 }),
    dimensions: Dimensions,
    amountOfSheets: CountField,
    pallets: CountField,
    weight: WeightKg,
    theoreticalNettWeightKg: WeightKg,
    calloff: Nullable(Type.String({ maxLength: 100 })),
    dateDeparture: Day,
    country: Type.String({ maxLength: 100 }),
    address: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type DeliveryItem = Static<typeof DeliveryItem>;

const DeliveryKey = Type.Object(
  { clientId: ClientIdField, loadNumber: NumberText },
  { additionalProperties: false },
);

function recordOf({ dimensions, weight, ...row }: DeliveryItem): DeliveryRecord {
  return { ...row, ...parseDimensions(dimensions), weightKg: weight };
}

/** `PUT Integration/Deliveries` and `POST Integration/Deliveries/Remove`, keyed by `loadNumber`. */
export function deliveriesImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Deliveries',
      summary: 'Creates or updates deliveries by loadNumber',
      scope: 'import',
      item: DeliveryItem,
      writesInSlices: true,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, (r) => r.loadNumber))
        problems.add(index, 'loadNumber', translate(request, 'errors.batchDuplicate'));
      await unknownClientProblems(tx, items, problems, request);
      const owners = await deliveryOwners(
        tx,
        items.map((r) => r.loadNumber),
      );
      otherClientProblems(items, owners, (r) => r.loadNumber, 'loadNumber', problems, request);
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return writeInSlices(tx, items.map(recordOf), upsertDeliveries);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/Deliveries/Remove',
    summary: 'Removes deliveries the ERP cancelled, by clientId and loadNumber',
    key: DeliveryKey,
    keyOf: (r) => r.loadNumber,
    keyField: 'loadNumber',
    remove: deleteDeliveries,
  });
}
