// GENERATED from ../contract/admin-memos.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/admin-memos.ts';

const MEMO_COLUMNS: typeof contract.MEMO_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ key: 'memoType', title: 'Type', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'clientName', title: 'Client', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'memoContents', title: 'Memo', kind: 'text', sortable: false }),
  /* @__PURE__ */ Object.freeze({ key: 'createdAt', title: 'Created', kind: 'text', sortable: true }),
]) as never;
const MEMO_TYPES: typeof contract.MEMO_TYPES = /* @__PURE__ */ Object.freeze(['Dashboard', 'Login']) as never;
const MemoInput: typeof contract.MemoInput = {
  type: 'object',
  required: ['memoType', 'memoContents', 'clientId'],
  properties: {
    memoType: {
      anyOf: [
        { type: 'string', const: 'Dashboard' },
        { type: 'string', const: 'Login' },
      ],
    },
    memoContents: { type: 'string', minLength: 1, maxLength: 20000 },
    clientId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] },
  },
} as never;
const MemoRow: typeof contract.MemoRow = {
  type: 'object',
  required: ['id', 'memoType', 'memoContents', 'clientId', 'clientName', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    memoType: { type: 'string' },
    memoContents: { type: 'string' },
    clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    clientName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as never;
const MemoTypeName: typeof contract.MemoTypeName = {
  anyOf: [
    { type: 'string', const: 'Dashboard' },
    { type: 'string', const: 'Login' },
  ],
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'memoType' in value &&
      'memoContents' in value &&
      'clientId' in value &&
      'clientName' in value &&
      'createdAt' in value &&
      Number.isInteger(value.id) &&
      typeof value.memoType === 'string' &&
      typeof value.memoContents === 'string' &&
      (Number.isInteger(value.clientId) || value.clientId === null) &&
      (typeof value.clientName === 'string' || value.clientName === null) &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt);
    return (value) => check_0(value);
  })([isDateTime]),
  {
    type: 'object',
    required: ['id', 'memoType', 'memoContents', 'clientId', 'clientName', 'createdAt'],
    properties: {
      id: { type: 'integer' },
      memoType: { type: 'string' },
      memoContents: { type: 'string' },
      clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      clientName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
);
const createMemo: typeof contract.createMemo = {
  method: 'POST',
  path: '/Admin/CreateMemo',
  secure: true,
  response: $answer0,
} as never;
const deleteMemo: typeof contract.deleteMemo = {
  method: 'POST',
  path: '/Admin/DeleteMemo',
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
          'memoType' in unique_0 &&
          'memoContents' in unique_0 &&
          'clientId' in unique_0 &&
          'clientName' in unique_0 &&
          'createdAt' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.memoType === 'string' &&
          typeof unique_0.memoContents === 'string' &&
          (Number.isInteger(unique_0.clientId) || unique_0.clientId === null) &&
          (typeof unique_0.clientName === 'string' || unique_0.clientName === null) &&
          typeof unique_0.createdAt === 'string' &&
          External[0](unique_0.createdAt),
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
          required: ['id', 'memoType', 'memoContents', 'clientId', 'clientName', 'createdAt'],
          properties: {
            id: { type: 'integer' },
            memoType: { type: 'string' },
            memoContents: { type: 'string' },
            clientId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            clientName: { anyOf: [{ type: 'string' }, { type: 'null' }] },
            createdAt: { type: 'string', format: 'date-time' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getMemosTable: typeof contract.getMemosTable = {
  method: 'POST',
  path: '/Admin/GetMemosTable',
  secure: true,
  response: $answer1,
} as never;
const updateMemo: typeof contract.updateMemo = {
  method: 'POST',
  path: '/Admin/UpdateMemo',
  secure: true,
  response: $answer0,
} as never;
type MemoTypeName = contract.MemoTypeName;
type MemoRow = contract.MemoRow;
type MemoInput = contract.MemoInput;

export type * from '../contract/admin-memos.ts';
export {
  createMemo,
  deleteMemo,
  getMemosTable,
  MEMO_COLUMNS,
  MEMO_TYPES,
  MemoInput,
  MemoRow,
  MemoTypeName,
  updateMemo,
};
