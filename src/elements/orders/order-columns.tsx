import type { OrderRow } from '../../core/api/contract/orders.ts';
import { ORDER_COLUMNS } from '../../core/api/contract/table-columns.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

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

/**
 * The orders table columns with translated titles; a load number is a button that asks the
 * host to open its road track & trace.
 */
export function orderColumns(
  t: Translate<'orders'>,
  onLoadNumber: (loadNumber: string) => void,
): DataTableColumn<OrderRow>[] {
  return ORDER_COLUMNS.filter((column) => VISIBLE_ORDER_COLUMNS.includes(column.key)).map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell:
      column.key === 'loadNumber'
        ? (row: OrderRow) =>
            row.loadNumber ? (
              <button
                type="button"
                className="link-button"
                aria-label={t('trackLoad', { loadNumber: row.loadNumber })}
                onClick={() => row.loadNumber && onLoadNumber(row.loadNumber)}
              >
                {row.loadNumber}
              </button>
            ) : null
        : undefined,
  }));
}
