import { ORDER_COLUMNS } from '../../core/api/contract/table-columns.ts';
import type { FirstViewColumn } from '../../ui/data-table/first-view/first-view-column.ts';

/** The columns shown by default; every column of ORDER_COLUMNS is still exported. */
export const VISIBLE_ORDER_COLUMNS: readonly string[] = Object.freeze([
  'orderNumber',
  'customerOrderNumber',
  'orderPosition',
  'salesProductDescription',
  'convertingTypeDescription',
  'dimensions',
  'amountOfSheets',
  'pallets',
  'theoreticalNettWeightKg',
  'loadNumber',
  'dateOrder',
  'dateDeparture',
]);

/**
 * How each column gives way on a narrow screen (DataTableColumn `fold`, highest first): the order,
 * the load number and the dates never fold; the product (which tells an order's positions apart)
 * and the customer's own order number last.
 */
const ORDER_FOLD_RANKS: Partial<Record<string, number>> = {
  convertingTypeDescription: 10,
  amountOfSheets: 9,
  pallets: 8,
  dimensions: 7,
  orderPosition: 6,
  theoreticalNettWeightKg: 5,
  salesProductDescription: 4,
  customerOrderNumber: 3,
};

const ORDER_IDENTIFIERS: readonly string[] = ['orderNumber', 'customerOrderNumber', 'loadNumber'];
const ORDER_LONG_TEXTS: readonly string[] = ['salesProductDescription', 'convertingTypeDescription'];

/**
 * The orders table's shown columns without React or texts: the one source of the DataTable's
 * columns (order-columns.tsx adds titles and the load number's link) and of the static first view
 * cp-orders.ts paints before React (orders-first-view.ts).
 */
export const ORDER_COLUMN_SHAPES: readonly FirstViewColumn<(typeof ORDER_COLUMNS)[number]['key']>[] =
  ORDER_COLUMNS.filter((column) => VISIBLE_ORDER_COLUMNS.includes(column.key)).map((column) => ({
    key: column.key,
    sortable: column.sortable,
    kind: column.kind,
    identifier: ORDER_IDENTIFIERS.includes(column.key),
    clamp: ORDER_LONG_TEXTS.includes(column.key),
    fold: ORDER_FOLD_RANKS[column.key],
  }));
