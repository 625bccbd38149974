// GENERATED from ../contract/language.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/language.ts';

const Language: typeof contract.Language = {
  type: 'object',
  required: ['code', 'languageId'],
  properties: { code: { type: 'string' }, languageId: { type: 'integer' } },
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
          'code' in unique_0 &&
          'languageId' in unique_0 &&
          typeof unique_0.code === 'string' &&
          Number.isInteger(unique_0.languageId),
      );
    return (value) => check_0(value);
  })([]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['code', 'languageId'],
      properties: { code: { type: 'string' }, languageId: { type: 'integer' } },
    },
  },
);
const getLanguages: typeof contract.getLanguages = {
  method: 'GET',
  path: '/Language/GetLanguages',
  secure: false,
  response: $answer0,
} as never;
const updateLanguage: typeof contract.updateLanguage = {
  method: 'POST',
  path: '/Language/UpdateLanguage',
  secure: true,
} as never;
type Language = contract.Language;

export type * from '../contract/language.ts';
export { getLanguages, Language, updateLanguage };
