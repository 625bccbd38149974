// GENERATED from ../contract/common.ts by `npx tsx scripts/contract-checks.ts`; do not edit.
// The browser imports this module instead of the contract module: the same names and types, with
// each endpoint's answer checked by code generated from its schema, and without TypeBox.
// TypeBox's generated checks are untyped JavaScript; each export is typed as the contract's.
// @ts-nocheck
import type * as contract from '../contract/common.ts';

const ClientQuery: typeof contract.ClientQuery = {
  type: 'object',
  properties: { clientId: { type: 'integer', minimum: 0, maximum: 2147483647 } },
} as never;
const ErrorBody: typeof contract.ErrorBody = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    status: { type: 'integer' },
    errors: { type: 'object', patternProperties: { '^.*$': { type: 'array', items: { type: 'string' } } } },
    requestId: { type: 'string' },
  },
} as never;
const ExportRequestBody: typeof contract.ExportRequestBody = {
  type: 'object',
  required: ['vueTableRequest', 'columnsToExport'],
  properties: {
    vueTableRequest: {
      type: 'object',
      required: ['page', 'rowsPerPage', 'sortBy', 'descending'],
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 1000000 },
        rowsPerPage: { type: 'integer', minimum: -1, maximum: 100000 },
        sortBy: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 8 },
        descending: { type: 'array', items: { type: 'boolean' }, maxItems: 8 },
        search: { type: 'string', maxLength: 200 },
      },
    },
    columnsToExport: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 64 },
  },
} as never;
const IsoDate: typeof contract.IsoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as never;
const IsoDateTime: typeof contract.IsoDateTime = { type: 'string', format: 'date-time' } as never;
const MAX_ID: typeof contract.MAX_ID = 2147483647 as never;
const MAX_TABLE_PAGE: typeof contract.MAX_TABLE_PAGE = 1000000 as never;
const TableRequestBody: typeof contract.TableRequestBody = {
  type: 'object',
  required: ['page', 'rowsPerPage'],
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 1000000 },
    rowsPerPage: { type: 'integer', minimum: -1, maximum: 100000 },
    sortBy: { type: 'string', maxLength: 64 },
    descending: { type: 'boolean' },
    search: { type: 'string', maxLength: 200 },
  },
} as never;
type TableRequestBody = contract.TableRequestBody;
type ExportRequestBody = contract.ExportRequestBody;
type ClientQuery = contract.ClientQuery;
type ErrorBody = contract.ErrorBody;

export type * from '../contract/common.ts';
export {
  ClientQuery,
  ErrorBody,
  ExportRequestBody,
  IsoDate,
  IsoDateTime,
  MAX_ID,
  MAX_TABLE_PAGE,
  TableRequestBody,
};
