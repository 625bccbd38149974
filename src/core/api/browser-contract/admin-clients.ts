// GENERATED from ../contract/admin-clients.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/admin-clients.ts';

const CLIENT_COLUMNS: typeof contract.CLIENT_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({
    key: 'customerNumber',
    title: 'Customer number',
    kind: 'text',
    sortable: true,
  }),
  /* @__PURE__ */ Object.freeze({ key: 'displayName', title: 'Name', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'countryCode', title: 'Country', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'city', title: 'City', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'agentNames', title: 'Agents', kind: 'text', sortable: false }),
  /* @__PURE__ */ Object.freeze({ key: 'loginCount', title: 'Logins', kind: 'number', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'isActive', title: 'Active', kind: 'text', sortable: true }),
]) as never;
const CLIENT_SEARCH_LIMIT: typeof contract.CLIENT_SEARCH_LIMIT = 20 as never;
const ClientInput: typeof contract.ClientInput = {
  type: 'object',
  required: ['displayName', 'customerNumber', 'countryCode', 'city', 'addressLine', 'postalCode'],
  properties: {
    displayName: { type: 'string', minLength: 1, maxLength: 200 },
    customerNumber: { type: 'string', minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9-]+$' },
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
    city: { anyOf: [{ type: 'string', maxLength: 100 }, { type: 'null' }] },
    addressLine: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'null' }] },
    postalCode: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }] },
  },
} as never;
const ClientRow: typeof contract.ClientRow = {
  type: 'object',
  required: [
    'id',
    'customerNumber',
    'displayName',
    'countryCode',
    'city',
    'addressLine',
    'postalCode',
    'agentNames',
    'loginCount',
    'isActive',
  ],
  properties: {
    id: { type: 'integer' },
    customerNumber: { type: 'string' },
    displayName: { type: 'string' },
    countryCode: { type: 'string' },
    city: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    addressLine: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    postalCode: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    agentNames: { type: 'string' },
    loginCount: { type: 'integer' },
    isActive: { type: 'boolean' },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'customerNumber' in value &&
      'displayName' in value &&
      'countryCode' in value &&
      'city' in value &&
      'addressLine' in value &&
      'postalCode' in value &&
      'agentNames' in value &&
      'loginCount' in value &&
      'isActive' in value &&
      Number.isInteger(value.id) &&
      typeof value.customerNumber === 'string' &&
      typeof value.displayName === 'string' &&
      typeof value.countryCode === 'string' &&
      (typeof value.city === 'string' || value.city === null) &&
      (typeof value.addressLine === 'string' || value.addressLine === null) &&
      (typeof value.postalCode === 'string' || value.postalCode === null) &&
      typeof value.agentNames === 'string' &&
      Number.isInteger(value.loginCount) &&
      typeof value.isActive === 'boolean';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: [
      'id',
      'customerNumber',
      'displayName',
      'countryCode',
      'city',
      'addressLine',
      'postalCode',
      'agentNames',
      'loginCount',
      'isActive',
    ],
    properties: {
      id: { type: 'integer' },
      customerNumber: { type: 'string' },
      displayName: { type: 'string' },
      countryCode: { type: 'string' },
      city: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      addressLine: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      postalCode: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      agentNames: { type: 'string' },
      loginCount: { type: 'integer' },
      isActive: { type: 'boolean' },
    },
  },
);
const createClient: typeof contract.createClient = {
  method: 'POST',
  path: '/Admin/CreateClient',
  secure: true,
  response: $answer0,
} as never;
const deleteClient: typeof contract.deleteClient = {
  method: 'POST',
  path: '/Admin/DeleteClient',
  secure: true,
} as never;
const disableClient: typeof contract.disableClient = {
  method: 'POST',
  path: '/Admin/DisableClient',
  secure: true,
  response: $answer0,
} as never;
const enableClient: typeof contract.enableClient = {
  method: 'POST',
  path: '/Admin/EnableClient',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
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
          'customerNumber' in unique_0 &&
          'displayName' in unique_0 &&
          'countryCode' in unique_0 &&
          'city' in unique_0 &&
          'addressLine' in unique_0 &&
          'postalCode' in unique_0 &&
          'agentNames' in unique_0 &&
          'loginCount' in unique_0 &&
          'isActive' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.customerNumber === 'string' &&
          typeof unique_0.displayName === 'string' &&
          typeof unique_0.countryCode === 'string' &&
          (typeof unique_0.city === 'string' || unique_0.city === null) &&
          (typeof unique_0.addressLine === 'string' || unique_0.addressLine === null) &&
          (typeof unique_0.postalCode === 'string' || unique_0.postalCode === null) &&
          typeof unique_0.agentNames === 'string' &&
          Number.isInteger(unique_0.loginCount) &&
          typeof unique_0.isActive === 'boolean',
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([]),
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
            'customerNumber',
            'displayName',
            'countryCode',
            'city',
            'addressLine',
            'postalCode',
            'agentNames',
            'loginCount',
            'isActive',
          ],
          properties: {
            id: { type: 'integer' },
            customerNumber: { type: 'string' },
            displayName: { type: 'string' },
            countryCode: { type: 'string' },
            city: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            addressLine: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            postalCode: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            agentNames: { type: 'string' },
            loginCount: { type: 'integer' },
            isActive: { type: 'boolean' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getClientsTable: typeof contract.getClientsTable = {
  method: 'POST',
  path: '/Admin/GetClientsTable',
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
          'clientId' in unique_0 &&
          'displayName' in unique_0 &&
          Number.isInteger(unique_0.clientId) &&
          typeof unique_0.displayName === 'string',
      );
    return (value) => check_0(value);
  })([]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['clientId', 'displayName'],
      properties: { clientId: { type: 'integer' }, displayName: { type: 'string' } },
    },
  },
);
const searchClients: typeof contract.searchClients = {
  method: 'GET',
  path: '/Admin/SearchClients',
  secure: true,
  response: $answer2,
} as never;
const updateClient: typeof contract.updateClient = {
  method: 'POST',
  path: '/Admin/UpdateClient',
  secure: true,
  response: $answer0,
} as never;
type ClientRow = contract.ClientRow;
type ClientInput = contract.ClientInput;

export type * from '../contract/admin-clients.ts';
export {
  CLIENT_COLUMNS,
  CLIENT_SEARCH_LIMIT,
  ClientInput,
  ClientRow,
  createClient,
  deleteClient,
  disableClient,
  enableClient,
  getClientsTable,
  searchClients,
  updateClient,
};
