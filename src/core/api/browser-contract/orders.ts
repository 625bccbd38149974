// GENERATED from ../contract/orders.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/orders.ts';

const ExportAllRequestBody: typeof contract.ExportAllRequestBody = {
  anyOf: [
    {
      type: 'object',
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
    { type: 'null' },
    {
      not: {
        anyOf: [
          { type: 'string' },
          { type: 'number' },
          { type: 'boolean' },
          { type: 'array' },
          { type: 'object' },
        ],
      },
    },
  ],
} as never;
const OrderRow: typeof contract.OrderRow = {
  type: 'object',
  required: [
    'id',
    'orderNumber',
    'customerOrderNumber',
    'orderPosition',
    'orderSignature',
    'salesProductDescription',
    'convertingTypeDescription',
    'dimensions',
    'sheets',
    'amountOfSheets',
    'pallets',
    'units',
    'weight',
    'theoreticalNettWeightKg',
    'calloff',
    'loadNumber',
    'dateOrder',
    'dateDeparture',
    'country',
    'address',
  ],
  properties: {
    id: { type: 'integer' },
    orderNumber: { type: 'string' },
    customerOrderNumber: { type: 'string' },
    orderPosition: { type: 'integer' },
    orderSignature: { type: 'string' },
    salesProductDescription: { type: 'string' },
    convertingTypeDescription: { type: 'string' },
    dimensions: { type: 'string' },
    sheets: { type: 'integer' },
    amountOfSheets: { type: 'integer' },
    pallets: { type: 'integer' },
    units: { type: 'integer' },
    weight: { type: 'number' },
    theoreticalNettWeightKg: { type: 'number' },
    calloff: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    loadNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    dateOrder: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    dateDeparture: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
    country: { type: 'string' },
    address: { type: 'string' },
  },
} as never;
const ReprintOrderBody: typeof contract.ReprintOrderBody = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'integer', minimum: 1 } },
} as never;
const exportAllOrdersToExcel: typeof contract.exportAllOrdersToExcel = {
  method: 'POST',
  path: '/Order/ExportAllOrdersToExcel',
  secure: true,
  response: 'binary',
} as never;
const exportOrdersToExcel: typeof contract.exportOrdersToExcel = {
  method: 'POST',
  path: '/Order/ExportOrdersToExcel',
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
          'orderNumber' in unique_0 &&
          'customerOrderNumber' in unique_0 &&
          'orderPosition' in unique_0 &&
          'orderSignature' in unique_0 &&
          'salesProductDescription' in unique_0 &&
          'convertingTypeDescription' in unique_0 &&
          'dimensions' in unique_0 &&
          'sheets' in unique_0 &&
          'amountOfSheets' in unique_0 &&
          'pallets' in unique_0 &&
          'units' in unique_0 &&
          'weight' in unique_0 &&
          'theoreticalNettWeightKg' in unique_0 &&
          'calloff' in unique_0 &&
          'loadNumber' in unique_0 &&
          'dateOrder' in unique_0 &&
          'dateDeparture' in unique_0 &&
          'country' in unique_0 &&
          'address' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.orderNumber === 'string' &&
          typeof unique_0.customerOrderNumber === 'string' &&
          Number.isInteger(unique_0.orderPosition) &&
          typeof unique_0.orderSignature === 'string' &&
          typeof unique_0.salesProductDescription === 'string' &&
          typeof unique_0.convertingTypeDescription === 'string' &&
          typeof unique_0.dimensions === 'string' &&
          Number.isInteger(unique_0.sheets) &&
          Number.isInteger(unique_0.amountOfSheets) &&
          Number.isInteger(unique_0.pallets) &&
          Number.isInteger(unique_0.units) &&
          Number.isFinite(unique_0.weight) &&
          Number.isFinite(unique_0.theoreticalNettWeightKg) &&
          (typeof unique_0.calloff === 'string' || unique_0.calloff === null) &&
          (typeof unique_0.loadNumber === 'string' || unique_0.loadNumber === null) &&
          typeof unique_0.dateOrder === 'string' &&
          External[0].test(unique_0.dateOrder) &&
          ((typeof unique_0.dateDeparture === 'string' && External[1].test(unique_0.dateDeparture)) ||
            unique_0.dateDeparture === null) &&
          typeof unique_0.country === 'string' &&
          typeof unique_0.address === 'string',
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u]),
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
            'orderPosition',
            'orderSignature',
            'salesProductDescription',
            'convertingTypeDescription',
            'dimensions',
            'sheets',
            'amountOfSheets',
            'pallets',
            'units',
            'weight',
            'theoreticalNettWeightKg',
            'calloff',
            'loadNumber',
            'dateOrder',
            'dateDeparture',
            'country',
            'address',
          ],
          properties: {
            id: { type: 'integer' },
            orderNumber: { type: 'string' },
            customerOrderNumber: { type: 'string' },
            orderPosition: { type: 'integer' },
            orderSignature: { type: 'string' },
            salesProductDescription: { type: 'string' },
            convertingTypeDescription: { type: 'string' },
            dimensions: { type: 'string' },
            sheets: { type: 'integer' },
            amountOfSheets: { type: 'integer' },
            pallets: { type: 'integer' },
            units: { type: 'integer' },
            weight: { type: 'number' },
            theoreticalNettWeightKg: { type: 'number' },
            calloff: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            loadNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            dateOrder: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            dateDeparture: {
              anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }],
            },
            country: { type: 'string' },
            address: { type: 'string' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getOrdersTable: typeof contract.getOrdersTable = {
  method: 'POST',
  path: '/Order/GetOrdersTable',
  secure: true,
  response: $answer0,
} as never;
const reprintOrder: typeof contract.reprintOrder = {
  method: 'POST',
  path: '/Order/ReprintOrder',
  secure: true,
  response: 'binary',
} as never;
type OrderRow = contract.OrderRow;
type ReprintOrderBody = contract.ReprintOrderBody;
type ExportAllRequestBody = contract.ExportAllRequestBody;

export type * from '../contract/orders.ts';
export {
  ExportAllRequestBody,
  exportAllOrdersToExcel,
  exportOrdersToExcel,
  getOrdersTable,
  OrderRow,
  ReprintOrderBody,
  reprintOrder,
};
