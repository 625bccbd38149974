/**
 * The columns of the trade list tables (orders, deliveries, invoices, stock, statistics), defined once:
 * the UI shows them, the export writes them (row key = column key) and the reference API sorts only by
 * the sortable ones (its whitelist is checked against these lists).
 */

/** How a column's values are shown and exported. `dimension` is a `width × length` text in mm. */
export type ColumnKind = 'text' | 'date' | 'number' | 'weight' | 'dimension' | 'money';

/**
 * One column of a list table. `title` is the English title, used as the export header; `K` keeps the
 * literal keys, so an element's `columns.<key>` texts are checked by the compiler.
 */
export interface TableColumn<K extends string = string> {
  readonly key: K;
  readonly title: string;
  readonly sortable: boolean;
  readonly kind: ColumnKind;
}

/** One frozen column definition; `sortable` defaults to true. */
export const column = <K extends string>(
  key: K,
  title: string,
  kind: ColumnKind,
  sortable = true,
): TableColumn<K> => Object.freeze({ key, title, kind, sortable });

/** Columns of the orders table (docs/contract.md#entities), one row per order position. */
export const ORDER_COLUMNS = Object.freeze([
  column('orderNumber', 'Order', 'text'),
  column('customerOrderNumber', 'Order customer', 'text'),
  column('orderPosition', 'Order position', 'number'),
  column('orderSignature', 'Order signature', 'text'),
  column('salesProductDescription', 'Sales product', 'text'),
  column('convertingTypeDescription', 'Converting type', 'text'),
  column('dimensions', 'Dimensions (mm)', 'dimension'),
  column('sheets', 'Sheets per pallet', 'number'),
  column('amountOfSheets', 'Amount of sheets', 'number'),
  column('pallets', 'Pallets', 'number'),
  column('units', 'Units', 'number'),
  column('weight', 'Weight (kg)', 'weight'),
  column('theoreticalNettWeightKg', 'Theoretical nett weight (kg)', 'weight'),
  column('calloff', 'Call-off', 'text'),
  column('loadNumber', 'Load number', 'text'),
  column('dateOrder', 'Date order', 'date'),
  column('dateDeparture', 'Date departure', 'date'),
  column('country', 'Country', 'text'),
  column('address', 'Address', 'text'),
]);

/** Columns of the deliveries table: one row per delivered order position on a load. */
export const DELIVERY_COLUMNS = Object.freeze([
  column('loadNumber', 'Load number', 'text'),
  column('transportType', 'Transport', 'text'),
  column('status', 'Status', 'text'),
  column('containerNumber', 'Container', 'text'),
  column('carrier', 'Carrier', 'text'),
  column('orderNumber', 'Order', 'text'),
  column('customerOrderNumber', 'Order customer', 'text'),
  column('orderPosition', 'Order position', 'number'),
  column('salesProductDescription', 'Sales product', 'text'),
  column('convertingTypeDescription', 'Converting type', 'text'),
  column('dimensions', 'Dimensions (mm)', 'dimension'),
  column('amountOfSheets', 'Amount of sheets', 'number'),
  column('pallets', 'Pallets', 'number'),
  column('weight', 'Weight (kg)', 'weight'),
  column('theoreticalNettWeightKg', 'Theoretical nett weight (kg)', 'weight'),
  column('calloff', 'Call-off', 'text'),
  column('dateDeparture', 'Date departure', 'date'),
  column('country', 'Country', 'text'),
  column('address', 'Address', 'text'),
]);

/** Columns of the invoices table (docs/contract.md#entities). */
export const INVOICE_COLUMNS = Object.freeze([
  column('invoiceNumber', 'Invoice number', 'text'),
  column('invoiceDate', 'Invoice date', 'date'),
  column('dateDue', 'Date due', 'date'),
  column('datePaid', 'Date paid', 'date'),
  column('daysDue', 'Days due', 'number'),
  column('outstanding', 'Outstanding (EUR)', 'money'),
  column('amountExclVatEur', 'Amount excl. VAT (EUR)', 'money'),
  column('amountExclVatForeign', 'Amount excl. VAT (foreign currency)', 'money'),
  column('currency', 'Currency', 'text'),
  column('vat', 'VAT (EUR)', 'money'),
]);

/** Columns of the stock table: the client's products that have stock. */
export const STOCK_COLUMNS = Object.freeze([
  column('productCode', 'Product', 'text'),
  column('salesProductDescription', 'Sales product', 'text'),
  column('grade', 'Grade', 'text'),
  column('gsm', 'Grammage (g/m²)', 'number'),
  column('dimensions', 'Dimensions (mm)', 'dimension'),
  column('stockOrders', 'Stock orders', 'number'),
  column('pallets', 'Pallets', 'number'),
  column('sheets', 'Sheets', 'number'),
  column('weight', 'Weight (kg)', 'weight'),
]);

/** Columns of one product's stock orders. */
export const STOCK_ORDER_COLUMNS = Object.freeze([
  column('orderNumber', 'Order', 'text'),
  column('customerOrderNumber', 'Order customer', 'text'),
  column('calloff', 'Call-off', 'text'),
  column('warehouse', 'Warehouse', 'text'),
  column('dateProduced', 'Date produced', 'date'),
  column('pallets', 'Pallets', 'number'),
  column('sheets', 'Sheets', 'number'),
  column('weight', 'Weight (kg)', 'weight'),
]);

/** Columns of one stock order's pallets. */
export const STOCK_PALLET_COLUMNS = Object.freeze([
  column('palletNumber', 'Pallet', 'text'),
  column('location', 'Location', 'text'),
  column('dateProduced', 'Date produced', 'date'),
  column('sheets', 'Sheets', 'number'),
  column('weight', 'Weight (kg)', 'weight'),
]);

/** Columns of the monthly sales statistics per product. */
export const SALES_STATISTICS_COLUMNS = Object.freeze([
  column('month', 'Month', 'date'),
  column('productCode', 'Product', 'text'),
  column('salesProductDescription', 'Sales product', 'text'),
  column('grade', 'Grade', 'text'),
  column('gsm', 'Grammage (g/m²)', 'number'),
  column('volumeKg', 'Volume (kg)', 'weight'),
  column('valueEur', 'Value (EUR)', 'money'),
  column('averagePricePerTonneEur', 'Average price per tonne (EUR)', 'money'),
]);
