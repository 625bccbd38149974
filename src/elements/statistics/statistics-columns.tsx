import type { SalesStatisticsRow } from '../../core/api/contract/statistics.ts';
import { SALES_STATISTICS_COLUMNS } from '../../core/api/contract/table-columns.ts';
import type { DataTableColumn } from '../../ui/data-table/data-table-types.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';

/** Every statistics column, for the export's `columnsToExport`. */
export const EXPORTED_STATISTICS_COLUMNS: readonly string[] = Object.freeze(
  SALES_STATISTICS_COLUMNS.map((column) => column.key),
);

/** The statistics table columns with translated titles; a month reads as `Nov 2026`, not a day. */
export function statisticsColumns(
  t: Translate<'statistics'>,
  formatMonth: (month: string) => string,
): DataTableColumn<SalesStatisticsRow>[] {
  return SALES_STATISTICS_COLUMNS.map((column) => ({
    key: column.key,
    header: t(`columns.${column.key}`),
    sortable: column.sortable,
    kind: column.kind,
    cell: column.key === 'month' ? (row: SalesStatisticsRow) => formatMonth(row.month) : undefined,
  }));
}
