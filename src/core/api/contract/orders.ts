import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, ExportRequestBody, IsoDate, Nullable, PageOf, TableRequestBody } from './common.ts';

/** One order position as the orders table shows it; keys are the ORDER_COLUMNS keys plus `id`. */
export const OrderRow = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  customerOrderNumber: Type.String(),
  orderPosition: Type.Integer(),
  orderSignature: Type.String(),
  salesProductDescription: Type.String(),
  convertingTypeDescription: Type.String(),
  /** `width × length` in mm, e.g. `1020 × 720`. */
  dimensions: Type.String(),
  /** Sheets per pallet. */
  sheets: Type.Integer(),
  amountOfSheets: Type.Integer(),
  pallets: Type.Integer(),
  units: Type.Integer(),
  /** Gross weight in kg. */
  weight: Type.Number(),
  theoreticalNettWeightKg: Type.Number(),
  calloff: Nullable(Type.String()),
  loadNumber: Nullable(Type.String()),
  dateOrder: IsoDate,
  dateDeparture: Nullable(IsoDate),
  country: Type.String(),
  address: Type.String(),
});
export type OrderRow = Static<typeof OrderRow>;

/** The body of a reprint: the row id of any position of the order. */
export const ReprintOrderBody = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });
export type ReprintOrderBody = Static<typeof ReprintOrderBody>;

/**
 * The "export all" request: the export request, any part of which may be left out — legacy clients
 * send no table parameters, or no body at all (the last branch accepts a missing body, which is
 * none of the JSON types).
 */
export const ExportAllRequestBody = Type.Unsafe<Partial<ExportRequestBody> | null | undefined>({
  anyOf: [
    Type.Partial(ExportRequestBody),
    { type: 'null' },
    { not: { anyOf: ['string', 'number', 'boolean', 'array', 'object'].map((type) => ({ type })) } },
  ],
});
export type ExportAllRequestBody = Static<typeof ExportAllRequestBody>;

export const getOrdersTable = defineEndpoint({
  method: 'POST',
  path: '/Order/GetOrdersTable',
  secure: true,
  summary: 'A page of the client’s order positions (sorted, searched).',
  tag: 'Order',
  query: ClientQuery,
  body: TableRequestBody,
  response: PageOf(OrderRow),
});

export const reprintOrder = defineEndpoint({
  method: 'POST',
  path: '/Order/ReprintOrder',
  secure: true,
  summary: 'The order confirmation as a PDF.',
  tag: 'Order',
  query: ClientQuery,
  body: ReprintOrderBody,
  response: 'binary',
});

export const exportOrdersToExcel = defineEndpoint({
  method: 'POST',
  path: '/Order/ExportOrdersToExcel',
  secure: true,
  summary: 'The current view of the orders table as an .xlsx file.',
  tag: 'Order',
  query: ClientQuery,
  body: ExportRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});

export const exportAllOrdersToExcel = defineEndpoint({
  method: 'POST',
  path: '/Order/ExportAllOrdersToExcel',
  secure: true,
  summary: 'Every order position matching the search as an .xlsx file.',
  tag: 'Order',
  query: ClientQuery,
  body: ExportAllRequestBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});
