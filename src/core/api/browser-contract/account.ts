// GENERATED from ../contract/account.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/account.ts';

const Profile: typeof contract.Profile = {
  type: 'object',
  required: ['emailAddress', 'displayName', 'roles', 'preferredLanguageId', 'properties'],
  properties: {
    emailAddress: { type: 'string' },
    displayName: { type: 'string' },
    roles: { type: 'array', items: { type: 'string' } },
    preferredLanguageId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    properties: {
      type: 'object',
      required: ['isAgent', 'gravatarHash'],
      properties: {
        isAgent: { type: 'boolean' },
        gravatarHash: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
    },
  },
} as never;
const disableTotp: typeof contract.disableTotp = {
  method: 'POST',
  path: '/Account/DisableTotp',
  secure: true,
} as never;
const enableTotp: typeof contract.enableTotp = {
  method: 'POST',
  path: '/Account/EnableTotp',
  secure: true,
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'emailAddress' in value &&
      'displayName' in value &&
      'roles' in value &&
      'preferredLanguageId' in value &&
      'properties' in value &&
      typeof value.emailAddress === 'string' &&
      typeof value.displayName === 'string' &&
      Array.isArray(value.roles) &&
      value.roles.every((unique_0, index) => typeof unique_0 === 'string') &&
      (Number.isInteger(value.preferredLanguageId) || value.preferredLanguageId === null) &&
      typeof value.properties === 'object' &&
      value.properties !== null &&
      !Array.isArray(value.properties) &&
      'isAgent' in value.properties &&
      'gravatarHash' in value.properties &&
      typeof value.properties.isAgent === 'boolean' &&
      (typeof value.properties.gravatarHash === 'string' || value.properties.gravatarHash === null);
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['emailAddress', 'displayName', 'roles', 'preferredLanguageId', 'properties'],
    properties: {
      emailAddress: { type: 'string' },
      displayName: { type: 'string' },
      roles: { type: 'array', items: { type: 'string' } },
      preferredLanguageId: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
      properties: {
        type: 'object',
        required: ['isAgent', 'gravatarHash'],
        properties: {
          isAgent: { type: 'boolean' },
          gravatarHash: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
      },
    },
  },
);
const getProfile: typeof contract.getProfile = {
  method: 'GET',
  path: '/Account/GetProfile',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'uri' in value &&
      'secret' in value &&
      typeof value.uri === 'string' &&
      typeof value.secret === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['uri', 'secret'],
    properties: { uri: { type: 'string' }, secret: { type: 'string' } },
  },
);
const getTotpSetupCode: typeof contract.getTotpSetupCode = {
  method: 'POST',
  path: '/Account/GetTotpSetupCode',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'isTotpEnabled' in value &&
      typeof value.isTotpEnabled === 'boolean';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['isTotpEnabled'], properties: { isTotpEnabled: { type: 'boolean' } } },
);
const isTotpEnabled: typeof contract.isTotpEnabled = {
  method: 'GET',
  path: '/Account/IsTotpEnabled',
  secure: true,
  response: $answer2,
} as never;
const updatePassword: typeof contract.updatePassword = {
  method: 'POST',
  path: '/Account/UpdatePassword',
  secure: true,
} as never;
type Profile = contract.Profile;

export type * from '../contract/account.ts';
export { disableTotp, enableTotp, getProfile, getTotpSetupCode, isTotpEnabled, Profile, updatePassword };
