import { useMemo } from 'react';
import {
  exportAllSalesStatisticsToExcel,
  exportSalesStatisticsToExcel,
  getSalesStatisticsList,
  type SalesStatisticsRow,
} from '../../core/api/browser-contract/statistics.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { saveExport } from '../../ui/data-table/show-pdf.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_STATISTICS_COLUMNS } from './statistics-columns.tsx';

export interface StatisticsApi {
  fetchPage: (request: TableRequest, signal: AbortSignal) => Promise<TablePage<SalesStatisticsRow>>;
  /** Every row (24 months × the client's products), for the chart. */
  fetchAll: (signal: AbortSignal) => Promise<SalesStatisticsRow[]>;
  exportStatistics: (request: TableRequest, all: boolean) => Promise<void>;
}

/** The sales statistics calls of the contract for one client (undefined: the user's own client). */
export function useStatisticsApi(clientId: number | undefined): StatisticsApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    return {
      fetchPage: async (request, signal) =>
        readPage(await api.call(getSalesStatisticsList, { query, body: toListRequestBody(request), signal })),
      fetchAll: async (signal) => {
        const body = { page: 1, rowsPerPage: -1, sortBy: 'month', descending: false };
        return readPage(await api.call(getSalesStatisticsList, { query, body, signal })).items;
      },
      exportStatistics: async (request, all) => {
        const body = toExportRequestBody(request, EXPORTED_STATISTICS_COLUMNS, { all });
        const endpoint = all ? exportAllSalesStatisticsToExcel : exportSalesStatisticsToExcel;
        await saveExport(await api.call(endpoint, { query, body }), 'sales-statistics', all);
      },
    };
  }, [api, clientId]);
}
