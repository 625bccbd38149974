// GENERATED from ../contract/admin-employees.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/admin-employees.ts';

const EMPLOYEE_COLUMNS: typeof contract.EMPLOYEE_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ key: 'emailAddress', title: 'E-mail', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'firstName', title: 'First name', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'lastName', title: 'Last name', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'status', title: 'Status', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'isTotpEnabled', title: 'Two-factor', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'lastLoginAt', title: 'Last login', kind: 'text', sortable: true }),
]) as never;
const EmployeeInput: typeof contract.EmployeeInput = {
  type: 'object',
  required: ['emailAddress', 'firstName', 'lastName'],
  properties: {
    emailAddress: { type: 'string', format: 'email', minLength: 3, maxLength: 254 },
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as never;
const EmployeeRow: typeof contract.EmployeeRow = {
  type: 'object',
  required: [
    'id',
    'emailAddress',
    'firstName',
    'lastName',
    'status',
    'isTotpEnabled',
    'lastLoginAt',
    'isSelf',
  ],
  properties: {
    id: { type: 'integer' },
    emailAddress: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
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
    isSelf: { type: 'boolean' },
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
      'firstName' in value &&
      'lastName' in value &&
      'status' in value &&
      'isTotpEnabled' in value &&
      'lastLoginAt' in value &&
      'isSelf' in value &&
      Number.isInteger(value.id) &&
      typeof value.emailAddress === 'string' &&
      typeof value.firstName === 'string' &&
      typeof value.lastName === 'string' &&
      ((typeof value.status === 'string' && value.status === 'AwaitingApproval') ||
        (typeof value.status === 'string' && value.status === 'Pending') ||
        (typeof value.status === 'string' && value.status === 'Active') ||
        (typeof value.status === 'string' && value.status === 'Disabled')) &&
      typeof value.isTotpEnabled === 'boolean' &&
      ((typeof value.lastLoginAt === 'string' && External[0](value.lastLoginAt)) ||
        value.lastLoginAt === null) &&
      typeof value.isSelf === 'boolean';
    return (value) => check_0(value);
  })([isDateTime]),
  {
    type: 'object',
    required: [
      'id',
      'emailAddress',
      'firstName',
      'lastName',
      'status',
      'isTotpEnabled',
      'lastLoginAt',
      'isSelf',
    ],
    properties: {
      id: { type: 'integer' },
      emailAddress: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
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
      isSelf: { type: 'boolean' },
    },
  },
);
const createEmployee: typeof contract.createEmployee = {
  method: 'POST',
  path: '/Admin/CreateEmployee',
  secure: true,
  response: $answer0,
} as never;
const deleteEmployee: typeof contract.deleteEmployee = {
  method: 'POST',
  path: '/Admin/DeleteEmployee',
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
          'firstName' in unique_0 &&
          'lastName' in unique_0 &&
          'status' in unique_0 &&
          'isTotpEnabled' in unique_0 &&
          'lastLoginAt' in unique_0 &&
          'isSelf' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.emailAddress === 'string' &&
          typeof unique_0.firstName === 'string' &&
          typeof unique_0.lastName === 'string' &&
          ((typeof unique_0.status === 'string' && unique_0.status === 'AwaitingApproval') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Pending') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Active') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Disabled')) &&
          typeof unique_0.isTotpEnabled === 'boolean' &&
          ((typeof unique_0.lastLoginAt === 'string' && External[0](unique_0.lastLoginAt)) ||
            unique_0.lastLoginAt === null) &&
          typeof unique_0.isSelf === 'boolean',
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
            'firstName',
            'lastName',
            'status',
            'isTotpEnabled',
            'lastLoginAt',
            'isSelf',
          ],
          properties: {
            id: { type: 'integer' },
            emailAddress: { type: 'string' },
            firstName: { type: 'string' },
            lastName: { type: 'string' },
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
            isSelf: { type: 'boolean' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getEmployeesTable: typeof contract.getEmployeesTable = {
  method: 'POST',
  path: '/Admin/GetEmployeesTable',
  secure: true,
  response: $answer1,
} as never;
const updateEmployee: typeof contract.updateEmployee = {
  method: 'POST',
  path: '/Admin/UpdateEmployee',
  secure: true,
  response: $answer0,
} as never;
type EmployeeRow = contract.EmployeeRow;
type EmployeeInput = contract.EmployeeInput;

export type * from '../contract/admin-employees.ts';
export {
  createEmployee,
  deleteEmployee,
  EMPLOYEE_COLUMNS,
  EmployeeInput,
  EmployeeRow,
  getEmployeesTable,
  updateEmployee,
};
