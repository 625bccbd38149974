// GENERATED from ../contract/partner-web.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/partner-web.ts';

const PartnerWebLoginUri: typeof contract.PartnerWebLoginUri = {
  type: 'object',
  required: ['uri'],
  properties: { uri: { type: 'string' } },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'uri' in value &&
      typeof value.uri === 'string';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['uri'], properties: { uri: { type: 'string' } } },
);
const getPartnerWebLoginUri: typeof contract.getPartnerWebLoginUri = {
  method: 'POST',
  path: '/PartnerWeb/GetPartnerWebLoginUri',
  secure: true,
  response: $answer0,
} as never;
type PartnerWebLoginUri = contract.PartnerWebLoginUri;

export type * from '../contract/partner-web.ts';
export { getPartnerWebLoginUri, PartnerWebLoginUri };
