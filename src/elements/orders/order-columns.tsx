import type { OrderRow } from '../../core/api/contract/orders.ts';
import { ORDER_COLUMNS } from '../../core/api/contract/table-columns.ts';
import { roadTrackingTarget } from '../../core/navigation/tracking-path.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';
import { ORDER_COLUMN_SHAPES } from './order-column-shapes.ts';

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
 * The orders table columns (ORDER_COLUMN_SHAPES) with translated titles; a load number is a link
 * to its road track & trace, which a plain click asks the host to open.
 */
export function orderColumns(t: Translate<'orders'>): DataTableColumn<OrderRow>[] {
  return ORDER_COLUMN_SHAPES.map((column) => ({
    ...column,
    header: t(`columns.${column.key}`),
    cell:
      column.key === 'loadNumber'
        ? (row: OrderRow) => (row.loadNumber ? <LoadNumberLink loadNumber={row.loadNumber} t={t} /> : null)
        : undefined,
  }));
}
