import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { statedReason } from '../../core/api/client/api-error.ts';
import type { SalesStatisticsRow } from '../../core/api/contract/statistics.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { monthFormats } from './month-format.ts';
import { SalesChart } from './SalesChart.tsx';
import { statisticsColumns } from './statistics-columns.tsx';
import { useStatisticsApi } from './use-statistics-api.ts';

/** Name of the statistics table in `dataTableRequests`. */
export const STATISTICS_TABLE_KEY = 'statistics';

/** Monthly sales per product: a chart of volume and value, and the list with its exports. */
export function StatisticsElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t, language } = usePortalTranslation('statistics');
  const clientId = useSelectedClient(clientIdAttribute);
  const statisticsApi = useStatisticsApi(clientId);
  const table = useAreaTable(pageSize);
  const exports = useTableExports(
    { view: t('exportView'), all: t('exportAll') },
    statisticsApi.exportStatistics,
  );
  const chartRows = useQuery({
    queryKey: ['statistics-chart', clientId ?? 'own'],
    queryFn: ({ signal }) => statisticsApi.fetchAll(signal),
  });

  const columns = useMemo(() => statisticsColumns(t, monthFormats(language).monthYear), [t, language]);

  let chart: ReactNode;
  if (chartRows.isError) {
    chart = (
      <cp-sl-alert variant="danger" open>
        <cp-sl-icon slot="icon" library="cp" name="exclamation-octagon" />
        {statedReason(chartRows.error) ?? t('chart.loadError')}
      </cp-sl-alert>
    );
  } else if (chartRows.data) {
    chart = <SalesChart rows={chartRows.data} language={language} t={t} />;
  } else {
    chart = <div className="chart-loading" role="status" aria-label={t('chart.loading')} />;
  }

  return (
    <section className="cp-panel statistics" aria-labelledby="statistics-title">
      <h2 id="statistics-title" part="title" className="title">
        {t('title')}
      </h2>
      {chart}
      <DataTable<SalesStatisticsRow>
        {...table}
        tableKey={STATISTICS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={statisticsApi.fetchPage}
        queryKey={['statistics', clientId ?? 'own']}
        exports={exports}
      />
    </section>
  );
}
