import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, ExportRequestBody, IsoDate, PageOf, TableRequestBody } from './common.ts';
import { ExportAllRequestBody } from './orders.ts';

/** Sales of one product in one month; keys are the SALES_STATISTICS_COLUMNS keys plus `id`. */
export const SalesStatisticsRow = Type.Object({
  id: Type.Integer(),
  /** First day of the month. */
  month: IsoDate,
  productCode: Type.String(),
  salesProductDescription: Type.String(),
  grade: Type.String(),
  gsm: Type.Integer(),
  volumeKg: Type.Number(),
  valueEur: Type.Number(),
  averagePricePerTonneEur: Type.Number(),
});
export type SalesStatisticsRow = Static<typeof SalesStatisticsRow>;

export const getSalesStatisticsList = defineEndpoint({
  method: 'POST',
  path: '/SalesStatistics/GetSalesStatisticsList',
  secure: true,
  summary: 'A page of monthly sales per product over the last 24 months.',
  tag: 'SalesStatistics',
  query: ClientQuery,
  body: TableRequestBody,
  response: PageOf(SalesStatisticsRow),
});

export const exportSalesStatisticsToExcel = defineEndpoint({
  method: 'POST',
  path: '/SalesStatistics/ExportSalesStatisticsToExcel',
  secure: true,
  summary: 'The current view of the sales statistics as an .xlsx file.',
  tag: 'SalesStatistics',
  query: ClientQuery,
  body: ExportRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});

export const exportAllSalesStatisticsToExcel = defineEndpoint({
  method: 'POST',
  path: '/SalesStatistics/ExportAllSalesStatisticsToExcel',
  secure: true,
  summary: 'Every sales statistics row matching the search as an .xlsx file.',
  tag: 'SalesStatistics',
  query: ClientQuery,
  body: ExportAllRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});
