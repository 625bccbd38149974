// GENERATED from ../contract/stock.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/stock.ts';

const StockOrderExportBody: typeof contract.StockOrderExportBody = {
  allOf: [
    {
      type: 'object',
      required: ['vueTableRequest', 'columnsToExport'],
      properties: {
        vueTableRequest: {
          type: 'object',
          required: ['page', 'rowsPerPage', 'sortBy', 'descending'],
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 1000000 },
            rowsPerPage: { type: 'integer', minimum: -1, maximum: 100000 },
            sortBy: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 8 },
            descending: { type: 'array', items: { type: 'boolean' }, maxItems: 8 },
            search: { type: 'string', maxLength: 200 },
          },
        },
        columnsToExport: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 64 },
      },
    },
    { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', minimum: 1 } } },
  ],
} as never;
const StockOrderPalletTableBody: typeof contract.StockOrderPalletTableBody = {
  allOf: [
    {
      type: 'object',
      required: ['page', 'rowsPerPage'],
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 1000000 },
        rowsPerPage: { type: 'integer', minimum: -1, maximum: 100000 },
        sortBy: { type: 'string', maxLength: 64 },
        descending: { type: 'boolean' },
        search: { type: 'string', maxLength: 200 },
      },
    },
    {
      type: 'object',
      required: ['stockOrderId'],
      properties: { stockOrderId: { type: 'integer', minimum: 1 } },
    },
  ],
} as never;
const StockOrderRow: typeof contract.StockOrderRow = {
  type: 'object',
  required: [
    'id',
    'orderNumber',
    'customerOrderNumber',
    'calloff',
    'warehouse',
    'dateProduced',
    'pallets',
    'sheets',
    'weight',
  ],
  properties: {
    id: { type: 'integer' },
    orderNumber: { type: 'string' },
    customerOrderNumber: { type: 'string' },
    calloff: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    warehouse: { type: 'string' },
    dateProduced: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    pallets: { type: 'integer' },
    sheets: { type: 'integer' },
    weight: { type: 'number' },
  },
} as never;
const StockOrderTableBody: typeof contract.StockOrderTableBody = {
  allOf: [
    {
      type: 'object',
      required: ['page', 'rowsPerPage'],
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 1000000 },
        rowsPerPage: { type: 'integer', minimum: -1, maximum: 100000 },
        sortBy: { type: 'string', maxLength: 64 },
        descending: { type: 'boolean' },
        search: { type: 'string', maxLength: 200 },
      },
    },
    { type: 'object', required: ['productId'], properties: { productId: { type: 'integer', minimum: 1 } } },
  ],
} as never;
const StockPalletRow: typeof contract.StockPalletRow = {
  type: 'object',
  required: ['id', 'palletNumber', 'location', 'dateProduced', 'sheets', 'weight'],
  properties: {
    id: { type: 'integer' },
    palletNumber: { type: 'string' },
    location: { type: 'string' },
    dateProduced: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    sheets: { type: 'integer' },
    weight: { type: 'number' },
  },
} as never;
const StockRow: typeof contract.StockRow = {
  type: 'object',
  required: [
    'id',
    'productCode',
    'salesProductDescription',
    'grade',
    'gsm',
    'dimensions',
    'stockOrders',
    'pallets',
    'sheets',
    'weight',
  ],
  properties: {
    id: { type: 'integer' },
    productCode: { type: 'string' },
    salesProductDescription: { type: 'string' },
    grade: { type: 'string' },
    gsm: { type: 'integer' },
    dimensions: { type: 'string' },
    stockOrders: { type: 'integer' },
    pallets: { type: 'integer' },
    sheets: { type: 'integer' },
    weight: { type: 'number' },
  },
} as never;
const exportAllStockOrderToExcel: typeof contract.exportAllStockOrderToExcel = {
  method: 'POST',
  path: '/Stock/ExportAllStockOrderToExcel',
  secure: true,
  response: 'binary',
} as never;
const exportStockOrderToExcel: typeof contract.exportStockOrderToExcel = {
  method: 'POST',
  path: '/Stock/ExportStockOrderToExcel',
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
          'palletNumber' in unique_0 &&
          'location' in unique_0 &&
          'dateProduced' in unique_0 &&
          'sheets' in unique_0 &&
          'weight' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.palletNumber === 'string' &&
          typeof unique_0.location === 'string' &&
          typeof unique_0.dateProduced === 'string' &&
          External[0].test(unique_0.dateProduced) &&
          Number.isInteger(unique_0.sheets) &&
          Number.isFinite(unique_0.weight),
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
          required: ['id', 'palletNumber', 'location', 'dateProduced', 'sheets', 'weight'],
          properties: {
            id: { type: 'integer' },
            palletNumber: { type: 'string' },
            location: { type: 'string' },
            dateProduced: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            sheets: { type: 'integer' },
            weight: { type: 'number' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getStockOrderPalletTable: typeof contract.getStockOrderPalletTable = {
  method: 'POST',
  path: '/Stock/GetStockOrderPalletTable',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
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
          'orderNumber' in unique_0 &&
          'customerOrderNumber' in unique_0 &&
          'calloff' in unique_0 &&
          'warehouse' in unique_0 &&
          'dateProduced' in unique_0 &&
          'pallets' in unique_0 &&
          'sheets' in unique_0 &&
          'weight' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.orderNumber === 'string' &&
          typeof unique_0.customerOrderNumber === 'string' &&
          (typeof unique_0.calloff === 'string' || unique_0.calloff === null) &&
          typeof unique_0.warehouse === 'string' &&
          typeof unique_0.dateProduced === 'string' &&
          External[0].test(unique_0.dateProduced) &&
          Number.isInteger(unique_0.pallets) &&
          Number.isInteger(unique_0.sheets) &&
          Number.isFinite(unique_0.weight),
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
            'orderNumber',
            'customerOrderNumber',
            'calloff',
            'warehouse',
            'dateProduced',
            'pallets',
            'sheets',
            'weight',
          ],
          properties: {
            id: { type: 'integer' },
            orderNumber: { type: 'string' },
            customerOrderNumber: { type: 'string' },
            calloff: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            warehouse: { type: 'string' },
            dateProduced: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            pallets: { type: 'integer' },
            sheets: { type: 'integer' },
            weight: { type: 'number' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getStockOrderTable: typeof contract.getStockOrderTable = {
  method: 'POST',
  path: '/Stock/GetStockOrderTable',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
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
          'productCode' in unique_0 &&
          'salesProductDescription' in unique_0 &&
          'grade' in unique_0 &&
          'gsm' in unique_0 &&
          'dimensions' in unique_0 &&
          'stockOrders' in unique_0 &&
          'pallets' in unique_0 &&
          'sheets' in unique_0 &&
          'weight' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.productCode === 'string' &&
          typeof unique_0.salesProductDescription === 'string' &&
          typeof unique_0.grade === 'string' &&
          Number.isInteger(unique_0.gsm) &&
          typeof unique_0.dimensions === 'string' &&
          Number.isInteger(unique_0.stockOrders) &&
          Number.isInteger(unique_0.pallets) &&
          Number.isInteger(unique_0.sheets) &&
          Number.isFinite(unique_0.weight),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([]),
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
            'productCode',
            'salesProductDescription',
            'grade',
            'gsm',
            'dimensions',
            'stockOrders',
            'pallets',
            'sheets',
            'weight',
          ],
          properties: {
            id: { type: 'integer' },
            productCode: { type: 'string' },
            salesProductDescription: { type: 'string' },
            grade: { type: 'string' },
            gsm: { type: 'integer' },
            dimensions: { type: 'string' },
            stockOrders: { type: 'integer' },
            pallets: { type: 'integer' },
            sheets: { type: 'integer' },
            weight: { type: 'number' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getStockTable: typeof contract.getStockTable = {
  method: 'POST',
  path: '/Stock/GetStockTable',
  secure: true,
  response: $answer2,
} as never;
type StockRow = contract.StockRow;
type StockOrderRow = contract.StockOrderRow;
type StockPalletRow = contract.StockPalletRow;
type StockOrderTableBody = contract.StockOrderTableBody;
type StockOrderPalletTableBody = contract.StockOrderPalletTableBody;
type StockOrderExportBody = contract.StockOrderExportBody;

export type * from '../contract/stock.ts';
export {
  exportAllStockOrderToExcel,
  exportStockOrderToExcel,
  getStockOrderPalletTable,
  getStockOrderTable,
  getStockTable,
  StockOrderExportBody,
  StockOrderPalletTableBody,
  StockOrderRow,
  StockOrderTableBody,
  StockPalletRow,
  StockRow,
};
