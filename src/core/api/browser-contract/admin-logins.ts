// GENERATED from ../contract/admin-logins.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/admin-logins.ts';

const AccountKind: typeof contract.AccountKind = {
  anyOf: [
    { type: 'string', const: 'customer' },
    { type: 'string', const: 'agent' },
  ],
} as never;
const CreateLoginInput: typeof contract.CreateLoginInput = {
  type: 'object',
  required: ['emailAddress', 'displayName', 'accountType', 'clientId', 'agentId', 'languageId'],
  properties: {
    emailAddress: { type: 'string', format: 'email', minLength: 3, maxLength: 254 },
    displayName: { type: 'string', minLength: 1, maxLength: 100 },
    accountType: {
      anyOf: [
        { type: 'string', const: 'customer' },
        { type: 'string', const: 'agent' },
      ],
    },
    clientId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    agentId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
    languageId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  },
} as never;
const LOGIN_COLUMNS: typeof contract.LOGIN_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ key: 'emailAddress', title: 'E-mail', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'displayName', title: 'Name', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'accountType', title: 'Kind', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({
    key: 'companyName',
    title: 'Client or agent',
    kind: 'text',
    sortable: true,
  }),
  /* @__PURE__ */ Object.freeze({ key: 'status', title: 'Status', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'isTotpEnabled', title: 'Two-factor', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'lastLoginAt', title: 'Last login', kind: 'text', sortable: true }),
]) as never;
const LoginRow: typeof contract.LoginRow = {
  type: 'object',
  required: [
    'id',
    'emailAddress',
    'displayName',
    'accountType',
    'clientId',
    'agentId',
    'companyName',
    'status',
    'isTotpEnabled',
    'lastLoginAt',
    'languageId',
    'registeredCompanyName',
    'registeredCustomerNumber',
  ],
  properties: {
    id: { type: 'integer' },
    emailAddress: { type: 'string' },
    displayName: { type: 'string' },
    accountType: {
      anyOf: [
        { type: 'string', const: 'customer' },
        { type: 'string', const: 'agent' },
      ],
    },
    clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    agentId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    companyName: { type: 'string' },
    status: {
      anyOf: [
        { type: 'string', const: 'AwaitingApproval' },
        { type: 'string', const: 'Pending' },
        { type: 'string', const: 'Active' },
        { type: 'string', const: 'Disabled' },
      ],
    },
    isTotpEnabled: { type: 'boolean' },
    lastLoginAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    languageId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    registeredCompanyName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    registeredCustomerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
} as never;
const LoginsFilter: typeof contract.LoginsFilter = {
  type: 'object',
  properties: {
    clientId: { type: 'integer', minimum: 1 },
    agentId: { type: 'integer', minimum: 1 },
    accountType: {
      anyOf: [
        { type: 'string', const: 'customer' },
        { type: 'string', const: 'agent' },
      ],
    },
    status: {
      anyOf: [
        { type: 'string', const: 'AwaitingApproval' },
        { type: 'string', const: 'Pending' },
        { type: 'string', const: 'Active' },
        { type: 'string', const: 'Disabled' },
      ],
    },
  },
} as never;
const UpdateLoginInput: typeof contract.UpdateLoginInput = {
  type: 'object',
  required: ['accountId', 'emailAddress', 'displayName', 'languageId'],
  properties: {
    accountId: { type: 'integer', minimum: 1 },
    emailAddress: { type: 'string', format: 'email', minLength: 3, maxLength: 254 },
    displayName: { type: 'string', minLength: 1, maxLength: 100 },
    languageId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'emailAddress' in value &&
      'displayName' in value &&
      'accountType' in value &&
      'clientId' in value &&
      'agentId' in value &&
      'companyName' in value &&
      'status' in value &&
      'isTotpEnabled' in value &&
      'lastLoginAt' in value &&
      'languageId' in value &&
      'registeredCompanyName' in value &&
      'registeredCustomerNumber' in value &&
      Number.isInteger(value.id) &&
      typeof value.emailAddress === 'string' &&
      typeof value.displayName === 'string' &&
      ((typeof value.accountType === 'string' && value.accountType === 'customer') ||
        (typeof value.accountType === 'string' && value.accountType === 'agent')) &&
      (Number.isInteger(value.clientId) || value.clientId === null) &&
      (Number.isInteger(value.agentId) || value.agentId === null) &&
      typeof value.companyName === 'string' &&
      ((typeof value.status === 'string' && value.status === 'AwaitingApproval') ||
        (typeof value.status === 'string' && value.status === 'Pending') ||
        (typeof value.status === 'string' && value.status === 'Active') ||
        (typeof value.status === 'string' && value.status === 'Disabled')) &&
      typeof value.isTotpEnabled === 'boolean' &&
      ((typeof value.lastLoginAt === 'string' && External[0](value.lastLoginAt)) ||
        value.lastLoginAt === null) &&
      (Number.isInteger(value.languageId) || value.languageId === null) &&
      (typeof value.registeredCompanyName === 'string' || value.registeredCompanyName === null) &&
      (typeof value.registeredCustomerNumber === 'string' || value.registeredCustomerNumber === null);
    return (value) => check_0(value);
  })([isDateTime]),
  {
    type: 'object',
    required: [
      'id',
      'emailAddress',
      'displayName',
      'accountType',
      'clientId',
      'agentId',
      'companyName',
      'status',
      'isTotpEnabled',
      'lastLoginAt',
      'languageId',
      'registeredCompanyName',
      'registeredCustomerNumber',
    ],
    properties: {
      id: { type: 'integer' },
      emailAddress: { type: 'string' },
      displayName: { type: 'string' },
      accountType: {
        anyOf: [
          { type: 'string', const: 'customer' },
          { type: 'string', const: 'agent' },
        ],
      },
      clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      agentId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      companyName: { type: 'string' },
      status: {
        anyOf: [
          { type: 'string', const: 'AwaitingApproval' },
          { type: 'string', const: 'Pending' },
          { type: 'string', const: 'Active' },
          { type: 'string', const: 'Disabled' },
        ],
      },
      isTotpEnabled: { type: 'boolean' },
      lastLoginAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      languageId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      registeredCompanyName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      registeredCustomerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
  },
);
const approveLogin: typeof contract.approveLogin = {
  method: 'POST',
  path: '/Admin/ApproveLogin',
  secure: true,
  response: $answer0,
} as never;
const createLogin: typeof contract.createLogin = {
  method: 'POST',
  path: '/Admin/CreateLogin',
  secure: true,
  response: $answer0,
} as never;
const deleteLogin: typeof contract.deleteLogin = {
  method: 'POST',
  path: '/Admin/DeleteLogin',
  secure: true,
} as never;
const disableLogin: typeof contract.disableLogin = {
  method: 'POST',
  path: '/Admin/DisableLogin',
  secure: true,
} as never;
const enableLogin: typeof contract.enableLogin = {
  method: 'POST',
  path: '/Admin/EnableLogin',
  secure: true,
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
          'emailAddress' in unique_0 &&
          'displayName' in unique_0 &&
          'accountType' in unique_0 &&
          'clientId' in unique_0 &&
          'agentId' in unique_0 &&
          'companyName' in unique_0 &&
          'status' in unique_0 &&
          'isTotpEnabled' in unique_0 &&
          'lastLoginAt' in unique_0 &&
          'languageId' in unique_0 &&
          'registeredCompanyName' in unique_0 &&
          'registeredCustomerNumber' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.emailAddress === 'string' &&
          typeof unique_0.displayName === 'string' &&
          ((typeof unique_0.accountType === 'string' && unique_0.accountType === 'customer') ||
            (typeof unique_0.accountType === 'string' && unique_0.accountType === 'agent')) &&
          (Number.isInteger(unique_0.clientId) || unique_0.clientId === null) &&
          (Number.isInteger(unique_0.agentId) || unique_0.agentId === null) &&
          typeof unique_0.companyName === 'string' &&
          ((typeof unique_0.status === 'string' && unique_0.status === 'AwaitingApproval') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Pending') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Active') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Disabled')) &&
          typeof unique_0.isTotpEnabled === 'boolean' &&
          ((typeof unique_0.lastLoginAt === 'string' && External[0](unique_0.lastLoginAt)) ||
            unique_0.lastLoginAt === null) &&
          (Number.isInteger(unique_0.languageId) || unique_0.languageId === null) &&
          (typeof unique_0.registeredCompanyName === 'string' || unique_0.registeredCompanyName === null) &&
          (typeof unique_0.registeredCustomerNumber === 'string' ||
            unique_0.registeredCustomerNumber === null),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([isDateTime]),
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
            'emailAddress',
            'displayName',
            'accountType',
            'clientId',
            'agentId',
            'companyName',
            'status',
            'isTotpEnabled',
            'lastLoginAt',
            'languageId',
            'registeredCompanyName',
            'registeredCustomerNumber',
          ],
          properties: {
            id: { type: 'integer' },
            emailAddress: { type: 'string' },
            displayName: { type: 'string' },
            accountType: {
              anyOf: [
                { type: 'string', const: 'customer' },
                { type: 'string', const: 'agent' },
              ],
            },
            clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            agentId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            companyName: { type: 'string' },
            status: {
              anyOf: [
                { type: 'string', const: 'AwaitingApproval' },
                { type: 'string', const: 'Pending' },
                { type: 'string', const: 'Active' },
                { type: 'string', const: 'Disabled' },
              ],
            },
            isTotpEnabled: { type: 'boolean' },
            lastLoginAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
            languageId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            registeredCompanyName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            registeredCustomerNumber: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getLoginsTable: typeof contract.getLoginsTable = {
  method: 'POST',
  path: '/Admin/GetLoginsTable',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'accessToken' in value &&
      'refreshToken' in value &&
      typeof value.accessToken === 'string' &&
      typeof value.refreshToken === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['accessToken', 'refreshToken'],
    properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
  },
);
const loginAs: typeof contract.loginAs = {
  method: 'POST',
  path: '/Admin/LoginAs',
  secure: true,
  response: $answer2,
} as never;
const rejectLogin: typeof contract.rejectLogin = {
  method: 'POST',
  path: '/Admin/RejectLogin',
  secure: true,
} as never;
const resendActivation: typeof contract.resendActivation = {
  method: 'POST',
  path: '/Admin/ResendActivation',
  secure: true,
} as never;
const resetLoginTotp: typeof contract.resetLoginTotp = {
  method: 'POST',
  path: '/Admin/ResetLoginTotp',
  secure: true,
} as never;
const updateLogin: typeof contract.updateLogin = {
  method: 'POST',
  path: '/Admin/UpdateLogin',
  secure: true,
  response: $answer0,
} as never;
type AccountKind = contract.AccountKind;
type LoginRow = contract.LoginRow;
type CreateLoginInput = contract.CreateLoginInput;
type UpdateLoginInput = contract.UpdateLoginInput;
type LoginsFilter = contract.LoginsFilter;

export type * from '../contract/admin-logins.ts';
export {
  AccountKind,
  approveLogin,
  CreateLoginInput,
  createLogin,
  deleteLogin,
  disableLogin,
  enableLogin,
  getLoginsTable,
  LOGIN_COLUMNS,
  LoginRow,
  LoginsFilter,
  loginAs,
  rejectLogin,
  resendActivation,
  resetLoginTotp,
  UpdateLoginInput,
  updateLogin,
};
