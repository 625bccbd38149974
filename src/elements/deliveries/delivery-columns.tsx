import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import { DELIVERY_COLUMNS } from '../../core/api/contract/table-columns.ts';
import { trackingTarget } from '../../core/navigation/tracking-path.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { PortalLink } from '../../ui/navigation/PortalLink.tsx';

/** The columns shown by default; every column of DELIVERY_COLUMNS is still exported. */
export const VISIBLE_DELIVERY_COLUMNS: readonly string[] = Object.freeze([
  'loadNumber',
  'status',
  'transportType',
  'containerNumber',
  'orderNumber',
  'customerOrderNumber',
  'salesProductDescription',
  'dimensions',
  'pallets',
  'weight',
  'dateDeparture',
  'country',
]);

/** Every delivery column, for the export's `columnsToExport`. */
export const EXPORTED_DELIVERY_COLUMNS: readonly string[] = Object.freeze(
  DELIVERY_COLUMNS.map((column) => column.key),
);

function LoadNumberLink({ row, t }: { row: DeliveryRow; t: Translate<'deliveries'> }) {
  const target = trackingTarget(row);
  if (!target) return <>{row.loadNumber}</>;
  return (
    <PortalLink {...target} className="load-link" aria-label={t('trackLoad', { loadNumber: row.loadNumber })}>
      {row.loadNumber}
    </PortalLink>
  );
}

/**
 * How each column gives way on a narrow screen (DataTableColumn `fold`, highest first): the load
 * number, the order and the departure date never fold; the weight last.
 */
const DELIVERY_FOLD_RANKS: Partial<Record<string, number>> = {
  containerNumber: 10,
  dimensions: 9,
  customerOrderNumber: 8,
  transportType: 7,
  salesProductDescription: 6,
  country: 5,
  pallets: 4,
  status: 3,
  weight: 2,
};

const DELIVERY_IDENTIFIERS: readonly string[] = [
  'loadNumber',
  'containerNumber',
  'orderNumber',
  'customerOrderNumber',
];

/**
 * The deliveries table columns with translated titles: status as a badge, the transport type in
 * words, and the load number as a link to its road or ocean track & trace.
 */
export function deliveryColumns(t: Translate<'deliveries'>): DataTableColumn<DeliveryRow>[] {
  const cells: Partial<Record<string, DataTableColumn<DeliveryRow>['cell']>> = {
    loadNumber: (row) => (row.loadNumber ? <LoadNumberLink row={row} t={t} /> : null),
    status: (row) => (
      <span className={`badge status-${row.status}`} part="status">
        {t(`status.${row.status}`)}
      </span>
    ),
    transportType: (row) => t(`transport.${row.transportType}`),
  };
  return VISIBLE_DELIVERY_COLUMNS.map((key) => {
    const column = DELIVERY_COLUMNS.find((candidate) => candidate.key === key)!;
    return {
      key: column.key,
      header: t(`columns.${column.key}`),
      sortable: column.sortable,
      kind: column.kind,
      identifier: DELIVERY_IDENTIFIERS.includes(column.key),
      clamp: column.key === 'salesProductDescription',
      fold: DELIVERY_FOLD_RANKS[column.key],
      cell: cells[column.key],
    };
  });
}
