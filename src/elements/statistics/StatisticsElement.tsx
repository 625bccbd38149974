import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { SalesStatisticsRow } from '../../core/api/contract/statistics.ts';
import { PAGE_SIZE_OPTIONS, type TableRequest } from '../../core/table/table-request.ts';
import { TableRequestStore } from '../../core/table/table-request-store.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableExport } from '../../ui/data-table/data-table-types.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
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
  const runtime = useRuntime();
  const clientId = useSelectedClient(clientIdAttribute);
  const statisticsApi = useStatisticsApi(clientId);
  const requestStore = useMemo(() => new TableRequestStore(runtime.storage), [runtime]);
  const chartRows = useQuery({
    queryKey: ['statistics-chart', clientId ?? 'own'],
    queryFn: ({ signal }) => statisticsApi.fetchAll(signal),
  });

  const columns = useMemo(() => statisticsColumns(t, monthFormats(language).monthYear), [t, language]);
  const initialRequest = useMemo<Partial<TableRequest>>(
    () => (pageSize !== undefined && PAGE_SIZE_OPTIONS.includes(pageSize) ? { itemsPerPage: pageSize } : {}),
    [pageSize],
  );
  const exports = useMemo<DataTableExport[]>(
    () => [
      {
        label: t('exportView'),
        all: false,
        run: (request) => statisticsApi.exportStatistics(request, false),
      },
      { label: t('exportAll'), all: true, run: (request) => statisticsApi.exportStatistics(request, true) },
    ],
    [t, statisticsApi],
  );

  let chart: ReactNode;
  if (chartRows.isError) {
    chart = (
      <sl-alert variant="danger" open>
        <sl-icon slot="icon" library="cp" name="exclamation-octagon" />
        {t('chart.loadError')}
      </sl-alert>
    );
  } else if (chartRows.data) {
    chart = <SalesChart rows={chartRows.data} language={language} t={t} />;
  } else {
    chart = <div className="chart-loading" role="status" aria-label={t('chart.loading')} />;
  }

  return (
    <section className="statistics" aria-labelledby="statistics-title">
      <h2 id="statistics-title" part="title" className="title">
        {t('title')}
      </h2>
      {chart}
      <DataTable<SalesStatisticsRow>
        tableKey={STATISTICS_TABLE_KEY}
        caption={t('tableCaption')}
        columns={columns}
        fetchPage={statisticsApi.fetchPage}
        queryKey={['statistics', clientId ?? 'own']}
        requestStore={requestStore}
        initialRequest={initialRequest}
        exports={exports}
      />
    </section>
  );
}
