// GENERATED from ../contract/admin-api-keys.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/admin-api-keys.ts';

const ApiKeyCall: typeof contract.ApiKeyCall = {
  type: 'object',
  required: [
    'calledAt',
    'call',
    'status',
    'items',
    'created',
    'updated',
    'unchanged',
    'refused',
    'requestId',
  ],
  properties: {
    calledAt: { type: 'string', format: 'date-time' },
    call: { type: 'string' },
    status: { type: 'integer' },
    items: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    created: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    updated: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    unchanged: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    refused: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    requestId: { type: 'string' },
  },
} as never;
const ApiKeyId: typeof contract.ApiKeyId = {
  type: 'object',
  required: ['apiKeyId'],
  properties: { apiKeyId: { type: 'integer', minimum: 1 } },
} as never;
const ApiKeyInput: typeof contract.ApiKeyInput = {
  type: 'object',
  required: ['name', 'scopes'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    scopes: {
      type: 'array',
      items: {
        anyOf: [
          { type: 'string', const: 'import' },
          { type: 'string', const: 'tracking' },
        ],
      },
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    },
  },
} as never;
const ApiKeyRow: typeof contract.ApiKeyRow = {
  type: 'object',
  required: [
    'apiKeyId',
    'name',
    'scopes',
    'hint',
    'createdAt',
    'createdBy',
    'lastUsedAt',
    'revokedAt',
    'revokedBy',
  ],
  properties: {
    apiKeyId: { type: 'integer' },
    name: { type: 'string' },
    scopes: {
      type: 'array',
      items: {
        anyOf: [
          { type: 'string', const: 'import' },
          { type: 'string', const: 'tracking' },
        ],
      },
    },
    hint: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    createdBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    lastUsedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    revokedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    revokedBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
} as never;
const ApiKeyScope: typeof contract.ApiKeyScope = {
  anyOf: [
    { type: 'string', const: 'import' },
    { type: 'string', const: 'tracking' },
  ],
} as never;
const NewApiKey: typeof contract.NewApiKey = {
  type: 'object',
  required: ['apiKeyId', 'apiKey'],
  properties: { apiKeyId: { type: 'integer' }, apiKey: { type: 'string' } },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'apiKeyId' in value &&
      'apiKey' in value &&
      Number.isInteger(value.apiKeyId) &&
      typeof value.apiKey === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['apiKeyId', 'apiKey'],
    properties: { apiKeyId: { type: 'integer' }, apiKey: { type: 'string' } },
  },
);
const createApiKey: typeof contract.createApiKey = {
  method: 'POST',
  path: '/Admin/CreateApiKey',
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
          'calledAt' in unique_0 &&
          'call' in unique_0 &&
          'status' in unique_0 &&
          'items' in unique_0 &&
          'created' in unique_0 &&
          'updated' in unique_0 &&
          'unchanged' in unique_0 &&
          'refused' in unique_0 &&
          'requestId' in unique_0 &&
          typeof unique_0.calledAt === 'string' &&
          External[0](unique_0.calledAt) &&
          typeof unique_0.call === 'string' &&
          Number.isInteger(unique_0.status) &&
          (Number.isInteger(unique_0.items) || unique_0.items === null) &&
          (Number.isInteger(unique_0.created) || unique_0.created === null) &&
          (Number.isInteger(unique_0.updated) || unique_0.updated === null) &&
          (Number.isInteger(unique_0.unchanged) || unique_0.unchanged === null) &&
          (Number.isInteger(unique_0.refused) || unique_0.refused === null) &&
          typeof unique_0.requestId === 'string',
      );
    return (value) => check_0(value);
  })([isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'calledAt',
        'call',
        'status',
        'items',
        'created',
        'updated',
        'unchanged',
        'refused',
        'requestId',
      ],
      properties: {
        calledAt: { type: 'string', format: 'date-time' },
        call: { type: 'string' },
        status: { type: 'integer' },
        items: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        created: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        updated: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        unchanged: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        refused: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
        requestId: { type: 'string' },
      },
    },
  },
);
const getApiKeyCalls: typeof contract.getApiKeyCalls = {
  method: 'GET',
  path: '/Admin/GetApiKeyCalls',
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
          'apiKeyId' in unique_0 &&
          'name' in unique_0 &&
          'scopes' in unique_0 &&
          'hint' in unique_0 &&
          'createdAt' in unique_0 &&
          'createdBy' in unique_0 &&
          'lastUsedAt' in unique_0 &&
          'revokedAt' in unique_0 &&
          'revokedBy' in unique_0 &&
          Number.isInteger(unique_0.apiKeyId) &&
          typeof unique_0.name === 'string' &&
          Array.isArray(unique_0.scopes) &&
          unique_0.scopes.every(
            (unique_1, index) =>
              (typeof unique_1 === 'string' && unique_1 === 'import') ||
              (typeof unique_1 === 'string' && unique_1 === 'tracking'),
          ) &&
          typeof unique_0.hint === 'string' &&
          typeof unique_0.createdAt === 'string' &&
          External[0](unique_0.createdAt) &&
          (typeof unique_0.createdBy === 'string' || unique_0.createdBy === null) &&
          ((typeof unique_0.lastUsedAt === 'string' && External[1](unique_0.lastUsedAt)) ||
            unique_0.lastUsedAt === null) &&
          ((typeof unique_0.revokedAt === 'string' && External[2](unique_0.revokedAt)) ||
            unique_0.revokedAt === null) &&
          (typeof unique_0.revokedBy === 'string' || unique_0.revokedBy === null),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: [
        'apiKeyId',
        'name',
        'scopes',
        'hint',
        'createdAt',
        'createdBy',
        'lastUsedAt',
        'revokedAt',
        'revokedBy',
      ],
      properties: {
        apiKeyId: { type: 'integer' },
        name: { type: 'string' },
        scopes: {
          type: 'array',
          items: {
            anyOf: [
              { type: 'string', const: 'import' },
              { type: 'string', const: 'tracking' },
            ],
          },
        },
        hint: { type: 'string' },
        createdAt: { type: 'string', format: 'date-time' },
        createdBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        lastUsedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        revokedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
        revokedBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    },
  },
);
const getApiKeys: typeof contract.getApiKeys = {
  method: 'GET',
  path: '/Admin/GetApiKeys',
  secure: true,
  response: $answer2,
} as never;
const $answer3 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'apiKeyId' in value &&
      'name' in value &&
      'scopes' in value &&
      'hint' in value &&
      'createdAt' in value &&
      'createdBy' in value &&
      'lastUsedAt' in value &&
      'revokedAt' in value &&
      'revokedBy' in value &&
      Number.isInteger(value.apiKeyId) &&
      typeof value.name === 'string' &&
      Array.isArray(value.scopes) &&
      value.scopes.every(
        (unique_0, index) =>
          (typeof unique_0 === 'string' && unique_0 === 'import') ||
          (typeof unique_0 === 'string' && unique_0 === 'tracking'),
      ) &&
      typeof value.hint === 'string' &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt) &&
      (typeof value.createdBy === 'string' || value.createdBy === null) &&
      ((typeof value.lastUsedAt === 'string' && External[1](value.lastUsedAt)) ||
        value.lastUsedAt === null) &&
      ((typeof value.revokedAt === 'string' && External[2](value.revokedAt)) || value.revokedAt === null) &&
      (typeof value.revokedBy === 'string' || value.revokedBy === null);
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: [
      'apiKeyId',
      'name',
      'scopes',
      'hint',
      'createdAt',
      'createdBy',
      'lastUsedAt',
      'revokedAt',
      'revokedBy',
    ],
    properties: {
      apiKeyId: { type: 'integer' },
      name: { type: 'string' },
      scopes: {
        type: 'array',
        items: {
          anyOf: [
            { type: 'string', const: 'import' },
            { type: 'string', const: 'tracking' },
          ],
        },
      },
      hint: { type: 'string' },
      createdAt: { type: 'string', format: 'date-time' },
      createdBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      lastUsedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      revokedAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      revokedBy: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
  },
);
const revokeApiKey: typeof contract.revokeApiKey = {
  method: 'POST',
  path: '/Admin/RevokeApiKey',
  secure: true,
  response: $answer3,
} as never;
type ApiKeyScope = contract.ApiKeyScope;
type ApiKeyInput = contract.ApiKeyInput;
type NewApiKey = contract.NewApiKey;
type ApiKeyRow = contract.ApiKeyRow;
type ApiKeyCall = contract.ApiKeyCall;

export type * from '../contract/admin-api-keys.ts';
export {
  ApiKeyCall,
  ApiKeyId,
  ApiKeyInput,
  ApiKeyRow,
  ApiKeyScope,
  createApiKey,
  getApiKeyCalls,
  getApiKeys,
  NewApiKey,
  revokeApiKey,
};
