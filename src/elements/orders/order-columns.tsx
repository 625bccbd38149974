import type { OrderRow } from '../../core/api/contract/orders.ts';
import { ORDER_COLUMNS } from '../../core/api/contract/table-columns.ts';
import { roadTrackingTarget } from '../../core/navigation/tracking-path.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';

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

/** Every order column, for the export's `columnsToExport`. */
export const EXPORTED_ORDER_COLUMNS: readonly string[] = Object.freeze(
  ORDER_COLUMNS.map((column) => column.key),
);

function LoadNumberLink({ loadNumber, t }: { loadNumber: string | null; t: Translate<'orders'> }) {
  const target = roadTrackingTarget(loadNumber);
  if (!target) return null;
  return (
    <PortalLink {...target} className="link-button" aria-label={t('trackLoad', { loadNumber })}>
      {loadNumber}
    </PortalLink>
  );
}

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
 * The orders table columns with translated titles; a load number is a link to its road track &
 * trace, which a plain click asks the host to open.
 */
export function orderColumns(t: Translate<'orders'>): DataTableColumn<OrderRow>[] {
  return ORDER_COLUMNS.filter((column) => VISIBLE_ORDER_COLUMNS.includes(column.key)).map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    identifier: ORDER_IDENTIFIERS.includes(column.key),
    clamp: ORDER_LONG_TEXTS.includes(column.key),
    fold: ORDER_FOLD_RANKS[column.key],
    cell:
      column.key === 'loadNumber'
        ? (row: OrderRow) => (row.loadNumber ? <LoadNumberLink loadNumber={row.loadNumber} t={t} /> : null)
        : undefined,
  }));
}
