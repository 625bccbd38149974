import Type, { type Static } from 'typebox';
import { defineEndpoint } from '../endpoint.ts';
import { ClientQuery, ExportRequestBody, IsoDate, Nullable, PageOf, TableRequestBody } from './common.ts';

/** A product the client has stock of; keys are the STOCK_COLUMNS keys plus `id` (the product id). */
export const StockRow = Type.Object({
  id: Type.Integer(),
  productCode: Type.String(),
  salesProductDescription: Type.String(),
  grade: Type.String(),
  gsm: Type.Integer(),
  dimensions: Type.String(),
  stockOrders: Type.Integer(),
  pallets: Type.Integer(),
  sheets: Type.Integer(),
  weight: Type.Number(),
});
export type StockRow = Static<typeof StockRow>;

/** One stock order of a product; keys are the STOCK_ORDER_COLUMNS keys plus `id` (the stock order id). */
export const StockOrderRow = Type.Object({
  id: Type.Integer(),
  orderNumber: Type.String(),
  customerOrderNumber: Type.String(),
  calloff: Nullable(Type.String()),
  warehouse: Type.String(),
  dateProduced: IsoDate,
  pallets: Type.Integer(),
  sheets: Type.Integer(),
  weight: Type.Number(),
});
export type StockOrderRow = Static<typeof StockOrderRow>;

/** One pallet of a stock order; keys are the STOCK_PALLET_COLUMNS keys plus `id`. */
export const StockPalletRow = Type.Object({
  id: Type.Integer(),
  palletNumber: Type.String(),
  location: Type.String(),
  dateProduced: IsoDate,
  sheets: Type.Integer(),
  weight: Type.Number(),
});
export type StockPalletRow = Static<typeof StockPalletRow>;

export const StockOrderTableBody = Type.Intersect([
  TableRequestBody,
  Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
]);
export type StockOrderTableBody = Static<typeof StockOrderTableBody>;

export const StockOrderPalletTableBody = Type.Intersect([
  TableRequestBody,
  Type.Object({ stockOrderId: Type.Integer({ minimum: 1 }) }),
]);
export type StockOrderPalletTableBody = Static<typeof StockOrderPalletTableBody>;

/** Export of one product's stock orders: the export request plus the product. */
export const StockOrderExportBody = Type.Intersect([
  ExportRequestBody,
  Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
]);
export type StockOrderExportBody = Static<typeof StockOrderExportBody>;

export const getStockTable = defineEndpoint({
  method: 'POST',
  path: '/Stock/GetStockTable',
  secure: true,
  summary: 'A page of the products the client has stock of.',
  tag: 'Stock',
  query: ClientQuery,
  body: TableRequestBody,
  response: PageOf(StockRow),
});

export const getStockOrderTable = defineEndpoint({
  method: 'POST',
  path: '/Stock/GetStockOrderTable',
  secure: true,
  summary: 'A page of one product’s stock orders.',
  tag: 'Stock',
  query: ClientQuery,
  body: StockOrderTableBody,
  response: PageOf(StockOrderRow),
});

export const getStockOrderPalletTable = defineEndpoint({
  method: 'POST',
  path: '/Stock/GetStockOrderPalletTable',
  secure: true,
  summary: 'A page of one stock order’s pallets.',
  tag: 'Stock',
  query: ClientQuery,
  body: StockOrderPalletTableBody,
  response: PageOf(StockPalletRow),
});

export const exportStockOrderToExcel = defineEndpoint({
  method: 'POST',
  path: '/Stock/ExportStockOrderToExcel',
  secure: true,
  summary: 'The current view of a product’s stock orders as an .xlsx file.',
  tag: 'Stock',
  query: ClientQuery,
  body: StockOrderExportBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});

export const exportAllStockOrderToExcel = defineEndpoint({
  method: 'POST',
  path: '/Stock/ExportAllStockOrderToExcel',
  secure: true,
  summary: 'Every stock order of a product matching the search as an .xlsx file.',
  tag: 'Stock',
  query: ClientQuery,
  body: StockOrderExportBody,
  response: 'binary',
  // Too many exports running at once: Retry-After says when to come back.
  errors: [429],
});
