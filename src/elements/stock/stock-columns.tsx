import type { ReactNode } from 'react';
import type { StockOrderRow, StockPalletRow, StockRow } from '../../core/api/contract/stock.ts';
import {
  STOCK_COLUMNS,
  STOCK_ORDER_COLUMNS,
  STOCK_PALLET_COLUMNS,
  type TableColumn,
} from '../../core/api/contract/table-columns.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** Every stock order column, for the export's `columnsToExport`. */
export const EXPORTED_STOCK_ORDER_COLUMNS: readonly string[] = Object.freeze(
  STOCK_ORDER_COLUMNS.map((column) => column.key),
);

/** The columns with a header each; `header` names the key group, so the compiler checks every key. */
function translated<T, K extends string>(
  columns: readonly TableColumn<K>[],
  header: (key: K) => string,
  firstCell?: (row: T) => ReactNode,
): DataTableColumn<T>[] {
  return columns.map((column, index) => ({
    key: column.key,
    header: header(column.key),
    sortable: column.sortable,
    kind: column.kind,
    cell: index === 0 ? firstCell : undefined,
  }));
}

/** A first-column value that opens the next level: a button, so it is reachable by keyboard. */
function DrillButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <button type="button" className="link-button" aria-label={label} onClick={onClick}>
      {text}
    </button>
  );
}

/** The products with stock; the product code opens the product's stock orders. */
export function productColumns(
  t: Translate<'stock'>,
  onOpen: (row: StockRow) => void,
): DataTableColumn<StockRow>[] {
  return translated(
    STOCK_COLUMNS,
    (key) => t(`productColumns.${key}`),
    (row: StockRow) => (
      <DrillButton
        label={t('showStockOrdersOf', { product: row.productCode })}
        text={row.productCode}
        onClick={() => onOpen(row)}
      />
    ),
  );
}

/** A product's stock orders; the order number opens the order's pallets. */
export function stockOrderColumns(
  t: Translate<'stock'>,
  onOpen: (row: StockOrderRow) => void,
): DataTableColumn<StockOrderRow>[] {
  return translated(
    STOCK_ORDER_COLUMNS,
    (key) => t(`orderColumns.${key}`),
    (row: StockOrderRow) => (
      <DrillButton
        label={t('showPalletsOf', { order: row.orderNumber })}
        text={row.orderNumber}
        onClick={() => onOpen(row)}
      />
    ),
  );
}

/** A stock order's pallets. */
export function palletColumns(t: Translate<'stock'>): DataTableColumn<StockPalletRow>[] {
  return translated(STOCK_PALLET_COLUMNS, (key) => t(`palletColumns.${key}`));
}
