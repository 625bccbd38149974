// GENERATED from ../contract/webhooks.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/webhooks.ts';

const MAX_WEBHOOK_ENDPOINTS: typeof contract.MAX_WEBHOOK_ENDPOINTS = 10 as never;
const NewWebhookEndpoint: typeof contract.NewWebhookEndpoint = {
  type: 'object',
  required: ['endpoint', 'secret'],
  properties: {
    endpoint: {
      type: 'object',
      required: ['endpointId', 'url', 'kinds', 'createdAt', 'disabledAt', 'disabledReason'],
      properties: {
        endpointId: { type: 'integer' },
        url: { type: 'string' },
        kinds: {
          anyOf: [
            {
              type: 'array',
              items: {
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
            },
            { type: 'null' },
          ],
        },
        createdAt: { type: 'string', format: 'date-time' },
        disabledAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        disabledReason: { anyOf: [{ type: 'string', const: 'failing' }, { type: 'null' }] },
      },
    },
    secret: { type: 'string' },
  },
} as never;
const WEBHOOK_LOG_LENGTH: typeof contract.WEBHOOK_LOG_LENGTH = 50 as never;
const WebhookAttempt: typeof contract.WebhookAttempt = {
  type: 'object',
  required: ['attemptedAt', 'statusCode', 'error', 'durationMs'],
  properties: {
    attemptedAt: { type: 'string', format: 'date-time' },
    statusCode: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    error: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    durationMs: { type: 'integer' },
  },
} as never;
const WebhookDelivery: typeof contract.WebhookDelivery = {
  type: 'object',
  required: [
    'deliveryId',
    'messageId',
    'eventType',
    'shipment',
    'state',
    'createdAt',
    'nextAttemptAt',
    'attempts',
  ],
  properties: {
    deliveryId: { type: 'integer' },
    messageId: { type: 'string' },
    eventType: { type: 'string' },
    shipment: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    state: { enum: ['pending', 'sending', 'delivered', 'failed'] },
    createdAt: { type: 'string', format: 'date-time' },
    nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    attempts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['attemptedAt', 'statusCode', 'error', 'durationMs'],
        properties: {
          attemptedAt: { type: 'string', format: 'date-time' },
          statusCode: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
          error: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          durationMs: { type: 'integer' },
        },
      },
    },
  },
} as never;
const WebhookDeliveryId: typeof contract.WebhookDeliveryId = {
  type: 'object',
  required: ['deliveryId'],
  properties: { deliveryId: { type: 'integer', minimum: 1 } },
} as never;
const WebhookDeliveryState: typeof contract.WebhookDeliveryState = {
  enum: ['pending', 'sending', 'delivered', 'failed'],
} as never;
const WebhookDisabledReason: typeof contract.WebhookDisabledReason = {
  type: 'string',
  const: 'failing',
} as never;
const WebhookEndpoint: typeof contract.WebhookEndpoint = {
  type: 'object',
  required: ['endpointId', 'url', 'kinds', 'createdAt', 'disabledAt', 'disabledReason'],
  properties: {
    endpointId: { type: 'integer' },
    url: { type: 'string' },
    kinds: {
      anyOf: [
        {
          type: 'array',
          items: {
            enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
          },
        },
        { type: 'null' },
      ],
    },
    createdAt: { type: 'string', format: 'date-time' },
    disabledAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    disabledReason: { anyOf: [{ type: 'string', const: 'failing' }, { type: 'null' }] },
  },
} as never;
const WebhookEndpointId: typeof contract.WebhookEndpointId = {
  type: 'object',
  required: ['endpointId'],
  properties: { endpointId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as never;
const WebhookEndpointInput: typeof contract.WebhookEndpointInput = {
  type: 'object',
  required: ['url'],
  properties: {
    url: { type: 'string', minLength: 1, maxLength: 2000 },
    kinds: {
      anyOf: [
        {
          type: 'array',
          items: {
            enum: ['etaLater', 'etaEarlier', 'departed', 'arrivedAtStop', 'delivered', 'exception', 'silent'],
          },
          minItems: 1,
          uniqueItems: true,
        },
        { type: 'null' },
      ],
    },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'endpoint' in value &&
      'secret' in value &&
      typeof value.endpoint === 'object' &&
      value.endpoint !== null &&
      !Array.isArray(value.endpoint) &&
      'endpointId' in value.endpoint &&
      'url' in value.endpoint &&
      'kinds' in value.endpoint &&
      'createdAt' in value.endpoint &&
      'disabledAt' in value.endpoint &&
      'disabledReason' in value.endpoint &&
      Number.isInteger(value.endpoint.endpointId) &&
      typeof value.endpoint.url === 'string' &&
      ((Array.isArray(value.endpoint.kinds) &&
        value.endpoint.kinds.every(
          (unique_0, index) =>
            unique_0 === 'etaLater' ||
            unique_0 === 'etaEarlier' ||
            unique_0 === 'departed' ||
            unique_0 === 'arrivedAtStop' ||
            unique_0 === 'delivered' ||
            unique_0 === 'exception' ||
            unique_0 === 'silent',
        )) ||
        value.endpoint.kinds === null) &&
      typeof value.endpoint.createdAt === 'string' &&
      External[0](value.endpoint.createdAt) &&
      ((typeof value.endpoint.disabledAt === 'string' && External[1](value.endpoint.disabledAt)) ||
        value.endpoint.disabledAt === null) &&
      ((typeof value.endpoint.disabledReason === 'string' && value.endpoint.disabledReason === 'failing') ||
        value.endpoint.disabledReason === null) &&
      typeof value.secret === 'string';
    return (value) => check_0(value);
  })([isDateTime, isDateTime]),
  {
    type: 'object',
    required: ['endpoint', 'secret'],
    properties: {
      endpoint: {
        type: 'object',
        required: ['endpointId', 'url', 'kinds', 'createdAt', 'disabledAt', 'disabledReason'],
        properties: {
          endpointId: { type: 'integer' },
          url: { type: 'string' },
          kinds: {
            anyOf: [
              {
                type: 'array',
                items: {
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
              },
              { type: 'null' },
            ],
          },
          createdAt: { type: 'string', format: 'date-time' },
          disabledAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
          disabledReason: { anyOf: [{ type: 'string', const: 'failing' }, { type: 'null' }] },
        },
      },
      secret: { type: 'string' },
    },
  },
);
const addWebhookEndpoint: typeof contract.addWebhookEndpoint = {
  method: 'POST',
  path: '/Webhooks/AddEndpoint',
  secure: true,
  response: $answer0,
} as never;
const deleteWebhookEndpoint: typeof contract.deleteWebhookEndpoint = {
  method: 'POST',
  path: '/Webhooks/DeleteEndpoint',
  secure: true,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'endpointId' in value &&
      'url' in value &&
      'kinds' in value &&
      'createdAt' in value &&
      'disabledAt' in value &&
      'disabledReason' in value &&
      Number.isInteger(value.endpointId) &&
      typeof value.url === 'string' &&
      ((Array.isArray(value.kinds) &&
        value.kinds.every(
          (unique_0, index) =>
            unique_0 === 'etaLater' ||
            unique_0 === 'etaEarlier' ||
            unique_0 === 'departed' ||
            unique_0 === 'arrivedAtStop' ||
            unique_0 === 'delivered' ||
            unique_0 === 'exception' ||
            unique_0 === 'silent',
        )) ||
        value.kinds === null) &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt) &&
      ((typeof value.disabledAt === 'string' && External[1](value.disabledAt)) ||
        value.disabledAt === null) &&
      ((typeof value.disabledReason === 'string' && value.disabledReason === 'failing') ||
        value.disabledReason === null);
    return (value) => check_0(value);
  })([isDateTime, isDateTime]),
  {
    type: 'object',
    required: ['endpointId', 'url', 'kinds', 'createdAt', 'disabledAt', 'disabledReason'],
    properties: {
      endpointId: { type: 'integer' },
      url: { type: 'string' },
      kinds: {
        anyOf: [
          {
            type: 'array',
            items: {
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
          },
          { type: 'null' },
        ],
      },
      createdAt: { type: 'string', format: 'date-time' },
      disabledAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      disabledReason: { anyOf: [{ type: 'string', const: 'failing' }, { type: 'null' }] },
    },
  },
);
const enableWebhookEndpoint: typeof contract.enableWebhookEndpoint = {
  method: 'POST',
  path: '/Webhooks/EnableEndpoint',
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
          'deliveryId' in unique_0 &&
          'messageId' in unique_0 &&
          'eventType' in unique_0 &&
          'shipment' in unique_0 &&
          'state' in unique_0 &&
          'createdAt' in unique_0 &&
          'nextAttemptAt' in unique_0 &&
          'attempts' in unique_0 &&
          Number.isInteger(unique_0.deliveryId) &&
          typeof unique_0.messageId === 'string' &&
          typeof unique_0.eventType === 'string' &&
          (typeof unique_0.shipment === 'string' || unique_0.shipment === null) &&
          (unique_0.state === 'pending' ||
            unique_0.state === 'sending' ||
            unique_0.state === 'delivered' ||
            unique_0.state === 'failed') &&
          typeof unique_0.createdAt === 'string' &&
          External[0](unique_0.createdAt) &&
          ((typeof unique_0.nextAttemptAt === 'string' && External[1](unique_0.nextAttemptAt)) ||
            unique_0.nextAttemptAt === null) &&
          Array.isArray(unique_0.attempts) &&
          unique_0.attempts.every(
            (unique_1, index) =>
              typeof unique_1 === 'object' &&
              unique_1 !== null &&
              !Array.isArray(unique_1) &&
              'attemptedAt' in unique_1 &&
              'statusCode' in unique_1 &&
              'error' in unique_1 &&
              'durationMs' in unique_1 &&
              typeof unique_1.attemptedAt === 'string' &&
              External[2](unique_1.attemptedAt) &&
              (Number.isInteger(unique_1.statusCode) || unique_1.statusCode === null) &&
              (typeof unique_1.error === 'string' || unique_1.error === null) &&
              Number.isInteger(unique_1.durationMs),
          ),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'deliveryId',
        'messageId',
        'eventType',
        'shipment',
        'state',
        'createdAt',
        'nextAttemptAt',
        'attempts',
      ],
      properties: {
        deliveryId: { type: 'integer' },
        messageId: { type: 'string' },
        eventType: { type: 'string' },
        shipment: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        state: { enum: ['pending', 'sending', 'delivered', 'failed'] },
        createdAt: { type: 'string', format: 'date-time' },
        nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        attempts: {
          type: 'array',
          items: {
            type: 'object',
            required: ['attemptedAt', 'statusCode', 'error', 'durationMs'],
            properties: {
              attemptedAt: { type: 'string', format: 'date-time' },
              statusCode: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
              error: { anyOf: [{ type: 'string' }, { type: 'null' }] },
              durationMs: { type: 'integer' },
            },
          },
        },
      },
    },
  },
);
const getWebhookDeliveries: typeof contract.getWebhookDeliveries = {
  method: 'GET',
  path: '/Webhooks/GetDeliveries',
  secure: true,
  response: $answer2,
} as never;
const $answer3 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'endpointId' in unique_0 &&
          'url' in unique_0 &&
          'kinds' in unique_0 &&
          'createdAt' in unique_0 &&
          'disabledAt' in unique_0 &&
          'disabledReason' in unique_0 &&
          Number.isInteger(unique_0.endpointId) &&
          typeof unique_0.url === 'string' &&
          ((Array.isArray(unique_0.kinds) &&
            unique_0.kinds.every(
              (unique_1, index) =>
                unique_1 === 'etaLater' ||
                unique_1 === 'etaEarlier' ||
                unique_1 === 'departed' ||
                unique_1 === 'arrivedAtStop' ||
                unique_1 === 'delivered' ||
                unique_1 === 'exception' ||
                unique_1 === 'silent',
            )) ||
            unique_0.kinds === null) &&
          typeof unique_0.createdAt === 'string' &&
          External[0](unique_0.createdAt) &&
          ((typeof unique_0.disabledAt === 'string' && External[1](unique_0.disabledAt)) ||
            unique_0.disabledAt === null) &&
          ((typeof unique_0.disabledReason === 'string' && unique_0.disabledReason === 'failing') ||
            unique_0.disabledReason === null),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['endpointId', 'url', 'kinds', 'createdAt', 'disabledAt', 'disabledReason'],
      properties: {
        endpointId: { type: 'integer' },
        url: { type: 'string' },
        kinds: {
          anyOf: [
            {
              type: 'array',
              items: {
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
            },
            { type: 'null' },
          ],
        },
        createdAt: { type: 'string', format: 'date-time' },
        disabledAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        disabledReason: { anyOf: [{ type: 'string', const: 'failing' }, { type: 'null' }] },
      },
    },
  },
);
const getWebhookEndpoints: typeof contract.getWebhookEndpoints = {
  method: 'GET',
  path: '/Webhooks/GetEndpoints',
  secure: true,
  response: $answer3,
} as never;
const $answer4 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'deliveryId' in value &&
      'messageId' in value &&
      'eventType' in value &&
      'shipment' in value &&
      'state' in value &&
      'createdAt' in value &&
      'nextAttemptAt' in value &&
      'attempts' in value &&
      Number.isInteger(value.deliveryId) &&
      typeof value.messageId === 'string' &&
      typeof value.eventType === 'string' &&
      (typeof value.shipment === 'string' || value.shipment === null) &&
      (value.state === 'pending' ||
        value.state === 'sending' ||
        value.state === 'delivered' ||
        value.state === 'failed') &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt) &&
      ((typeof value.nextAttemptAt === 'string' && External[1](value.nextAttemptAt)) ||
        value.nextAttemptAt === null) &&
      Array.isArray(value.attempts) &&
      value.attempts.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'attemptedAt' in unique_0 &&
          'statusCode' in unique_0 &&
          'error' in unique_0 &&
          'durationMs' in unique_0 &&
          typeof unique_0.attemptedAt === 'string' &&
          External[2](unique_0.attemptedAt) &&
          (Number.isInteger(unique_0.statusCode) || unique_0.statusCode === null) &&
          (typeof unique_0.error === 'string' || unique_0.error === null) &&
          Number.isInteger(unique_0.durationMs),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: [
      'deliveryId',
      'messageId',
      'eventType',
      'shipment',
      'state',
      'createdAt',
      'nextAttemptAt',
      'attempts',
    ],
    properties: {
      deliveryId: { type: 'integer' },
      messageId: { type: 'string' },
      eventType: { type: 'string' },
      shipment: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      state: { enum: ['pending', 'sending', 'delivered', 'failed'] },
      createdAt: { type: 'string', format: 'date-time' },
      nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      attempts: {
        type: 'array',
        items: {
          type: 'object',
          required: ['attemptedAt', 'statusCode', 'error', 'durationMs'],
          properties: {
            attemptedAt: { type: 'string', format: 'date-time' },
            statusCode: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            error: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            durationMs: { type: 'integer' },
          },
        },
      },
    },
  },
);
const redeliverWebhook: typeof contract.redeliverWebhook = {
  method: 'POST',
  path: '/Webhooks/Redeliver',
  secure: true,
  response: $answer4,
} as never;
const sendWebhookTestEvent: typeof contract.sendWebhookTestEvent = {
  method: 'POST',
  path: '/Webhooks/SendTestEvent',
  secure: true,
  response: $answer4,
} as never;
type WebhookEndpointInput = contract.WebhookEndpointInput;
type WebhookEndpoint = contract.WebhookEndpoint;
type NewWebhookEndpoint = contract.NewWebhookEndpoint;
type WebhookAttempt = contract.WebhookAttempt;
type WebhookDeliveryState = contract.WebhookDeliveryState;
type WebhookDelivery = contract.WebhookDelivery;

export type * from '../contract/webhooks.ts';
export {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  getWebhookDeliveries,
  getWebhookEndpoints,
  MAX_WEBHOOK_ENDPOINTS,
  NewWebhookEndpoint,
  redeliverWebhook,
  sendWebhookTestEvent,
  WEBHOOK_LOG_LENGTH,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryId,
  WebhookDeliveryState,
  WebhookDisabledReason,
  WebhookEndpoint,
  WebhookEndpointId,
  WebhookEndpointInput,
};
