// GENERATED from ../contract/dashboard-trade.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/dashboard-trade.ts';

const DASHBOARD_FUTURE_DELIVERIES_COUNT: typeof contract.DASHBOARD_FUTURE_DELIVERIES_COUNT = 10 as never;
const DASHBOARD_RECENT_COUNT: typeof contract.DASHBOARD_RECENT_COUNT = 5 as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'id' in unique_0 &&
          'loadNumber' in unique_0 &&
          'transportType' in unique_0 &&
          'status' in unique_0 &&
          'containerNumber' in unique_0 &&
          'carrier' in unique_0 &&
          'orderNumber' in unique_0 &&
          'customerOrderNumber' in unique_0 &&
          'orderPosition' in unique_0 &&
          'salesProductDescription' in unique_0 &&
          'convertingTypeDescription' in unique_0 &&
          'dimensions' in unique_0 &&
          'amountOfSheets' in unique_0 &&
          'pallets' in unique_0 &&
          'weight' in unique_0 &&
          'theoreticalNettWeightKg' in unique_0 &&
          'calloff' in unique_0 &&
          'dateDeparture' in unique_0 &&
          'country' in unique_0 &&
          'address' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.loadNumber === 'string' &&
          ((typeof unique_0.transportType === 'string' && unique_0.transportType === 'Road') ||
            (typeof unique_0.transportType === 'string' && unique_0.transportType === 'Ocean')) &&
          ((typeof unique_0.status === 'string' && unique_0.status === 'Preparing') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'InTransit') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Delivered')) &&
          (typeof unique_0.containerNumber === 'string' || unique_0.containerNumber === null) &&
          (typeof unique_0.carrier === 'string' || unique_0.carrier === null) &&
          typeof unique_0.orderNumber === 'string' &&
          typeof unique_0.customerOrderNumber === 'string' &&
          Number.isInteger(unique_0.orderPosition) &&
          typeof unique_0.salesProductDescription === 'string' &&
          typeof unique_0.convertingTypeDescription === 'string' &&
          typeof unique_0.dimensions === 'string' &&
          Number.isInteger(unique_0.amountOfSheets) &&
          Number.isInteger(unique_0.pallets) &&
          Number.isFinite(unique_0.weight) &&
          Number.isFinite(unique_0.theoreticalNettWeightKg) &&
          (typeof unique_0.calloff === 'string' || unique_0.calloff === null) &&
          typeof unique_0.dateDeparture === 'string' &&
          External[0].test(unique_0.dateDeparture) &&
          typeof unique_0.country === 'string' &&
          typeof unique_0.address === 'string',
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'id',
        'loadNumber',
        'transportType',
        'status',
        'containerNumber',
        'carrier',
        'orderNumber',
        'customerOrderNumber',
        'orderPosition',
        'salesProductDescription',
        'convertingTypeDescription',
        'dimensions',
        'amountOfSheets',
        'pallets',
        'weight',
        'theoreticalNettWeightKg',
        'calloff',
        'dateDeparture',
        'country',
        'address',
      ],
      properties: {
        id: { type: 'integer' },
        loadNumber: { type: 'string' },
        transportType: {
          anyOf: [
            { type: 'string', const: 'Road' },
            { type: 'string', const: 'Ocean' },
          ],
        },
        status: {
          anyOf: [
            { type: 'string', const: 'Preparing' },
            { type: 'string', const: 'InTransit' },
            { type: 'string', const: 'Delivered' },
          ],
        },
        containerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        orderNumber: { type: 'string' },
        customerOrderNumber: { type: 'string' },
        orderPosition: { type: 'integer' },
        salesProductDescription: { type: 'string' },
        convertingTypeDescription: { type: 'string' },
        dimensions: { type: 'string' },
        amountOfSheets: { type: 'integer' },
        pallets: { type: 'integer' },
        weight: { type: 'number' },
        theoreticalNettWeightKg: { type: 'number' },
        calloff: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        dateDeparture: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        country: { type: 'string' },
        address: { type: 'string' },
      },
    },
  },
);
const getFutureDeliveries: typeof contract.getFutureDeliveries = {
  method: 'GET',
  path: '/Dashboard/GetFutureDeliveries',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'id' in unique_0 &&
          'invoiceNumber' in unique_0 &&
          'invoiceDate' in unique_0 &&
          'dateDue' in unique_0 &&
          'datePaid' in unique_0 &&
          'daysDue' in unique_0 &&
          'outstanding' in unique_0 &&
          'amountExclVatEur' in unique_0 &&
          'amountExclVatForeign' in unique_0 &&
          'currency' in unique_0 &&
          'vat' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.invoiceNumber === 'string' &&
          typeof unique_0.invoiceDate === 'string' &&
          External[0].test(unique_0.invoiceDate) &&
          typeof unique_0.dateDue === 'string' &&
          External[1].test(unique_0.dateDue) &&
          ((typeof unique_0.datePaid === 'string' && External[2].test(unique_0.datePaid)) ||
            unique_0.datePaid === null) &&
          (Number.isInteger(unique_0.daysDue) || unique_0.daysDue === null) &&
          Number.isFinite(unique_0.outstanding) &&
          Number.isFinite(unique_0.amountExclVatEur) &&
          (Number.isFinite(unique_0.amountExclVatForeign) || unique_0.amountExclVatForeign === null) &&
          ((typeof unique_0.currency === 'string' && unique_0.currency === 'EUR') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'USD') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'GBP') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'CNY') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'SEK')) &&
          Number.isFinite(unique_0.vat),
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'id',
        'invoiceNumber',
        'invoiceDate',
        'dateDue',
        'datePaid',
        'daysDue',
        'outstanding',
        'amountExclVatEur',
        'amountExclVatForeign',
        'currency',
        'vat',
      ],
      properties: {
        id: { type: 'integer' },
        invoiceNumber: { type: 'string' },
        invoiceDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        dateDue: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        datePaid: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
        daysDue: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        outstanding: { type: 'number' },
        amountExclVatEur: { type: 'number' },
        amountExclVatForeign: { anyOf: [{ type: 'number' }, { type: 'null' }] },
        currency: {
          anyOf: [
            { type: 'string', const: 'EUR' },
            { type: 'string', const: 'USD' },
            { type: 'string', const: 'GBP' },
            { type: 'string', const: 'CNY' },
            { type: 'string', const: 'SEK' },
          ],
        },
        vat: { type: 'number' },
      },
    },
  },
);
const getRecentInvoices: typeof contract.getRecentInvoices = {
  method: 'GET',
  path: '/Dashboard/GetRecentInvoices',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
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
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u]),
  {
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
        dateDeparture: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
        country: { type: 'string' },
        address: { type: 'string' },
      },
    },
  },
);
const getRecentOrders: typeof contract.getRecentOrders = {
  method: 'GET',
  path: '/Dashboard/GetRecentOrders',
  secure: true,
  response: $answer2,
} as never;

export type * from '../contract/dashboard-trade.ts';
export {
  DASHBOARD_FUTURE_DELIVERIES_COUNT,
  DASHBOARD_RECENT_COUNT,
  getFutureDeliveries,
  getRecentInvoices,
  getRecentOrders,
};
