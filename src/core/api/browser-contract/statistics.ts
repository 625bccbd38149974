// GENERATED from ../contract/statistics.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/statistics.ts';

const SalesStatisticsRow: typeof contract.SalesStatisticsRow = {
  type: 'object',
  required: [
    'id',
    'month',
    'productCode',
    'salesProductDescription',
    'grade',
    'gsm',
    'volumeKg',
    'valueEur',
    'averagePricePerTonneEur',
  ],
  properties: {
    id: { type: 'integer' },
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    productCode: { type: 'string' },
    salesProductDescription: { type: 'string' },
    grade: { type: 'string' },
    gsm: { type: 'integer' },
    volumeKg: { type: 'number' },
    valueEur: { type: 'number' },
    averagePricePerTonneEur: { type: 'number' },
  },
} as never;
const exportAllSalesStatisticsToExcel: typeof contract.exportAllSalesStatisticsToExcel = {
  method: 'POST',
  path: '/SalesStatistics/ExportAllSalesStatisticsToExcel',
  secure: true,
  response: 'binary',
} as never;
const exportSalesStatisticsToExcel: typeof contract.exportSalesStatisticsToExcel = {
  method: 'POST',
  path: '/SalesStatistics/ExportSalesStatisticsToExcel',
  secure: true,
  response: 'binary',
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'items' in value &&
      Array.isArray(value.items) &&
      value.items.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'id' in unique_0 &&
          'month' in unique_0 &&
          'productCode' in unique_0 &&
          'salesProductDescription' in unique_0 &&
          'grade' in unique_0 &&
          'gsm' in unique_0 &&
          'volumeKg' in unique_0 &&
          'valueEur' in unique_0 &&
          'averagePricePerTonneEur' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.month === 'string' &&
          External[0].test(unique_0.month) &&
          typeof unique_0.productCode === 'string' &&
          typeof unique_0.salesProductDescription === 'string' &&
          typeof unique_0.grade === 'string' &&
          Number.isInteger(unique_0.gsm) &&
          Number.isFinite(unique_0.volumeKg) &&
          Number.isFinite(unique_0.valueEur) &&
          Number.isFinite(unique_0.averagePricePerTonneEur),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u]),
  {
    type: 'object',
    required: ['items'],
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          required: [
            'id',
            'month',
            'productCode',
            'salesProductDescription',
            'grade',
            'gsm',
            'volumeKg',
            'valueEur',
            'averagePricePerTonneEur',
          ],
          properties: {
            id: { type: 'integer' },
            month: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            productCode: { type: 'string' },
            salesProductDescription: { type: 'string' },
            grade: { type: 'string' },
            gsm: { type: 'integer' },
            volumeKg: { type: 'number' },
            valueEur: { type: 'number' },
            averagePricePerTonneEur: { type: 'number' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getSalesStatisticsList: typeof contract.getSalesStatisticsList = {
  method: 'POST',
  path: '/SalesStatistics/GetSalesStatisticsList',
  secure: true,
  response: $answer0,
} as never;
type SalesStatisticsRow = contract.SalesStatisticsRow;

export type * from '../contract/statistics.ts';
export {
  exportAllSalesStatisticsToExcel,
  exportSalesStatisticsToExcel,
  getSalesStatisticsList,
  SalesStatisticsRow,
};
