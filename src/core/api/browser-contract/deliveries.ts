// GENERATED from ../contract/deliveries.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/deliveries.ts';

const DeliveryRow: typeof contract.DeliveryRow = {
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
} as never;
const DeliveryStatus: typeof contract.DeliveryStatus = {
  anyOf: [
    { type: 'string', const: 'Preparing' },
    { type: 'string', const: 'InTransit' },
    { type: 'string', const: 'Delivered' },
  ],
} as never;
const ReprintDeliveryNoteBody: typeof contract.ReprintDeliveryNoteBody = {
  type: 'object',
  required: ['deliveryId'],
  properties: { deliveryId: { type: 'integer', minimum: 1 } },
} as never;
const TransportType: typeof contract.TransportType = {
  anyOf: [
    { type: 'string', const: 'Road' },
    { type: 'string', const: 'Ocean' },
  ],
} as never;
const exportAllDeliveriesToExcel: typeof contract.exportAllDeliveriesToExcel = {
  method: 'POST',
  path: '/Delivery/ExportAllDeliveriesToExcel',
  secure: true,
  response: 'binary',
} as never;
const exportDeliveriesToExcel: typeof contract.exportDeliveriesToExcel = {
  method: 'POST',
  path: '/Delivery/ExportDeliveriesToExcel',
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
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getDeliveriesTable: typeof contract.getDeliveriesTable = {
  method: 'POST',
  path: '/Delivery/GetDeliveriesTable',
  secure: true,
  response: $answer0,
} as never;
const reprintDeliveryNote: typeof contract.reprintDeliveryNote = {
  method: 'POST',
  path: '/Delivery/ReprintDeliveryNote',
  secure: true,
  response: 'binary',
} as never;
type TransportType = contract.TransportType;
type DeliveryStatus = contract.DeliveryStatus;
type DeliveryRow = contract.DeliveryRow;
type ReprintDeliveryNoteBody = contract.ReprintDeliveryNoteBody;

export type * from '../contract/deliveries.ts';
export {
  DeliveryRow,
  DeliveryStatus,
  exportAllDeliveriesToExcel,
  exportDeliveriesToExcel,
  getDeliveriesTable,
  ReprintDeliveryNoteBody,
  reprintDeliveryNote,
  TransportType,
};
