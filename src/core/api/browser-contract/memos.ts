// GENERATED from ../contract/memos.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/memos.ts';

const LOGIN_MEMO_TYPE: typeof contract.LOGIN_MEMO_TYPE = 'Login' as never;
const Memo: typeof contract.Memo = {
  type: 'object',
  required: ['memoId', 'memoType', 'memoContents'],
  properties: { memoId: { type: 'integer' }, memoType: { type: 'string' }, memoContents: { type: 'string' } },
} as never;
const MemoType: typeof contract.MemoType = {
  type: 'string',
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z][A-Za-z0-9]*$',
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        'memoId' in value &&
        'memoType' in value &&
        'memoContents' in value &&
        Number.isInteger(value.memoId) &&
        typeof value.memoType === 'string' &&
        typeof value.memoContents === 'string') ||
      value === null;
    return (value) => check_0(value);
  })([]),
  {
    anyOf: [
      {
        type: 'object',
        required: ['memoId', 'memoType', 'memoContents'],
        properties: {
          memoId: { type: 'integer' },
          memoType: { type: 'string' },
          memoContents: { type: 'string' },
        },
      },
      { type: 'null' },
    ],
  },
);
const getLoginMemo: typeof contract.getLoginMemo = {
  method: 'GET',
  path: '/Memos/GetLoginMemo',
  secure: false,
  response: $answer0,
} as never;
const getMemo: typeof contract.getMemo = {
  method: 'GET',
  path: '/Memos/GetMemo',
  secure: true,
  response: $answer0,
} as never;
type Memo = contract.Memo;

export type * from '../contract/memos.ts';
export { getLoginMemo, getMemo, LOGIN_MEMO_TYPE, Memo, MemoType };
