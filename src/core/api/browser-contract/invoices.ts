// GENERATED from ../contract/invoices.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck

import { generatedAnswerCheck } from '../client/answer-check.ts';
import type * as contract from '../contract/invoices.ts';

const Currency: typeof contract.Currency = {
  anyOf: [
    { type: 'string', const: 'EUR' },
    { type: 'string', const: 'USD' },
    { type: 'string', const: 'GBP' },
    { type: 'string', const: 'CNY' },
    { type: 'string', const: 'SEK' },
  ],
} as never;
const InvoiceRow: typeof contract.InvoiceRow = {
  type: 'object',
  required: [
    'id',
    'invoiceNumber',
    'invoiceDate',
    'dateDue',
    'datePaid',
    'daysDue',
    'outstanding',
    'amountExclVatEur',
    'amountExclVatForeign',
    'currency',
    'vat',
  ],
  properties: {
    id: { type: 'integer' },
    invoiceNumber: { type: 'string' },
    invoiceDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    dateDue: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    datePaid: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
    daysDue: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    outstanding: { type: 'number' },
    amountExclVatEur: { type: 'number' },
    amountExclVatForeign: { anyOf: [{ type: 'number' }, { type: 'null' }] },
    currency: {
      anyOf: [
        { type: 'string', const: 'EUR' },
        { type: 'string', const: 'USD' },
        { type: 'string', const: 'GBP' },
        { type: 'string', const: 'CNY' },
        { type: 'string', const: 'SEK' },
      ],
    },
    vat: { type: 'number' },
  },
} as never;
const ReprintInvoiceBody: typeof contract.ReprintInvoiceBody = {
  type: 'object',
  required: ['invoiceId'],
  properties: { invoiceId: { type: 'integer', minimum: 1 } },
} as never;
const exportAllInvoicesToExcel: typeof contract.exportAllInvoicesToExcel = {
  method: 'POST',
  path: '/Invoice/ExportAllInvoicesToExcel',
  secure: true,
  response: 'binary',
} as never;
const exportInvoicesToExcel: typeof contract.exportInvoicesToExcel = {
  method: 'POST',
  path: '/Invoice/ExportInvoicesToExcel',
  secure: true,
  response: 'binary',
} as never;
const $answer0 = /* @__PURE__ */ generatedAnswerCheck(
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
          'invoiceNumber' in unique_0 &&
          'invoiceDate' in unique_0 &&
          'dateDue' in unique_0 &&
          'datePaid' in unique_0 &&
          'daysDue' in unique_0 &&
          'outstanding' in unique_0 &&
          'amountExclVatEur' in unique_0 &&
          'amountExclVatForeign' in unique_0 &&
          'currency' in unique_0 &&
          'vat' in unique_0 &&
          Number.isInteger(unique_0.id) &&
          typeof unique_0.invoiceNumber === 'string' &&
          typeof unique_0.invoiceDate === 'string' &&
          External[0].test(unique_0.invoiceDate) &&
          typeof unique_0.dateDue === 'string' &&
          External[1].test(unique_0.dateDue) &&
          ((typeof unique_0.datePaid === 'string' && External[2].test(unique_0.datePaid)) ||
            unique_0.datePaid === null) &&
          (Number.isInteger(unique_0.daysDue) || unique_0.daysDue === null) &&
          Number.isFinite(unique_0.outstanding) &&
          Number.isFinite(unique_0.amountExclVatEur) &&
          (Number.isFinite(unique_0.amountExclVatForeign) || unique_0.amountExclVatForeign === null) &&
          ((typeof unique_0.currency === 'string' && unique_0.currency === 'EUR') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'USD') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'GBP') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'CNY') ||
            (typeof unique_0.currency === 'string' && unique_0.currency === 'SEK')) &&
          Number.isFinite(unique_0.vat),
      ) &&
      (value.total === undefined ||
        !('total' in value) ||
        (Number.isInteger(value.total) &&
          (!(Number.isFinite(value.total) || typeof value.total === 'bigint') || value.total >= 0)));
    return (value) => check_0(value);
  })([/^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u, /^\d{4}-\d{2}-\d{2}$/u]),
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
            'invoiceNumber',
            'invoiceDate',
            'dateDue',
            'datePaid',
            'daysDue',
            'outstanding',
            'amountExclVatEur',
            'amountExclVatForeign',
            'currency',
            'vat',
          ],
          properties: {
            id: { type: 'integer' },
            invoiceNumber: { type: 'string' },
            invoiceDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            dateDue: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            datePaid: { anyOf: [{ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, { type: 'null' }] },
            daysDue: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
            outstanding: { type: 'number' },
            amountExclVatEur: { type: 'number' },
            amountExclVatForeign: { anyOf: [{ type: 'number' }, { type: 'null' }] },
            currency: {
              anyOf: [
                { type: 'string', const: 'EUR' },
                { type: 'string', const: 'USD' },
                { type: 'string', const: 'GBP' },
                { type: 'string', const: 'CNY' },
                { type: 'string', const: 'SEK' },
              ],
            },
            vat: { type: 'number' },
          },
        },
      },
      total: { type: 'integer', minimum: 0 },
    },
  },
);
const getAllInvoicesTable: typeof contract.getAllInvoicesTable = {
  method: 'POST',
  path: '/Invoice/GetAllInvoicesTable',
  secure: true,
  response: $answer0,
} as never;
const reprintInvoice: typeof contract.reprintInvoice = {
  method: 'POST',
  path: '/Invoice/ReprintInvoice',
  secure: true,
  response: 'binary',
} as never;
type Currency = contract.Currency;
type InvoiceRow = contract.InvoiceRow;
type ReprintInvoiceBody = contract.ReprintInvoiceBody;

export type * from '../contract/invoices.ts';
export {
  Currency,
  exportAllInvoicesToExcel,
  exportInvoicesToExcel,
  getAllInvoicesTable,
  InvoiceRow,
  ReprintInvoiceBody,
  reprintInvoice,
};
