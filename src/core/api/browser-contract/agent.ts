// GENERATED from ../contract/agent.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/agent.ts';

const Client: typeof contract.Client = {
  type: 'object',
  required: ['clientId', 'displayName'],
  properties: { clientId: { type: 'integer' }, displayName: { type: 'string' } },
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
const getClients: typeof contract.getClients = {
  method: 'GET',
  path: '/Agent/GetClients',
  secure: true,
  response: $answer0,
} as never;
type Client = contract.Client;

export type * from '../contract/agent.ts';
export { Client, getClients };
