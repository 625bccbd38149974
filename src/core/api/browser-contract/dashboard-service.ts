// GENERATED from ../contract/dashboard-service.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/dashboard-service.ts';

const NewsItem: typeof contract.NewsItem = {
  type: 'object',
  required: ['newsId', 'publishedOn', 'title', 'bodyHtml'],
  properties: {
    newsId: { type: 'integer' },
    publishedOn: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    title: { type: 'string' },
    bodyHtml: { type: 'string' },
  },
} as never;
const TrackAndTraceDelivery: typeof contract.TrackAndTraceDelivery = {
  type: 'object',
  required: [
    'deliveryId',
    'transportType',
    'deliveryStatus',
    'trackingStatus',
    'loadNumber',
    'carrier',
    'containerNumber',
    'dateDeparture',
    'estimatedArrival',
    'currentLocation',
    'country',
    'address',
  ],
  properties: {
    deliveryId: { type: 'integer' },
    transportType: { enum: ['Road', 'Ocean'] },
    deliveryStatus: { enum: ['Preparing', 'InTransit', 'Delivered'] },
    trackingStatus: {
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
    loadNumber: { type: 'string' },
    carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    containerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    dateDeparture: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    estimatedArrival: { type: 'string', format: 'date-time' },
    currentLocation: { type: 'string' },
    country: { type: 'string' },
    address: { type: 'string' },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'newsId' in unique_0 &&
          'publishedOn' in unique_0 &&
          'title' in unique_0 &&
          'bodyHtml' in unique_0 &&
          Number.isInteger(unique_0.newsId) &&
          typeof unique_0.publishedOn === 'string' &&
          External[0].test(unique_0.publishedOn) &&
          typeof unique_0.title === 'string' &&
          typeof unique_0.bodyHtml === 'string',
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['newsId', 'publishedOn', 'title', 'bodyHtml'],
      properties: {
        newsId: { type: 'integer' },
        publishedOn: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        title: { type: 'string' },
        bodyHtml: { type: 'string' },
      },
    },
  },
);
const getNews: typeof contract.getNews = {
  method: 'GET',
  path: '/Dashboard/GetNews',
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
          'deliveryId' in unique_0 &&
          'transportType' in unique_0 &&
          'deliveryStatus' in unique_0 &&
          'trackingStatus' in unique_0 &&
          'loadNumber' in unique_0 &&
          'carrier' in unique_0 &&
          'containerNumber' in unique_0 &&
          'dateDeparture' in unique_0 &&
          'estimatedArrival' in unique_0 &&
          'currentLocation' in unique_0 &&
          'country' in unique_0 &&
          'address' in unique_0 &&
          Number.isInteger(unique_0.deliveryId) &&
          (unique_0.transportType === 'Road' || unique_0.transportType === 'Ocean') &&
          (unique_0.deliveryStatus === 'Preparing' ||
            unique_0.deliveryStatus === 'InTransit' ||
            unique_0.deliveryStatus === 'Delivered') &&
          (unique_0.trackingStatus === 'preparing' ||
            unique_0.trackingStatus === 'loadingPlanned' ||
            unique_0.trackingStatus === 'loadedInTransit' ||
            unique_0.trackingStatus === 'arrived' ||
            unique_0.trackingStatus === 'departed' ||
            unique_0.trackingStatus === 'dischargePlanned' ||
            unique_0.trackingStatus === 'discharged' ||
            unique_0.trackingStatus === 'delivered' ||
            unique_0.trackingStatus === 'exception') &&
          typeof unique_0.loadNumber === 'string' &&
          (typeof unique_0.carrier === 'string' || unique_0.carrier === null) &&
          (typeof unique_0.containerNumber === 'string' || unique_0.containerNumber === null) &&
          typeof unique_0.dateDeparture === 'string' &&
          External[0].test(unique_0.dateDeparture) &&
          typeof unique_0.estimatedArrival === 'string' &&
          External[1](unique_0.estimatedArrival) &&
          typeof unique_0.currentLocation === 'string' &&
          typeof unique_0.country === 'string' &&
          typeof unique_0.address === 'string',
      );
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u, isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'deliveryId',
        'transportType',
        'deliveryStatus',
        'trackingStatus',
        'loadNumber',
        'carrier',
        'containerNumber',
        'dateDeparture',
        'estimatedArrival',
        'currentLocation',
        'country',
        'address',
      ],
      properties: {
        deliveryId: { type: 'integer' },
        transportType: { enum: ['Road', 'Ocean'] },
        deliveryStatus: { enum: ['Preparing', 'InTransit', 'Delivered'] },
        trackingStatus: {
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
        loadNumber: { type: 'string' },
        carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        containerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        dateDeparture: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
        estimatedArrival: { type: 'string', format: 'date-time' },
        currentLocation: { type: 'string' },
        country: { type: 'string' },
        address: { type: 'string' },
      },
    },
  },
);
const getTrackAndTraceDeliveries: typeof contract.getTrackAndTraceDeliveries = {
  method: 'GET',
  path: '/Dashboard/GetTrackAndTraceDeliveries',
  secure: true,
  response: $answer1,
} as never;
type TrackAndTraceDelivery = contract.TrackAndTraceDelivery;
type NewsItem = contract.NewsItem;

export type * from '../contract/dashboard-service.ts';
export { getNews, getTrackAndTraceDeliveries, NewsItem, TrackAndTraceDelivery };
