// GENERATED from ../contract/contact.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/contact.ts';

const CONTACT_LIMITS: typeof contract.CONTACT_LIMITS = /* @__PURE__ */ Object.freeze({
  messageMaxLength: 4000,
  nameMaxLength: 100,
  emailMaxLength: 254,
  customerNumberMaxLength: 40,
  countryMaxLength: 60,
  maxFiles: 10,
}) as never;
const CUSTOMER_NUMBER_PATTERN: typeof contract.CUSTOMER_NUMBER_PATTERN = /^[A-Za-z]+-\d+$/ as never;
const ContactCustomer: typeof contract.ContactCustomer = {
  type: 'object',
  required: ['clientId', 'displayName', 'customerNumber', 'countryCode'],
  properties: {
    clientId: { type: 'integer' },
    displayName: { type: 'string' },
    customerNumber: { type: 'string' },
    countryCode: { type: 'string' },
  },
} as never;
const MESSAGE_TYPES: typeof contract.MESSAGE_TYPES = ['Question', 'Feedback', 'Request'] as never;
const MessageType: typeof contract.MessageType = { enum: ['Question', 'Feedback', 'Request'] } as never;
const SalesManager: typeof contract.SalesManager = {
  type: 'object',
  required: ['salesManagerId', 'name', 'emailAddress'],
  properties: {
    salesManagerId: { type: 'integer' },
    name: { type: 'string' },
    emailAddress: { type: 'string' },
  },
} as never;
const SendMessageAnswer: typeof contract.SendMessageAnswer = {
  type: 'object',
  required: ['emailId', 'reference'],
  properties: { emailId: { type: 'integer' }, reference: { type: 'string' } },
} as never;
const SendMessageBody: typeof contract.SendMessageBody = {
  type: 'object',
  required: [
    'messageType',
    'salesManagerId',
    'message',
    'contactName',
    'contactEmailAddress',
    'customerDisplayName',
    'customerNumber',
    'customerCountry',
    'fileIds',
  ],
  properties: {
    messageType: { type: 'string', maxLength: 40 },
    salesManagerId: { type: 'integer', minimum: 0 },
    message: { type: 'string', maxLength: 20000 },
    contactName: { type: 'string', maxLength: 1000 },
    contactEmailAddress: { type: 'string', maxLength: 1000 },
    customerDisplayName: { type: 'string', maxLength: 1000 },
    customerNumber: { type: 'string', maxLength: 1000 },
    customerCountry: { type: 'string', maxLength: 1000 },
    fileIds: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 50 },
  },
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'clientId' in value &&
      'displayName' in value &&
      'customerNumber' in value &&
      'countryCode' in value &&
      Number.isInteger(value.clientId) &&
      typeof value.displayName === 'string' &&
      typeof value.customerNumber === 'string' &&
      typeof value.countryCode === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['clientId', 'displayName', 'customerNumber', 'countryCode'],
    properties: {
      clientId: { type: 'integer' },
      displayName: { type: 'string' },
      customerNumber: { type: 'string' },
      countryCode: { type: 'string' },
    },
  },
);
const getContactCustomer: typeof contract.getContactCustomer = {
  method: 'GET',
  path: '/Contact/GetCustomer',
  secure: true,
  response: $answer0,
} as never;
const $answer1 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) => unique_0 === 'Question' || unique_0 === 'Feedback' || unique_0 === 'Request',
      );
    return (value) => check_0(value);
  })([]),
  { type: 'array', items: { enum: ['Question', 'Feedback', 'Request'] } },
);
const getMessageTypes: typeof contract.getMessageTypes = {
  method: 'GET',
  path: '/Contact/GetMessageTypes',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      Array.isArray(value) &&
      value.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'salesManagerId' in unique_0 &&
          'name' in unique_0 &&
          'emailAddress' in unique_0 &&
          Number.isInteger(unique_0.salesManagerId) &&
          typeof unique_0.name === 'string' &&
          typeof unique_0.emailAddress === 'string',
      );
    return (value) => check_0(value);
  })([]),
  {
    type: 'array',
    items: {
      type: 'object',
      required: ['salesManagerId', 'name', 'emailAddress'],
      properties: {
        salesManagerId: { type: 'integer' },
        name: { type: 'string' },
        emailAddress: { type: 'string' },
      },
    },
  },
);
const getSalesManagers: typeof contract.getSalesManagers = {
  method: 'GET',
  path: '/Contact/GetSalesManagers',
  secure: true,
  response: $answer2,
} as never;
const $answer3 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'emailId' in value &&
      'reference' in value &&
      Number.isInteger(value.emailId) &&
      typeof value.reference === 'string';
    return (value) => check_0(value);
  })([]),
  {
    type: 'object',
    required: ['emailId', 'reference'],
    properties: { emailId: { type: 'integer' }, reference: { type: 'string' } },
  },
);
const sendMessage: typeof contract.sendMessage = {
  method: 'POST',
  path: '/Contact/SendMessage',
  secure: true,
  response: $answer3,
} as never;
type MessageType = contract.MessageType;
type ContactCustomer = contract.ContactCustomer;
type SalesManager = contract.SalesManager;
type SendMessageBody = contract.SendMessageBody;
type SendMessageAnswer = contract.SendMessageAnswer;

export type * from '../contract/contact.ts';
export {
  CONTACT_LIMITS,
  ContactCustomer,
  CUSTOMER_NUMBER_PATTERN,
  getContactCustomer,
  getMessageTypes,
  getSalesManagers,
  MESSAGE_TYPES,
  MessageType,
  SalesManager,
  SendMessageAnswer,
  SendMessageBody,
  sendMessage,
};
