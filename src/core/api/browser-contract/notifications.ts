// GENERATED from ../contract/notifications.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/notifications.ts';

const DEFAULT_NOTIFICATIONS_PAGE: typeof contract.DEFAULT_NOTIFICATIONS_PAGE = 20 as never;
const InboxEntry: typeof contract.InboxEntry = {
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
    'carrier',
    'readAt',
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
    carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    readAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
  },
} as never;
const InboxPage: typeof contract.InboxPage = {
  type: 'object',
  required: ['items', 'nextBefore'],
  properties: {
    items: {
      type: 'array',
      items: {
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
          'carrier',
          'readAt',
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
          carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          readAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        },
      },
    },
    nextBefore: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
  },
} as never;
const InboxQuery: typeof contract.InboxQuery = {
  type: 'object',
  properties: {
    before: { type: 'integer', minimum: 1, maximum: 9007199254740991 },
    limit: { type: 'integer', minimum: 1, maximum: 100 },
    unreadOnly: { type: 'boolean' },
  },
} as never;
const MAX_MARKED: typeof contract.MAX_MARKED = 500 as never;
const MAX_NOTIFICATIONS_PAGE: typeof contract.MAX_NOTIFICATIONS_PAGE = 100 as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'items' in value &&
      'nextBefore' in value &&
      Array.isArray(value.items) &&
      value.items.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'changeId' in unique_0 &&
          'kind' in unique_0 &&
          'clientId' in unique_0 &&
          'transportType' in unique_0 &&
          'loadnr' in unique_0 &&
          'containernr' in unique_0 &&
          'ordernr' in unique_0 &&
          'customerordernr' in unique_0 &&
          'details' in unique_0 &&
          'happenedAt' in unique_0 &&
          'recordedAt' in unique_0 &&
          'carrier' in unique_0 &&
          'readAt' in unique_0 &&
          Number.isInteger(unique_0.changeId) &&
          (unique_0.kind === 'etaLater' ||
            unique_0.kind === 'etaEarlier' ||
            unique_0.kind === 'departed' ||
            unique_0.kind === 'arrivedAtStop' ||
            unique_0.kind === 'delivered' ||
            unique_0.kind === 'exception' ||
            unique_0.kind === 'silent') &&
          Number.isInteger(unique_0.clientId) &&
          (unique_0.transportType === 'Road' || unique_0.transportType === 'Ocean') &&
          typeof unique_0.loadnr === 'string' &&
          (typeof unique_0.containernr === 'string' || unique_0.containernr === null) &&
          typeof unique_0.ordernr === 'string' &&
          typeof unique_0.customerordernr === 'string' &&
          typeof unique_0.details === 'object' &&
          unique_0.details !== null &&
          !Array.isArray(unique_0.details) &&
          (unique_0.details.previousArrival === undefined ||
            !('previousArrival' in unique_0.details) ||
            (typeof unique_0.details.previousArrival === 'string' &&
              External[0](unique_0.details.previousArrival))) &&
          (unique_0.details.estimatedArrival === undefined ||
            !('estimatedArrival' in unique_0.details) ||
            (typeof unique_0.details.estimatedArrival === 'string' &&
              External[1](unique_0.details.estimatedArrival))) &&
          (unique_0.details.minutes === undefined ||
            !('minutes' in unique_0.details) ||
            Number.isInteger(unique_0.details.minutes)) &&
          (unique_0.details.stop === undefined ||
            !('stop' in unique_0.details) ||
            (typeof unique_0.details.stop === 'object' &&
              unique_0.details.stop !== null &&
              !Array.isArray(unique_0.details.stop) &&
              'sequence' in unique_0.details.stop &&
              'kind' in unique_0.details.stop &&
              'name' in unique_0.details.stop &&
              Number.isInteger(unique_0.details.stop.sequence) &&
              (unique_0.details.stop.kind === 'origin' ||
                unique_0.details.stop.kind === 'loadingPort' ||
                unique_0.details.stop.kind === 'oceanPort' ||
                unique_0.details.stop.kind === 'transshipmentPort' ||
                unique_0.details.stop.kind === 'dischargePort' ||
                unique_0.details.stop.kind === 'roadStopover' ||
                unique_0.details.stop.kind === 'delivery') &&
              typeof unique_0.details.stop.name === 'string')) &&
          (unique_0.details.lastPositionAt === undefined ||
            !('lastPositionAt' in unique_0.details) ||
            (typeof unique_0.details.lastPositionAt === 'string' &&
              External[2](unique_0.details.lastPositionAt))) &&
          typeof unique_0.happenedAt === 'string' &&
          External[3](unique_0.happenedAt) &&
          typeof unique_0.recordedAt === 'string' &&
          External[4](unique_0.recordedAt) &&
          (typeof unique_0.carrier === 'string' || unique_0.carrier === null) &&
          ((typeof unique_0.readAt === 'string' && External[5](unique_0.readAt)) || unique_0.readAt === null),
      ) &&
      (Number.isInteger(value.nextBefore) || value.nextBefore === null);
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime, isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: ['items', 'nextBefore'],
    properties: {
      items: {
        type: 'array',
        items: {
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
            'carrier',
            'readAt',
          ],
          properties: {
            changeId: { type: 'integer' },
            kind: {
              enum: [
                'etaLater',
                'etaEarlier',
                'departed',
                'arrivedAtStop',
                'delivered',
                'exception',
                'silent',
              ],
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
            carrier: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            readAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          },
        },
      },
      nextBefore: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    },
  },
);
const getNotifications: typeof contract.getNotifications = {
  method: 'GET',
  path: '/Notifications/GetNotifications',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'unread' in value &&
      Number.isInteger(value.unread) &&
      (!(Number.isFinite(value.unread) || typeof value.unread === 'bigint') || value.unread >= 0);
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['unread'], properties: { unread: { type: 'integer', minimum: 0 } } },
);
const getUnreadCount: typeof contract.getUnreadCount = {
  method: 'GET',
  path: '/Notifications/GetUnreadCount',
  secure: true,
  response: $answer1,
} as never;
const markAllRead: typeof contract.markAllRead = {
  method: 'POST',
  path: '/Notifications/MarkAllRead',
  secure: true,
  response: $answer1,
} as never;
const markRead: typeof contract.markRead = {
  method: 'POST',
  path: '/Notifications/MarkRead',
  secure: true,
  response: $answer1,
} as never;
type InboxEntry = contract.InboxEntry;
type InboxPage = contract.InboxPage;
type InboxQuery = contract.InboxQuery;

export type * from '../contract/notifications.ts';
export {
  DEFAULT_NOTIFICATIONS_PAGE,
  getNotifications,
  getUnreadCount,
  InboxEntry,
  InboxPage,
  InboxQuery,
  MAX_MARKED,
  MAX_NOTIFICATIONS_PAGE,
  markAllRead,
  markRead,
};
