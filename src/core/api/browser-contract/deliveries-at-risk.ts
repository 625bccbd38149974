// GENERATED from ../contract/deliveries-at-risk.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/deliveries-at-risk.ts';

const DeliveryAtRisk: typeof contract.DeliveryAtRisk = {
  type: 'object',
  required: [
    'deliveryId',
    'transportType',
    'loadnr',
    'containernr',
    'carrier',
    'ordernr',
    'customerordernr',
    'status',
    'reason',
    'reasons',
    'minutesLate',
    'since',
    'estimatedArrival',
    'plannedDelivery',
    'lastPositionAt',
  ],
  properties: {
    deliveryId: { type: 'integer' },
    transportType: { enum: ['Road', 'Ocean'] },
    loadnr: { type: 'string' },
    containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    ordernr: { type: 'string' },
    customerordernr: { type: 'string' },
    status: {
      enum: [
        'preparing',
        'loadingPlanned',
        'loadedInTransit',
        'arrived',
        'departed',
        'dischargePlanned',
        'discharged',
        'delivered',
        'exception',
      ],
    },
    reason: { enum: ['exception', 'late', 'silent'] },
    reasons: { type: 'array', items: { enum: ['exception', 'late', 'silent'] } },
    minutesLate: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    since: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    estimatedArrival: { type: 'string', format: 'date-time' },
    plannedDelivery: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    lastPositionAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
  },
} as never;
const RISK_REASONS: typeof contract.RISK_REASONS = ['exception', 'late', 'silent'] as never;
const RiskReason: typeof contract.RiskReason = { enum: ['exception', 'late', 'silent'] } as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'deliveryId' in unique_0 &&
          'transportType' in unique_0 &&
          'loadnr' in unique_0 &&
          'containernr' in unique_0 &&
          'carrier' in unique_0 &&
          'ordernr' in unique_0 &&
          'customerordernr' in unique_0 &&
          'status' in unique_0 &&
          'reason' in unique_0 &&
          'reasons' in unique_0 &&
          'minutesLate' in unique_0 &&
          'since' in unique_0 &&
          'estimatedArrival' in unique_0 &&
          'plannedDelivery' in unique_0 &&
          'lastPositionAt' in unique_0 &&
          Number.isInteger(unique_0.deliveryId) &&
          (unique_0.transportType === 'Road' || unique_0.transportType === 'Ocean') &&
          typeof unique_0.loadnr === 'string' &&
          (typeof unique_0.containernr === 'string' || unique_0.containernr === null) &&
          (typeof unique_0.carrier === 'string' || unique_0.carrier === null) &&
          typeof unique_0.ordernr === 'string' &&
          typeof unique_0.customerordernr === 'string' &&
          (unique_0.status === 'preparing' ||
            unique_0.status === 'loadingPlanned' ||
            unique_0.status === 'loadedInTransit' ||
            unique_0.status === 'arrived' ||
            unique_0.status === 'departed' ||
            unique_0.status === 'dischargePlanned' ||
            unique_0.status === 'discharged' ||
            unique_0.status === 'delivered' ||
            unique_0.status === 'exception') &&
          (unique_0.reason === 'exception' || unique_0.reason === 'late' || unique_0.reason === 'silent') &&
          Array.isArray(unique_0.reasons) &&
          unique_0.reasons.every(
            (unique_1, index) => unique_1 === 'exception' || unique_1 === 'late' || unique_1 === 'silent',
          ) &&
          (Number.isInteger(unique_0.minutesLate) || unique_0.minutesLate === null) &&
          ((typeof unique_0.since === 'string' && External[0](unique_0.since)) || unique_0.since === null) &&
          typeof unique_0.estimatedArrival === 'string' &&
          External[1](unique_0.estimatedArrival) &&
          ((typeof unique_0.plannedDelivery === 'string' && External[2](unique_0.plannedDelivery)) ||
            unique_0.plannedDelivery === null) &&
          ((typeof unique_0.lastPositionAt === 'string' && External[3](unique_0.lastPositionAt)) ||
            unique_0.lastPositionAt === null),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime, isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'deliveryId',
        'transportType',
        'loadnr',
        'containernr',
        'carrier',
        'ordernr',
        'customerordernr',
        'status',
        'reason',
        'reasons',
        'minutesLate',
        'since',
        'estimatedArrival',
        'plannedDelivery',
        'lastPositionAt',
      ],
      properties: {
        deliveryId: { type: 'integer' },
        transportType: { enum: ['Road', 'Ocean'] },
        loadnr: { type: 'string' },
        containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        ordernr: { type: 'string' },
        customerordernr: { type: 'string' },
        status: {
          enum: [
            'preparing',
            'loadingPlanned',
            'loadedInTransit',
            'arrived',
            'departed',
            'dischargePlanned',
            'discharged',
            'delivered',
            'exception',
          ],
        },
        reason: { enum: ['exception', 'late', 'silent'] },
        reasons: { type: 'array', items: { enum: ['exception', 'late', 'silent'] } },
        minutesLate: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        since: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        estimatedArrival: { type: 'string', format: 'date-time' },
        plannedDelivery: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        lastPositionAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      },
    },
  },
);
const getDeliveriesAtRisk: typeof contract.getDeliveriesAtRisk = {
  method: 'GET',
  path: '/TrackAndTrace/GetDeliveriesAtRisk',
  secure: true,
  response: $answer0,
} as never;
type RiskReason = contract.RiskReason;
type DeliveryAtRisk = contract.DeliveryAtRisk;

export type * from '../contract/deliveries-at-risk.ts';
export { DeliveryAtRisk, getDeliveriesAtRisk, RISK_REASONS, RiskReason };
