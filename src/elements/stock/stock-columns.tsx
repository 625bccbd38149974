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

function translated<T>(
  columns: readonly TableColumn[],
  group: string,
  t: Translate,
  firstCell?: (row: T) => ReactNode,
): DataTableColumn<T>[] {
  return columns.map((column, index) => ({
    key: column.key,
    header: t(`${group}.${column.key}`),
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
export function productColumns(t: Translate, onOpen: (row: StockRow) => void): DataTableColumn<StockRow>[] {
  return translated<StockRow>(STOCK_COLUMNS, 'productColumns', t, (row) => (
    <DrillButton
      label={t('showStockOrdersOf', { product: row.productCode })}
      text={row.productCode}
      onClick={() => onOpen(row)}
    />
  ));
}

/** A product's stock orders; the order number opens the order's pallets. */
export function stockOrderColumns(
  t: Translate,
  onOpen: (row: StockOrderRow) => void,
): DataTableColumn<StockOrderRow>[] {
  return translated<StockOrderRow>(STOCK_ORDER_COLUMNS, 'orderColumns', t, (row) => (
    <DrillButton
      label={t('showPalletsOf', { order: row.orderNumber })}
      text={row.orderNumber}
      onClick={() => onOpen(row)}
    />
  ));
}

/** A stock order's pallets. */
export function palletColumns(t: Translate): DataTableColumn<StockPalletRow>[] {
  return translated<StockPalletRow>(STOCK_PALLET_COLUMNS, 'palletColumns', t);
}
