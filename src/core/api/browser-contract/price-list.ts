// GENERATED from ../contract/price-list.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/price-list.ts';

const HasPricelistAnswer: typeof contract.HasPricelistAnswer = {
  type: 'object',
  required: ['hasPricelist'],
  properties: { hasPricelist: { type: 'boolean' } },
} as never;
const getPricelist: typeof contract.getPricelist = {
  method: 'POST',
  path: '/Pricelist/GetPricelist',
  secure: true,
  response: 'binary',
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'hasPricelist' in value &&
      typeof value.hasPricelist === 'boolean';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['hasPricelist'], properties: { hasPricelist: { type: 'boolean' } } },
);
const hasPricelist: typeof contract.hasPricelist = {
  method: 'POST',
  path: '/Pricelist/HasPricelist',
  secure: true,
  response: $answer0,
} as never;
type HasPricelistAnswer = contract.HasPricelistAnswer;

export type * from '../contract/price-list.ts';
export { getPricelist, HasPricelistAnswer, hasPricelist };
