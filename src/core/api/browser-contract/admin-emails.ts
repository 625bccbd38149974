// GENERATED from ../contract/admin-emails.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import { isDateTime } from '../client/is-date-time.ts';
import type * as contract from '../contract/admin-emails.ts';

const EMAIL_COLUMNS: typeof contract.EMAIL_COLUMNS = /* @__PURE__ */ Object.freeze([
  /* @__PURE__ */ Object.freeze({ key: 'createdAt', title: 'Created', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'toAddress', title: 'To', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'subject', title: 'Subject', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'status', title: 'Status', kind: 'text', sortable: true }),
  /* @__PURE__ */ Object.freeze({ key: 'sentAt', title: 'Sent', kind: 'text', sortable: true }),
]) as never;
const EmailDetail: typeof contract.EmailDetail = {
  type: 'object',
  required: [
    'id',
    'createdAt',
    'toAddress',
    'subject',
    'status',
    'sentAt',
    'attempts',
    'nextAttemptAt',
    'lastResponse',
    'fromAddress',
    'cc',
    'bcc',
    'body',
    'log',
  ],
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    toAddress: { type: 'string' },
    subject: { type: 'string' },
    status: {
      anyOf: [
        { type: 'string', const: 'Queued' },
        { type: 'string', const: 'Sending' },
        { type: 'string', const: 'Retrying' },
        { type: 'string', const: 'Sent' },
        { type: 'string', const: 'Failed' },
      ],
    },
    sentAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    attempts: { type: 'integer', minimum: 0 },
    nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    lastResponse: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    fromAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    cc: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    bcc: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    body: { type: 'string' },
    log: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loggedAt', 'event', 'message', 'actor'],
        properties: {
          loggedAt: { type: 'string', format: 'date-time' },
          event: {
            anyOf: [
              { type: 'string', const: 'Queued' },
              { type: 'string', const: 'Sent' },
              { type: 'string', const: 'Failed' },
              { type: 'string', const: 'Resent' },
              { type: 'string', const: 'Deferred' },
            ],
          },
          message: { type: 'string' },
          actor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        },
      },
    },
  },
} as never;
const EmailLogEntry: typeof contract.EmailLogEntry = {
  type: 'object',
  required: ['loggedAt', 'event', 'message', 'actor'],
  properties: {
    loggedAt: { type: 'string', format: 'date-time' },
    event: {
      anyOf: [
        { type: 'string', const: 'Queued' },
        { type: 'string', const: 'Sent' },
        { type: 'string', const: 'Failed' },
        { type: 'string', const: 'Resent' },
        { type: 'string', const: 'Deferred' },
      ],
    },
    message: { type: 'string' },
    actor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
} as never;
const EmailRow: typeof contract.EmailRow = {
  type: 'object',
  required: [
    'id',
    'createdAt',
    'toAddress',
    'subject',
    'status',
    'sentAt',
    'attempts',
    'nextAttemptAt',
    'lastResponse',
  ],
  properties: {
    id: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
    toAddress: { type: 'string' },
    subject: { type: 'string' },
    status: {
      anyOf: [
        { type: 'string', const: 'Queued' },
        { type: 'string', const: 'Sending' },
        { type: 'string', const: 'Retrying' },
        { type: 'string', const: 'Sent' },
        { type: 'string', const: 'Failed' },
      ],
    },
    sentAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    attempts: { type: 'integer', minimum: 0 },
    nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
    lastResponse: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
} as never;
const EmailStatus: typeof contract.EmailStatus = {
  anyOf: [
    { type: 'string', const: 'Queued' },
    { type: 'string', const: 'Sending' },
    { type: 'string', const: 'Retrying' },
    { type: 'string', const: 'Sent' },
    { type: 'string', const: 'Failed' },
  ],
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'createdAt' in value &&
      'toAddress' in value &&
      'subject' in value &&
      'status' in value &&
      'sentAt' in value &&
      'attempts' in value &&
      'nextAttemptAt' in value &&
      'lastResponse' in value &&
      'fromAddress' in value &&
      'cc' in value &&
      'bcc' in value &&
      'body' in value &&
      'log' in value &&
      Number.isInteger(value.id) &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt) &&
      typeof value.toAddress === 'string' &&
      typeof value.subject === 'string' &&
      ((typeof value.status === 'string' && value.status === 'Queued') ||
        (typeof value.status === 'string' && value.status === 'Sending') ||
        (typeof value.status === 'string' && value.status === 'Retrying') ||
        (typeof value.status === 'string' && value.status === 'Sent') ||
        (typeof value.status === 'string' && value.status === 'Failed')) &&
      ((typeof value.sentAt === 'string' && External[1](value.sentAt)) || value.sentAt === null) &&
      Number.isInteger(value.attempts) &&
      (!(Number.isFinite(value.attempts) || typeof value.attempts === 'bigint') || value.attempts >= 0) &&
      ((typeof value.nextAttemptAt === 'string' && External[2](value.nextAttemptAt)) ||
        value.nextAttemptAt === null) &&
      (typeof value.lastResponse === 'string' || value.lastResponse === null) &&
      (typeof value.fromAddress === 'string' || value.fromAddress === null) &&
      (typeof value.cc === 'string' || value.cc === null) &&
      (typeof value.bcc === 'string' || value.bcc === null) &&
      typeof value.body === 'string' &&
      Array.isArray(value.log) &&
      value.log.every(
        (unique_0, index) =>
          typeof unique_0 === 'object' &&
          unique_0 !== null &&
          !Array.isArray(unique_0) &&
          'loggedAt' in unique_0 &&
          'event' in unique_0 &&
          'message' in unique_0 &&
          'actor' in unique_0 &&
          typeof unique_0.loggedAt === 'string' &&
          External[3](unique_0.loggedAt) &&
          ((typeof unique_0.event === 'string' && unique_0.event === 'Queued') ||
            (typeof unique_0.event === 'string' && unique_0.event === 'Sent') ||
            (typeof unique_0.event === 'string' && unique_0.event === 'Failed') ||
            (typeof unique_0.event === 'string' && unique_0.event === 'Resent') ||
            (typeof unique_0.event === 'string' && unique_0.event === 'Deferred')) &&
          typeof unique_0.message === 'string' &&
          (typeof unique_0.actor === 'string' || unique_0.actor === null),
      );
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: [
      'id',
      'createdAt',
      'toAddress',
      'subject',
      'status',
      'sentAt',
      'attempts',
      'nextAttemptAt',
      'lastResponse',
      'fromAddress',
      'cc',
      'bcc',
      'body',
      'log',
    ],
    properties: {
      id: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      toAddress: { type: 'string' },
      subject: { type: 'string' },
      status: {
        anyOf: [
          { type: 'string', const: 'Queued' },
          { type: 'string', const: 'Sending' },
          { type: 'string', const: 'Retrying' },
          { type: 'string', const: 'Sent' },
          { type: 'string', const: 'Failed' },
        ],
      },
      sentAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      attempts: { type: 'integer', minimum: 0 },
      nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      lastResponse: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      fromAddress: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      cc: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      bcc: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      body: { type: 'string' },
      log: {
        type: 'array',
        items: {
          type: 'object',
          required: ['loggedAt', 'event', 'message', 'actor'],
          properties: {
            loggedAt: { type: 'string', format: 'date-time' },
            event: {
              anyOf: [
                { type: 'string', const: 'Queued' },
                { type: 'string', const: 'Sent' },
                { type: 'string', const: 'Failed' },
                { type: 'string', const: 'Resent' },
                { type: 'string', const: 'Deferred' },
              ],
            },
            message: { type: 'string' },
            actor: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          },
        },
      },
    },
  },
);
const getEmail: typeof contract.getEmail = {
  method: 'GET',
  path: '/Admin/GetEmail',
  secure: true,
  response: $answer0,
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
          'createdAt' in unique_0 &&
          'toAddress' in unique_0 &&
          'subject' in unique_0 &&
          'status' in unique_0 &&
          'sentAt' in unique_0 &&
          'attempts' in unique_0 &&
          'nextAttemptAt' in unique_0 &&
          'lastResponse' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.createdAt === 'string' &&
          External[0](unique_0.createdAt) &&
          typeof unique_0.toAddress === 'string' &&
          typeof unique_0.subject === 'string' &&
          ((typeof unique_0.status === 'string' && unique_0.status === 'Queued') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Sending') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Retrying') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Sent') ||
            (typeof unique_0.status === 'string' && unique_0.status === 'Failed')) &&
          ((typeof unique_0.sentAt === 'string' && External[1](unique_0.sentAt)) ||
            unique_0.sentAt === null) &&
          Number.isInteger(unique_0.attempts) &&
          (!(Number.isFinite(unique_0.attempts) || typeof unique_0.attempts === 'bigint') ||
            unique_0.attempts >= 0) &&
          ((typeof unique_0.nextAttemptAt === 'string' && External[2](unique_0.nextAttemptAt)) ||
            unique_0.nextAttemptAt === null) &&
          (typeof unique_0.lastResponse === 'string' || unique_0.lastResponse === null),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
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
            'createdAt',
            'toAddress',
            'subject',
            'status',
            'sentAt',
            'attempts',
            'nextAttemptAt',
            'lastResponse',
          ],
          properties: {
            id: { type: 'integer' },
            createdAt: { type: 'string', format: 'date-time' },
            toAddress: { type: 'string' },
            subject: { type: 'string' },
            status: {
              anyOf: [
                { type: 'string', const: 'Queued' },
                { type: 'string', const: 'Sending' },
                { type: 'string', const: 'Retrying' },
                { type: 'string', const: 'Sent' },
                { type: 'string', const: 'Failed' },
              ],
            },
            sentAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
            attempts: { type: 'integer', minimum: 0 },
            nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
            lastResponse: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getEmailsTable: typeof contract.getEmailsTable = {
  method: 'POST',
  path: '/Admin/GetEmailsTable',
  secure: true,
  response: $answer1,
} as never;
const $answer2 = /* @__PURE__ */ generatedAnswerCheck(
  /* @__PURE__ */ ((External) => {
    const check_0 = (value) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      'id' in value &&
      'createdAt' in value &&
      'toAddress' in value &&
      'subject' in value &&
      'status' in value &&
      'sentAt' in value &&
      'attempts' in value &&
      'nextAttemptAt' in value &&
      'lastResponse' in value &&
      Number.isInteger(value.id) &&
      typeof value.createdAt === 'string' &&
      External[0](value.createdAt) &&
      typeof value.toAddress === 'string' &&
      typeof value.subject === 'string' &&
      ((typeof value.status === 'string' && value.status === 'Queued') ||
        (typeof value.status === 'string' && value.status === 'Sending') ||
        (typeof value.status === 'string' && value.status === 'Retrying') ||
        (typeof value.status === 'string' && value.status === 'Sent') ||
        (typeof value.status === 'string' && value.status === 'Failed')) &&
      ((typeof value.sentAt === 'string' && External[1](value.sentAt)) || value.sentAt === null) &&
      Number.isInteger(value.attempts) &&
      (!(Number.isFinite(value.attempts) || typeof value.attempts === 'bigint') || value.attempts >= 0) &&
      ((typeof value.nextAttemptAt === 'string' && External[2](value.nextAttemptAt)) ||
        value.nextAttemptAt === null) &&
      (typeof value.lastResponse === 'string' || value.lastResponse === null);
    return (value) => check_0(value);
  })([isDateTime, isDateTime, isDateTime]),
  {
    type: 'object',
    required: [
      'id',
      'createdAt',
      'toAddress',
      'subject',
      'status',
      'sentAt',
      'attempts',
      'nextAttemptAt',
      'lastResponse',
    ],
    properties: {
      id: { type: 'integer' },
      createdAt: { type: 'string', format: 'date-time' },
      toAddress: { type: 'string' },
      subject: { type: 'string' },
      status: {
        anyOf: [
          { type: 'string', const: 'Queued' },
          { type: 'string', const: 'Sending' },
          { type: 'string', const: 'Retrying' },
          { type: 'string', const: 'Sent' },
          { type: 'string', const: 'Failed' },
        ],
      },
      sentAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      attempts: { type: 'integer', minimum: 0 },
      nextAttemptAt: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] },
      lastResponse: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    },
  },
);
const resendEmail: typeof contract.resendEmail = {
  method: 'POST',
  path: '/Admin/ResendEmail',
  secure: true,
  response: $answer2,
} as never;
type EmailStatus = contract.EmailStatus;
type EmailRow = contract.EmailRow;
type EmailLogEntry = contract.EmailLogEntry;
type EmailDetail = contract.EmailDetail;

export type * from '../contract/admin-emails.ts';
export {
  EMAIL_COLUMNS,
  EmailDetail,
  EmailLogEntry,
  EmailRow,
  EmailStatus,
  getEmail,
  getEmailsTable,
  resendEmail,
};
