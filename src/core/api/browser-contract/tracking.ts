// GENERATED from ../contract/tracking.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/tracking.ts';

const STOP_KINDS: typeof contract.STOP_KINDS = [
  'origin',
  'loadingPort',
  'oceanPort',
  'transshipmentPort',
  'dischargePort',
  'roadStopover',
  'delivery',
] as never;
const StopKind: typeof contract.StopKind = {
  enum: [
    'origin',
    'loadingPort',
    'oceanPort',
    'transshipmentPort',
    'dischargePort',
    'roadStopover',
    'delivery',
  ],
} as never;
const TRACKING_STATUSES: typeof contract.TRACKING_STATUSES = [
  'preparing',
  'loadingPlanned',
  'loadedInTransit',
  'arrived',
  'departed',
  'dischargePlanned',
  'discharged',
  'delivered',
  'exception',
] as never;
const TrackAndTraceHistory: typeof contract.TrackAndTraceHistory = {
  type: 'object',
  required: ['loadnr', 'containernr', 'positions'],
  properties: {
    loadnr: { type: 'string' },
    containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    positions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['at', 'lat', 'lng'],
        properties: {
          at: { type: 'string', format: 'date-time' },
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
        },
      },
    },
  },
} as never;
const TrackAndTraceInfo: typeof contract.TrackAndTraceInfo = {
  type: 'object',
  required: [
    'containernr',
    'loadnr',
    'ordernr',
    'customerordernr',
    'transportType',
    'carrier',
    'status',
    'currentlocation',
    'estimatedarrival',
    'stops',
  ],
  properties: {
    containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    loadnr: { type: 'string' },
    ordernr: { type: 'string' },
    customerordernr: { type: 'string' },
    transportType: { enum: ['Road', 'Ocean'] },
    carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
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
    currentlocation: {
      type: 'object',
      required: ['name', 'lat', 'lng'],
      properties: {
        name: { type: 'string' },
        lat: { type: 'number', minimum: -90, maximum: 90 },
        lng: { type: 'number', minimum: -180, maximum: 180 },
      },
    },
    estimatedarrival: { type: 'string', format: 'date-time' },
    stops: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'visitStatus', 'name', 'lat', 'lng', 'plannedAt', 'actualAt'],
        properties: {
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
          visitStatus: { enum: ['ToVisit', 'Visited'] },
          name: { type: 'string' },
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
          plannedAt: { type: 'string', format: 'date-time' },
          actualAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        },
      },
    },
    route: {
      type: 'array',
      items: {
        type: 'object',
        required: ['lat', 'lng'],
        properties: {
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
        },
      },
    },
  },
} as never;
const TrackingLocation: typeof contract.TrackingLocation = {
  type: 'object',
  required: ['name', 'lat', 'lng'],
  properties: {
    name: { type: 'string' },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
  },
} as never;
const TrackingPosition: typeof contract.TrackingPosition = {
  type: 'object',
  required: ['at', 'lat', 'lng'],
  properties: {
    at: { type: 'string', format: 'date-time' },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
  },
} as never;
const TrackingStatus: typeof contract.TrackingStatus = {
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
} as never;
const TrackingStop: typeof contract.TrackingStop = {
  type: 'object',
  required: ['kind', 'visitStatus', 'name', 'lat', 'lng', 'plannedAt', 'actualAt'],
  properties: {
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
    visitStatus: { enum: ['ToVisit', 'Visited'] },
    name: { type: 'string' },
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lng: { type: 'number', minimum: -180, maximum: 180 },
    plannedAt: { type: 'string', format: 'date-time' },
    actualAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
  },
} as never;
const TransportType: typeof contract.TransportType = { enum: ['Road', 'Ocean'] } as never;
const VisitStatus: typeof contract.VisitStatus = { enum: ['ToVisit', 'Visited'] } as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'containernr' in value &&
      'loadnr' in value &&
      'ordernr' in value &&
      'customerordernr' in value &&
      'transportType' in value &&
      'carrier' in value &&
      'status' in value &&
      'currentlocation' in value &&
      'estimatedarrival' in value &&
      'stops' in value &&
      (typeof value.containernr === 'string' || value.containernr === null) &&
      typeof value.loadnr === 'string' &&
      typeof value.ordernr === 'string' &&
      typeof value.customerordernr === 'string' &&
      (value.transportType === 'Road' || value.transportType === 'Ocean') &&
      (typeof value.carrier === 'string' || value.carrier === null) &&
      (value.status === 'preparing' ||
        value.status === 'loadingPlanned' ||
        value.status === 'loadedInTransit' ||
        value.status === 'arrived' ||
        value.status === 'departed' ||
        value.status === 'dischargePlanned' ||
        value.status === 'discharged' ||
        value.status === 'delivered' ||
        value.status === 'exception') &&
      typeof value.currentlocation === 'object' &&
      value.currentlocation !== null &&
      !Array.isArray(value.currentlocation) &&
      'name' in value.currentlocation &&
      'lat' in value.currentlocation &&
      'lng' in value.currentlocation &&
      typeof value.currentlocation.name === 'string' &&
      Number.isFinite(value.currentlocation.lat) &&
      value.currentlocation.lat >= -90 &&
      value.currentlocation.lat <= 90 &&
      Number.isFinite(value.currentlocation.lng) &&
      value.currentlocation.lng >= -180 &&
      value.currentlocation.lng <= 180 &&
      typeof value.estimatedarrival === 'string' &&
      External[0](value.estimatedarrival) &&
      Array.isArray(value.stops) &&
      value.stops.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'kind' in unique_0 &&
          'visitStatus' in unique_0 &&
          'name' in unique_0 &&
          'lat' in unique_0 &&
          'lng' in unique_0 &&
          'plannedAt' in unique_0 &&
          'actualAt' in unique_0 &&
          (unique_0.kind === 'origin' ||
            unique_0.kind === 'loadingPort' ||
            unique_0.kind === 'oceanPort' ||
            unique_0.kind === 'transshipmentPort' ||
            unique_0.kind === 'dischargePort' ||
            unique_0.kind === 'roadStopover' ||
            unique_0.kind === 'delivery') &&
          (unique_0.visitStatus === 'ToVisit' || unique_0.visitStatus === 'Visited') &&
          typeof unique_0.name === 'string' &&
          Number.isFinite(unique_0.lat) &&
          unique_0.lat >= -90 &&
          unique_0.lat <= 90 &&
          Number.isFinite(unique_0.lng) &&
          unique_0.lng >= -180 &&
          unique_0.lng <= 180 &&
          typeof unique_0.plannedAt === 'string' &&
          External[1](unique_0.plannedAt) &&
          ((typeof unique_0.actualAt === 'string' && External[2](unique_0.actualAt)) ||
            unique_0.actualAt === null),
      ) &&
      (value.route === undefined ||
        !('route' in value) ||
        (Array.isArray(value.route) &&
          value.route.every(
            (unique_1, index) =>
              typeof unique_1 === 'object' &&
              unique_1 !== null &&
              !Array.isArray(unique_1) &&
              'lat' in unique_1 &&
              'lng' in unique_1 &&
              Number.isFinite(unique_1.lat) &&
              unique_1.lat >= -90 &&
              unique_1.lat <= 90 &&
              Number.isFinite(unique_1.lng) &&
              unique_1.lng >= -180 &&
              unique_1.lng <= 180,
          )));
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: [
      'containernr',
      'loadnr',
      'ordernr',
      'customerordernr',
      'transportType',
      'carrier',
      'status',
      'currentlocation',
      'estimatedarrival',
      'stops',
    ],
    properties: {
      containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      loadnr: { type: 'string' },
      ordernr: { type: 'string' },
      customerordernr: { type: 'string' },
      transportType: { enum: ['Road', 'Ocean'] },
      carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
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
      currentlocation: {
        type: 'object',
        required: ['name', 'lat', 'lng'],
        properties: {
          name: { type: 'string' },
          lat: { type: 'number', minimum: -90, maximum: 90 },
          lng: { type: 'number', minimum: -180, maximum: 180 },
        },
      },
      estimatedarrival: { type: 'string', format: 'date-time' },
      stops: {
        type: 'array',
        items: {
          type: 'object',
          required: ['kind', 'visitStatus', 'name', 'lat', 'lng', 'plannedAt', 'actualAt'],
          properties: {
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
            visitStatus: { enum: ['ToVisit', 'Visited'] },
            name: { type: 'string' },
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
            plannedAt: { type: 'string', format: 'date-time' },
            actualAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          },
        },
      },
      route: {
        type: 'array',
        items: {
          type: 'object',
          required: ['lat', 'lng'],
          properties: {
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
          },
        },
      },
    },
  },
);
const getHellmannTrackAndTraceInfo: typeof contract.getHellmannTrackAndTraceInfo = {
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfo',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'loadnr' in value &&
      'containernr' in value &&
      'positions' in value &&
      typeof value.loadnr === 'string' &&
      (typeof value.containernr === 'string' || value.containernr === null) &&
      Array.isArray(value.positions) &&
      value.positions.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'at' in unique_0 &&
          'lat' in unique_0 &&
          'lng' in unique_0 &&
          typeof unique_0.at === 'string' &&
          External[0](unique_0.at) &&
          Number.isFinite(unique_0.lat) &&
          unique_0.lat >= -90 &&
          unique_0.lat <= 90 &&
          Number.isFinite(unique_0.lng) &&
          unique_0.lng >= -180 &&
          unique_0.lng <= 180,
      );
    return (value) => check_0(value);
  })([isDateTime]),
  {
    type: 'object',
    required: ['loadnr', 'containernr', 'positions'],
    properties: {
      loadnr: { type: 'string' },
      containernr: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      positions: {
        type: 'array',
        items: {
          type: 'object',
          required: ['at', 'lat', 'lng'],
          properties: {
            at: { type: 'string', format: 'date-time' },
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
          },
        },
      },
    },
  },
);
const getHellmannTrackAndTraceInfoHistory: typeof contract.getHellmannTrackAndTraceInfoHistory = {
  method: 'GET',
  path: '/TrackAndTrace/GetHellmannTrackAndTraceInfoHistory',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'clientId' in value &&
      'displayName' in value &&
      Number.isInteger(value.clientId) &&
      typeof value.displayName === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['clientId', 'displayName'],
    properties: { clientId: { type: 'integer' }, displayName: { type: 'string' } },
  },
);
const getTrackAndTraceClient: typeof contract.getTrackAndTraceClient = {
  method: 'GET',
  path: '/TrackAndTrace/GetTrackAndTraceClient',
  secure: true,
  response: $answer2,
} as never;
const getTruckloadTrackAndTraceInfo: typeof contract.getTruckloadTrackAndTraceInfo = {
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfo',
  secure: true,
  response: $answer0,
} as never;
const getTruckloadTrackAndTraceInfoHistory: typeof contract.getTruckloadTrackAndTraceInfoHistory = {
  method: 'GET',
  path: '/TrackAndTrace/GetTruckloadTrackAndTraceInfoHistory',
  secure: true,
  response: $answer1,
} as never;
type TrackingStatus = contract.TrackingStatus;
type StopKind = contract.StopKind;
type VisitStatus = contract.VisitStatus;
type TransportType = contract.TransportType;
type TrackingLocation = contract.TrackingLocation;
type TrackingStop = contract.TrackingStop;
type TrackAndTraceInfo = contract.TrackAndTraceInfo;
type TrackingPosition = contract.TrackingPosition;
type TrackAndTraceHistory = contract.TrackAndTraceHistory;

export type * from '../contract/tracking.ts';
export {
  getHellmannTrackAndTraceInfo,
  getHellmannTrackAndTraceInfoHistory,
  getTrackAndTraceClient,
  getTruckloadTrackAndTraceInfo,
  getTruckloadTrackAndTraceInfoHistory,
  STOP_KINDS,
  StopKind,
  TRACKING_STATUSES,
  TrackAndTraceHistory,
  TrackAndTraceInfo,
  TrackingLocation,
  TrackingPosition,
  TrackingStatus,
  TrackingStop,
  TransportType,
  VisitStatus,
};
