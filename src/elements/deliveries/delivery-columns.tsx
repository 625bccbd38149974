import type { MouseEvent } from 'react';
import type { DeliveryRow } from '../../core/api/contract/deliveries.ts';
import { DELIVERY_COLUMNS } from '../../core/api/contract/table-columns.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { deliveryTrackingTarget, type TrackingTarget } from './tracking-path.ts';

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

function LoadNumberLink({
  row,
  t,
  onNavigate,
}: {
  row: DeliveryRow;
  t: Translate<'deliveries'>;
  onNavigate: (target: TrackingTarget) => void;
}) {
  const target = deliveryTrackingTarget(row);
  if (!target) return <>{row.loadNumber}</>;
  // A real link (copyable, announced as a link) whose click is handed to the host: an embedded
  // element never navigates the page itself.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(target);
  };
  return (
    <a
      href={target.path}
      className="load-link"
      aria-label={t('trackLoad', { loadNumber: row.loadNumber })}
      onClick={onClick}
    >
      {row.loadNumber}
    </a>
  );
}

/**
 * The deliveries table columns with translated titles: status as a badge, the transport type in
 * words, and the load number as a link to its road or ocean track & trace.
 */
export function deliveryColumns(
  t: Translate<'deliveries'>,
  onNavigate: (target: TrackingTarget) => void,
): DataTableColumn<DeliveryRow>[] {
  const cells: Partial<Record<string, DataTableColumn<DeliveryRow>['cell']>> = {
    loadNumber: (row) => <LoadNumberLink row={row} t={t} onNavigate={onNavigate} />,
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
      cell: cells[column.key],
    };
  });
}
