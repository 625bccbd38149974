import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, ExportRequestBody, IsoDate, Nullable, PageOf, TableRequestBody } from './common.ts';
import { ExportAllRequestBody } from './orders.ts';

/** Invoice currencies the mill bills in. */
export const Currency = Type.Union([
  Type.Literal('EUR'),
  Type.Literal('USD'),
  Type.Literal('GBP'),
  Type.Literal('CNY'),
  Type.Literal('SEK'),
]);
export type Currency = Static<typeof Currency>;

/** One invoice; keys are the INVOICE_COLUMNS keys plus `id`. */
export const InvoiceRow = Type.Object({
  id: Type.Integer(),
  invoiceNumber: Type.String(),
  invoiceDate: IsoDate,
  dateDue: IsoDate,
  /** Null while the invoice is open. */
  datePaid: Nullable(IsoDate),
  /** Open invoices: days since the due date as of today (negative = not yet due). Paid: null. */
  daysDue: Nullable(Type.Integer()),
  /** Amount still to pay, incl. VAT, in EUR; 0 when paid. */
  outstanding: Type.Number(),
  amountExclVatEur: Type.Number(),
  /** The amount in the invoice currency; null for EUR invoices. */
  amountExclVatForeign: Nullable(Type.Number()),
  currency: Currency,
  /** VAT amount in EUR (0 for reverse-charge and export invoices). */
  vat: Type.Number(),
});
export type InvoiceRow = Static<typeof InvoiceRow>;

export const ReprintInvoiceBody = Type.Object({ invoiceId: Type.Integer({ minimum: 1 }) });
export type ReprintInvoiceBody = Static<typeof ReprintInvoiceBody>;

export const getAllInvoicesTable = defineEndpoint({
  method: 'POST',
  path: '/Invoice/GetAllInvoicesTable',
  secure: true,
  summary: 'A page of the client’s invoices (sorted, searched).',
  tag: 'Invoice',
  query: ClientQuery,
  body: TableRequestBody,
  response: PageOf(InvoiceRow),
});

export const reprintInvoice = defineEndpoint({
  method: 'POST',
  path: '/Invoice/ReprintInvoice',
  secure: true,
  summary: 'The invoice as a PDF.',
  tag: 'Invoice',
  query: ClientQuery,
  body: ReprintInvoiceBody,
  response: 'binary',
});

export const exportInvoicesToExcel = defineEndpoint({
  method: 'POST',
  path: '/Invoice/ExportInvoicesToExcel',
  secure: true,
  summary: 'The current view of the invoices table as an .xlsx file.',
  tag: 'Invoice',
  query: ClientQuery,
  body: ExportRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});

export const exportAllInvoicesToExcel = defineEndpoint({
  method: 'POST',
  path: '/Invoice/ExportAllInvoicesToExcel',
  secure: true,
  summary: 'Every invoice matching the search as an .xlsx file.',
  tag: 'Invoice',
  query: ClientQuery,
  body: ExportAllRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});
