import type { FastifyInstance } from 'fastify';
import { type Static, Type } from 'typebox';
import { Nullable } from '../../core/api/contract/common.ts';
import type { Db } from '../db/db.ts';
import { translate } from '../platform/server-messages.ts';
import { duplicateKeys } from './duplicate-keys.ts';
import { type BatchCounts, integrationRoute } from './integration-route.ts';
import { removeRoute } from './remove-route.ts';
import {
  deleteStockOrders,
  type ProductRecord,
  palletOwners,
  replacePallets,
  upsertProducts,
  upsertStockOrders,
} from './stock-import-queries.ts';
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

/** A pallet: the row of `GetStockOrderPalletTable` (`StockPalletRow`) without `id`. */
const PalletItem = Type.Object(
  {
    palletNumber: NumberText,
    location: Type.String({ maxLength: 100 }),
    dateProduced: Day,
    sheets: CountField,
    weight: WeightKg,
  },
  { additionalProperties: false },
);

/**
 * One stock order with its pallets (docs/integration.md#stock): the row of `GetStockOrderTable`
 * (`StockOrderRow`) without `id` and the sums, its product as the stock list shows it (`StockRow`'s
 * `productCode`, `salesProductDescription`, `grade`, `gsm`, `dimensions`), all its pallets, and
 * `clientId`.
 */
export const StockItem = Type.Object(
  {
    clientId: ClientIdField,
    orderNumber: NumberText,
    customerOrderNumber: Type.String({ maxLength: 100 }),
    calloff: Nullable(Type.String({ maxLength: 100 })),
    warehouse: Type.String({ minLength: 1, maxLength: 200 }),
    dateProduced: Day,
    productCode: NumberText,
    salesProductDescription: Text,
    grade: Type.String({ minLength: 1, maxLength: 50 }),
    gsm: Type.Integer({ minimum: 1, maximum: 100_000 }),
    dimensions: Dimensions,
    pallets: Type.Array(PalletItem, { maxItems: 1000 }),
  },
  { additionalProperties: false },
);
export type StockItem = Static<typeof StockItem>;

const StockKey = Type.Object(
  { clientId: ClientIdField, orderNumber: NumberText },
  { additionalProperties: false },
);

const orderKey = (r: { clientId: number; orderNumber: string }) => `${r.clientId}\u0000${r.orderNumber}`;

const productOf = (r: StockItem): ProductRecord => ({
  productCode: r.productCode,
  description: r.salesProductDescription,
  grade: r.grade,
  gsm: r.gsm,
  ...parseDimensions(r.dimensions),
});

/** Problems of a batch's stock orders that only the batch tells: keys, products and pallets twice. */
function batchProblems(items: readonly StockItem[], add: (index: number, field: string) => void) {
  for (const index of duplicateKeys(items, orderKey)) add(index, 'orderNumber');
  const products = new Map<string, string>();
  const pallets = new Set<string>();
  items.forEach((item, index) => {
    // One product code, one product: two records may not describe it differently.
    const product = JSON.stringify(productOf(item));
    if ((products.get(item.productCode) ?? product) !== product) add(index, 'productCode');
    products.set(item.productCode, product);
    for (const pallet of item.pallets) {
      if (pallets.has(pallet.palletNumber)) add(index, 'pallets');
      pallets.add(pallet.palletNumber);
    }
  });
}

/** `PUT Integration/Stock` and `POST Integration/Stock/Remove`: stock orders by (clientId, orderNumber). */
export function stockImport(app: FastifyInstance, db: Db) {
  integrationRoute(
    app,
    db,
    {
      method: 'PUT',
      path: '/Integration/Stock',
      summary: 'Creates or updates stock orders with all their pallets, by clientId and orderNumber',
      scope: 'import',
      item: StockItem,
    },
    async ({ items, tx, problems, request }) => {
      const duplicate = translate(request, 'errors.batchDuplicate');
      batchProblems(items, (index, field) => problems.add(index, field, duplicate));
      await unknownClientProblems(tx, items, problems, request);
      const owners = await palletOwners(
        tx,
        items.flatMap((r) => r.pallets.map((p) => p.palletNumber)),
      );
      items.forEach((item, index) => {
        for (const pallet of item.pallets) {
          const owner = owners.get(pallet.palletNumber);
          if (owner && owner.clientId !== item.clientId)
            problems.add(index, 'pallets', translate(request, 'errors.numberOfOtherClient'));
        }
      });
      if (problems.any) return { created: 0, updated: 0, unchanged: 0 };

      await upsertProducts(tx, [...new Map(items.map((r) => [r.productCode, productOf(r)])).values()]);
      const orders = await upsertStockOrders(tx, items);
      const palletsChanged = new Set(
        (
          await replacePallets(
            tx,
            items,
            items.flatMap((r) =>
              r.pallets.map(({ weight, ...p }) => ({
                ...p,
                clientId: r.clientId,
                orderNumber: r.orderNumber,
                weightKg: weight,
              })),
            ),
          )
        ).map(orderKey),
      );
      const counts: BatchCounts = { created: 0, updated: 0, unchanged: 0 };
      for (const order of orders) {
        const change =
          order.change === 'unchanged' && palletsChanged.has(orderKey(order)) ? 'updated' : order.change;
        counts[change]++;
      }
      return counts;
    },
  );

  removeRoute(app, db, {
    path: '/Integration/Stock/Remove',
    summary: 'Removes stock orders with their pallets, by clientId and orderNumber',
    key: StockKey,
    keyOf: orderKey,
    keyField: 'orderNumber',
    remove: deleteStockOrders,
  });
}
