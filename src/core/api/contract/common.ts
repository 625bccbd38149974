import Type, { type Static, type TSchema } from 'typebox';

/**
 * The highest page a table request may ask for. Bounded so that a page like 1e15 answers 400 at
 * validation instead of an OFFSET the database refuses (a 500); no table has a million pages.
 */
export const MAX_TABLE_PAGE = 1_000_000;
/** The highest id a request may name: PostgreSQL's `integer` (ids are serial). */
export const MAX_ID = 2_147_483_647;

/**
 * The list-table request as sent on the wire (docs/contract.md#table-request):
 * page is 1-based, rowsPerPage -1 means All, sortBy is the first sort key only.
 */
export const TableRequestBody = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: MAX_TABLE_PAGE }),
  rowsPerPage: Type.Integer({ minimum: -1, maximum: 100000 }),
  sortBy: Type.Optional(Type.String({ maxLength: 64 })),
  descending: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type TableRequestBody = Static<typeof TableRequestBody>;

/**
 * The export request (docs/contract.md#exports): the table state in `vueTableRequest`
 * (rowsPerPage 50 when All is chosen and `all` is not asked for), the columns to export.
 */
export const ExportRequestBody = Type.Object({
  vueTableRequest: Type.Object({
    page: Type.Integer({ minimum: 1, maximum: MAX_TABLE_PAGE }),
    rowsPerPage: Type.Integer({ minimum: -1, maximum: 100000 }),
    sortBy: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 8 }),
    descending: Type.Array(Type.Boolean(), { maxItems: 8 }),
    search: Type.Optional(Type.String({ maxLength: 200 })),
  }),
  columnsToExport: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 }),
});
export type ExportRequestBody = Static<typeof ExportRequestBody>;

/** A page of rows: `total` absent means the length of `items` (docs/contract.md#list-answers). */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({ items: Type.Array(item), total: Type.Optional(Type.Integer({ minimum: 0 })) });
}

/** Agents name the client they act for; customers' own client is implied (docs/screens/shell.md#client-selector). */
export const ClientQuery = Type.Object({
  clientId: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ID })),
});
export type ClientQuery = Static<typeof ClientQuery>;

/**
 * The error answer of every failing call (docs/contract.md#errors): `errors` maps field keys to messages,
 * the empty key holds form-level messages; `title` is a short summary.
 */
export const ErrorBody = Type.Object({
  title: Type.Optional(Type.String()),
  status: Type.Optional(Type.Integer()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  /** Set on a 500: the id the server logged the failure under, for the user to quote. */
  requestId: Type.Optional(Type.String()),
});
export type ErrorBody = Static<typeof ErrorBody>;

/** ISO 8601 date-time string (UTC). */
export const IsoDateTime = Type.String({ format: 'date-time' });
/** ISO 8601 calendar date `YYYY-MM-DD`. */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
