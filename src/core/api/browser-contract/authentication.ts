// GENERATED from ../contract/authentication.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/authentication.ts';

const Credentials: typeof contract.Credentials = {
  type: 'object',
  required: ['emailAddress', 'password'],
  properties: {
    emailAddress: { type: 'string', format: 'email', minLength: 3, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as never;
const LoginAnswer: typeof contract.LoginAnswer = {
  anyOf: [
    {
      type: 'object',
      required: ['accessToken', 'refreshToken'],
      properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['requiresTotp', 'totpToken'],
      properties: { requiresTotp: { type: 'boolean', const: true }, totpToken: { type: 'string' } },
    },
  ],
} as never;
const NewPassword: typeof contract.NewPassword = { type: 'string', minLength: 10, maxLength: 128 } as never;
const RegisterNewCustomerBody: typeof contract.RegisterNewCustomerBody = {
  type: 'object',
  required: ['emailAddress', 'firstName', 'lastName', 'companyName', 'customerNumber'],
  properties: {
    emailAddress: { type: 'string', format: 'email', minLength: 3, maxLength: 254 },
    firstName: { type: 'string', minLength: 1, maxLength: 100 },
    lastName: { type: 'string', minLength: 1, maxLength: 100 },
    companyName: { type: 'string', minLength: 1, maxLength: 200 },
    customerNumber: { type: 'string', minLength: 1, maxLength: 50 },
    languageId: { type: 'integer', minimum: 1 },
  },
} as never;
const TokenPair: typeof contract.TokenPair = {
  type: 'object',
  required: ['accessToken', 'refreshToken'],
  properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as never;
const TokenValidity: typeof contract.TokenValidity = {
  type: 'object',
  required: ['isValid'],
  properties: { isValid: { type: 'boolean' } },
} as never;
const TotpChallenge: typeof contract.TotpChallenge = {
  type: 'object',
  required: ['requiresTotp', 'totpToken'],
  properties: { requiresTotp: { type: 'boolean', const: true }, totpToken: { type: 'string' } },
} as never;
const TotpSetupCode: typeof contract.TotpSetupCode = {
  type: 'object',
  required: ['uri', 'secret'],
  properties: { uri: { type: 'string' }, secret: { type: 'string' } },
} as never;
const activateAccount: typeof contract.activateAccount = {
  method: 'POST',
  path: '/Authentication/ActivateAccount',
  secure: false,
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
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
const enableTotpBeforeLogin: typeof contract.enableTotpBeforeLogin = {
  method: 'POST',
  path: '/Authentication/EnableTotp',
  secure: false,
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
const getTotpSetupCodeBeforeLogin: typeof contract.getTotpSetupCodeBeforeLogin = {
  method: 'POST',
  path: '/Authentication/GetTotpSetupCode',
  secure: false,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'isValid' in value &&
      typeof value.isValid === 'boolean';
    return (value) => check_0(value);
  })([]),
  { type: 'object', required: ['isValid'], properties: { isValid: { type: 'boolean' } } },
);
const isActivationTokenValid: typeof contract.isActivationTokenValid = {
  method: 'POST',
  path: '/Authentication/IsActivationTokenValid',
  secure: false,
  response: $answer2,
} as never;
const isPasswordResetTokenValid: typeof contract.isPasswordResetTokenValid = {
  method: 'POST',
  path: '/Authentication/IsPasswordResetTokenValid',
  secure: false,
  response: $answer2,
} as never;
const $answer3 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        'accessToken' in value &&
        'refreshToken' in value &&
        typeof value.accessToken === 'string' &&
        typeof value.refreshToken === 'string') ||
      (typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        'requiresTotp' in value &&
        'totpToken' in value &&
        typeof value.requiresTotp === 'boolean' &&
        value.requiresTotp === true &&
        typeof value.totpToken === 'string');
    return (value) => check_0(value);
  })([]),
  {
    anyOf: [
      {
        type: 'object',
        required: ['accessToken', 'refreshToken'],
        properties: { accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
      },
      {
        type: 'object',
        required: ['requiresTotp', 'totpToken'],
        properties: { requiresTotp: { type: 'boolean', const: true }, totpToken: { type: 'string' } },
      },
    ],
  },
);
const loginWithCredentials: typeof contract.loginWithCredentials = {
  method: 'POST',
  path: '/Authentication/LoginWithCredentials',
  secure: false,
  response: $answer3,
} as never;
const loginWithToken: typeof contract.loginWithToken = {
  method: 'POST',
  path: '/Authentication/LoginWithToken',
  secure: false,
  response: $answer0,
} as never;
const loginWithTotp: typeof contract.loginWithTotp = {
  method: 'POST',
  path: '/Authentication/LoginWithTotp',
  secure: false,
  response: $answer0,
} as never;
const logout: typeof contract.logout = {
  method: 'POST',
  path: '/Authentication/Logout',
  secure: true,
} as never;
const refreshAccessToken: typeof contract.refreshAccessToken = {
  method: 'POST',
  path: '/Authentication/RefreshAccessToken',
  secure: false,
  response: $answer0,
} as never;
const registerNewCustomer: typeof contract.registerNewCustomer = {
  method: 'POST',
  path: '/Authentication/RegisterNewCustomer',
  secure: false,
} as never;
const requestPasswordResetToken: typeof contract.requestPasswordResetToken = {
  method: 'POST',
  path: '/Authentication/RequestPasswordResetToken',
  secure: false,
} as never;
const resetPassword: typeof contract.resetPassword = {
  method: 'POST',
  path: '/Authentication/ResetPassword',
  secure: false,
} as never;
type TokenPair = contract.TokenPair;
type TotpChallenge = contract.TotpChallenge;
type LoginAnswer = contract.LoginAnswer;
type TokenValidity = contract.TokenValidity;
type TotpSetupCode = contract.TotpSetupCode;
type Credentials = contract.Credentials;
type RegisterNewCustomerBody = contract.RegisterNewCustomerBody;

export type * from '../contract/authentication.ts';
export {
  activateAccount,
  Credentials,
  enableTotpBeforeLogin,
  getTotpSetupCodeBeforeLogin,
  isActivationTokenValid,
  isPasswordResetTokenValid,
  LoginAnswer,
  loginWithCredentials,
  loginWithToken,
  loginWithTotp,
  logout,
  NewPassword,
  RegisterNewCustomerBody,
  refreshAccessToken,
  registerNewCustomer,
  requestPasswordResetToken,
  resetPassword,
  TokenPair,
  TokenValidity,
  TotpChallenge,
  TotpSetupCode,
};
