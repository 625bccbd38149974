// GENERATED from ../contract/alerts.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck
import type * as contract from '../contract/alerts.ts';

const CHANGE_KINDS: typeof contract.CHANGE_KINDS = [
  'etaLater',
  'etaEarlier',
  'departed',
  'arrivedAtStop',
  'delivered',
  'exception',
  'silent',
] as never;
const ChangeKind: typeof contract.ChangeKind = {
  enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
} as never;
const ChangeStop: typeof contract.ChangeStop = {
  type: 'object',
  required: ['sequence', 'kind', 'name'],
  properties: {
    sequence: { type: 'integer' },
    kind: {
      enum: [
        'origin',
        'loadingPort',
        'oceanPort',
        'transshipmentPort',
        'dischargePort',
        'roadStopover',
        'delivery',
      ],
    },
    name: { type: 'string' },
  },
} as never;
const DEFAULT_CHANGE_KINDS: typeof contract.DEFAULT_CHANGE_KINDS = [
  'etaLater',
  'delivered',
  'exception',
] as never;
const DEFAULT_ETA_MINUTES: typeof contract.DEFAULT_ETA_MINUTES = 120 as never;
const ShipmentChange: typeof contract.ShipmentChange = {
  type: 'object',
  required: [
    'changeId',
    'kind',
    'clientId',
    'transportType',
    'loadnr',
    'containernr',
    'ordernr',
    'customerordernr',
    'details',
    'happenedAt',
    'recordedAt',
  ],
  properties: {
    changeId: { type: 'integer' },
    kind: {
      enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
    },
    clientId: { type: 'integer' },
    transportType: { enum: ['Road', 'Ocean'] },
    loadnr: { type: 'string' },
    containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    ordernr: { type: 'string' },
    customerordernr: { type: 'string' },
    details: {
      type: 'object',
      properties: {
        previousArrival: { type: 'string', format: 'date-time' },
        estimatedArrival: { type: 'string', format: 'date-time' },
        minutes: { type: 'integer' },
        stop: {
          type: 'object',
          required: ['sequence', 'kind', 'name'],
          properties: {
            sequence: { type: 'integer' },
            kind: {
              enum: [
                'origin',
                'loadingPort',
                'oceanPort',
                'transshipmentPort',
                'dischargePort',
                'roadStopover',
                'delivery',
              ],
            },
            name: { type: 'string' },
          },
        },
        lastPositionAt: { type: 'string', format: 'date-time' },
      },
    },
    happenedAt: { type: 'string', format: 'date-time' },
    recordedAt: { type: 'string', format: 'date-time' },
  },
} as never;
const ShipmentChangeDetails: typeof contract.ShipmentChangeDetails = {
  type: 'object',
  properties: {
    previousArrival: { type: 'string', format: 'date-time' },
    estimatedArrival: { type: 'string', format: 'date-time' },
    minutes: { type: 'integer' },
    stop: {
      type: 'object',
      required: ['sequence', 'kind', 'name'],
      properties: {
        sequence: { type: 'integer' },
        kind: {
          enum: [
            'origin',
            'loadingPort',
            'oceanPort',
            'transshipmentPort',
            'dischargePort',
            'roadStopover',
            'delivery',
          ],
        },
        name: { type: 'string' },
      },
    },
    lastPositionAt: { type: 'string', format: 'date-time' },
  },
} as never;
type ChangeKind = contract.ChangeKind;
type ChangeStop = contract.ChangeStop;
type ShipmentChangeDetails = contract.ShipmentChangeDetails;
type ShipmentChange = contract.ShipmentChange;

export type * from '../contract/alerts.ts';
export {
  CHANGE_KINDS,
  ChangeKind,
  ChangeStop,
  DEFAULT_CHANGE_KINDS,
  DEFAULT_ETA_MINUTES,
  ShipmentChange,
  ShipmentChangeDetails,
};
