import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { Nullable } from '../../core/api/contract/common.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { integrationRoute } from './integration-route.ts';
import {
  deleteOrderPositions,
  type OrderPositionKey,
  type OrderPositionRecord,
  upsertOrderPositions,
} from './orders-import-queries.ts';
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
 * One order position: the row of `GetOrdersTable` (contract/orders.ts `OrderRow`) without `id`, plus
 * `clientId` (docs/integration.md#orders).
 */
export const OrderItem = Type.Object(
  {
    clientId: ClientIdField,
    orderNumber: NumberText,
    customerOrderNumber: Type.String({ maxLength: 100 }),
    orderPosition: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    orderSignature: Type.String({ maxLength: 200 }),
    salesProductDescription: Text,
    convertingTypeDescription: Type.String({ maxLength: 500 }),
    dimensions: Dimensions,
    sheets: CountField,
    amountOfSheets: CountField,
    pallets: CountField,
    units: CountField,
    weight: WeightKg,
    theoreticalNettWeightKg: WeightKg,
    calloff: Nullable(Type.String({ maxLength: 100 })),
    loadNumber: Nullable(Type.String({ maxLength: 50 })),
    dateOrder: Day,
    dateDeparture: Nullable(Day),
    country: Type.String({ maxLength: 100 }),
    address: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type OrderItem = Static<typeof OrderItem>;

const OrderKey = Type.Object(
  { clientId: ClientIdField, orderNumber: NumberText, orderPosition: OrderItem.properties.orderPosition },
  { additionalProperties: false },
);

const keyOf = (r: OrderPositionKey) => `${r.clientId}\u0000${r.orderNumber}\u0000${r.orderPosition}`;

/** The stored record of an order row: the list's `sheets`, `weight` and `dimensions` in their columns. */
function recordOf({ dimensions, sheets, weight, ...row }: OrderItem): OrderPositionRecord {
  return { ...row, ...parseDimensions(dimensions), sheetsPerPallet: sheets, weightKg: weight };
}

/**
 * `PUT Integration/Orders` and `POST Integration/Orders/Remove`: the mill's order book, keyed by
 * (`clientId`, `orderNumber`, `orderPosition`).
 */
export function ordersImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Orders',
      summary: 'Creates or updates order positions by clientId, orderNumber and orderPosition',
      scope: 'import',
      item: OrderItem,
      writesInSlices: true,
    },
    async ({ items, tx, problems, request }) => {
      for (const index of duplicateKeys(items, keyOf))
        problems.add(index, 'orderPosition', translate(request, 'errors.batchDuplicate'));
      await unknownClientProblems(tx, items, problems, request);
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };
      return writeInSlices(tx, items.map(recordOf), upsertOrderPositions);
    },
  );

  removeRoute(app, db, {
    path: '/Integration/Orders/Remove',
    summary: 'Removes order positions the ERP cancelled, by clientId, orderNumber and orderPosition',
    key: OrderKey,
    keyOf,
    keyField: 'orderPosition',
    remove: deleteOrderPositions,
  });
}
