import {
  DELIVERY_COLUMNS,
  INVOICE_COLUMNS,
  ORDER_COLUMNS,
  SALES_STATISTICS_COLUMNS,
  STOCK_COLUMNS,
  STOCK_ORDER_COLUMNS,
  STOCK_PALLET_COLUMNS,
} from '../../../core/api/contract/table-columns.ts';
import { SEARCH_LANGUAGES } from './shown-text-sql.ts';
import { defineTableSql } from './table-query.ts';

/** The search text of each language that has its own (`o.search_text_de`), from a column prefix. */
const searchIn = (prefix: string, wrap: (column: string) => string = (column) => column) =>
  Object.fromEntries(
    Object.entries(SEARCH_LANGUAGES).map(([suffix, language]) => [language, wrap(`${prefix}_${suffix}`)]),
  );

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const dimensions = (alias: string) => `${alias}.width_mm || ' × ' || ${alias}.length_mm`;
const dimensionsSort = (alias: string) => `(${alias}.width_mm * 100000 + ${alias}.length_mm)`;

/** Order positions (docs/contract.md#entities). */
export const ordersTable = defineTableSql(ORDER_COLUMNS, {
  from: 'orders o',
  scope: 'o.client_id',
  id: 'o.order_id',
  search: 'o.search_text',
  searchIn: searchIn('o.search_text'),
  select: {
    id: 'o.order_id',
    orderNumber: 'o.order_number',
    customerOrderNumber: 'o.customer_order_number',
    orderPosition: 'o.order_position',
    orderSignature: 'o.order_signature',
    salesProductDescription: 'o.sales_product_description',
    convertingTypeDescription: 'o.converting_type_description',
    dimensions: dimensions('o'),
    sheets: 'o.sheets_per_pallet',
    amountOfSheets: 'o.amount_of_sheets',
    pallets: 'o.pallets',
    units: 'o.units',
    weight: 'o.weight_kg::float8',
    theoreticalNettWeightKg: 'o.theoretical_nett_weight_kg::float8',
    calloff: 'o.calloff',
    loadNumber: 'o.load_number',
    dateOrder: day('o.date_order'),
    dateDeparture: day('o.date_departure'),
    country: 'o.country',
    address: 'o.address',
  },
  sort: {
    dimensions: dimensionsSort('o'),
    weight: 'o.weight_kg',
    theoreticalNettWeightKg: 'o.theoretical_nett_weight_kg',
    dateOrder: 'o.date_order',
    dateDeparture: 'o.date_departure',
  },
  defaultSort: { key: 'dateOrder', descending: true },
});

/** Deliveries: order positions on a load. */
export const deliveriesTable = defineTableSql(DELIVERY_COLUMNS, {
  from: 'deliveries d',
  scope: 'd.client_id',
  id: 'd.delivery_id',
  search: 'd.search_text',
  searchIn: searchIn('d.search_text'),
  select: {
    id: 'd.delivery_id',
    loadNumber: 'd.load_number',
    transportType: 'd.transport_type',
    status: 'd.status',
    containerNumber: 'd.container_number',
    carrier: 'd.carrier',
    orderNumber: 'd.order_number',
    customerOrderNumber: 'd.customer_order_number',
    orderPosition: 'd.order_position',
    salesProductDescription: 'd.sales_product_description',
    convertingTypeDescription: 'd.converting_type_description',
    dimensions: dimensions('d'),
    amountOfSheets: 'd.amount_of_sheets',
    pallets: 'd.pallets',
    weight: 'd.weight_kg::float8',
    theoreticalNettWeightKg: 'd.theoretical_nett_weight_kg::float8',
    calloff: 'd.calloff',
    dateDeparture: day('d.date_departure'),
    country: 'd.country',
    address: 'd.address',
  },
  sort: {
    dimensions: dimensionsSort('d'),
    weight: 'd.weight_kg',
    theoreticalNettWeightKg: 'd.theoretical_nett_weight_kg',
    dateDeparture: 'd.date_departure',
  },
  defaultSort: { key: 'dateDeparture', descending: true },
});

// Days due is judged against the real current date, not the seed's, so it stays true over time.
const daysDue = '(CASE WHEN i.date_paid IS NULL THEN current_date - i.date_due END)';

/** Invoices (docs/contract.md#entities). */
export const invoicesTable = defineTableSql(INVOICE_COLUMNS, {
  from: 'invoices i',
  scope: 'i.client_id',
  id: 'i.invoice_id',
  search: 'i.search_text',
  select: {
    id: 'i.invoice_id',
    invoiceNumber: 'i.invoice_number',
    invoiceDate: day('i.invoice_date'),
    dateDue: day('i.date_due'),
    datePaid: day('i.date_paid'),
    daysDue,
    outstanding: 'i.outstanding_eur::float8',
    amountExclVatEur: 'i.amount_excl_vat_eur::float8',
    amountExclVatForeign: 'i.amount_excl_vat_foreign::float8',
    currency: 'i.currency',
    vat: 'i.vat_eur::float8',
  },
  sort: {
    invoiceDate: 'i.invoice_date',
    dateDue: 'i.date_due',
    datePaid: 'i.date_paid',
    outstanding: 'i.outstanding_eur',
    amountExclVatEur: 'i.amount_excl_vat_eur',
    amountExclVatForeign: 'i.amount_excl_vat_foreign',
    vat: 'i.vat_eur',
  },
  defaultSort: { key: 'invoiceDate', descending: true },
});

const productSearch = "lower(p.product_code || ' ' || p.description || ' ' || p.grade)";

/** Products with stock: one row per product, summed over its stock orders and pallets. */
export const stockTable = defineTableSql(STOCK_COLUMNS, {
  from: `(SELECT so.client_id, so.product_id, count(DISTINCT so.stock_order_id)::int AS stock_orders,
      count(sp.pallet_id)::int AS pallets, coalesce(sum(sp.sheets), 0)::int AS sheets,
      coalesce(sum(sp.weight_kg), 0)::float8 AS weight
    FROM stock_orders so LEFT JOIN stock_pallets sp ON sp.stock_order_id = so.stock_order_id
    GROUP BY so.client_id, so.product_id) s
    JOIN products p ON p.product_id = s.product_id`,
  scope: 's.client_id',
  id: 'p.product_id',
  search: productSearch,
  searchIn: searchIn('p.search_text'),
  select: {
    id: 'p.product_id',
    productCode: 'p.product_code',
    salesProductDescription: 'p.description',
    grade: 'p.grade',
    gsm: 'p.gsm',
    dimensions: dimensions('p'),
    stockOrders: 's.stock_orders',
    pallets: 's.pallets',
    sheets: 's.sheets',
    weight: 's.weight',
  },
  sort: { dimensions: dimensionsSort('p') },
  defaultSort: { key: 'productCode', descending: false },
});

/** Stock orders of one product (narrowed with `so.product_id = $extra`). */
export const stockOrdersTable = defineTableSql(STOCK_ORDER_COLUMNS, {
  from: `stock_orders so
    LEFT JOIN LATERAL (SELECT count(*)::int AS pallets, coalesce(sum(sheets), 0)::int AS sheets,
      coalesce(sum(weight_kg), 0)::float8 AS weight FROM stock_pallets WHERE stock_order_id = so.stock_order_id) t ON true`,
  scope: 'so.client_id',
  id: 'so.stock_order_id',
  search: 'so.search_text',
  searchIn: searchIn('so.search_text'),
  select: {
    id: 'so.stock_order_id',
    orderNumber: 'so.order_number',
    customerOrderNumber: 'so.customer_order_number',
    calloff: 'so.calloff',
    warehouse: 'so.warehouse',
    dateProduced: day('so.date_produced'),
    pallets: 't.pallets',
    sheets: 't.sheets',
    weight: 't.weight',
  },
  sort: { dateProduced: 'so.date_produced' },
  defaultSort: { key: 'dateProduced', descending: true },
});

/** Pallets of one stock order (narrowed with `sp.stock_order_id = $extra`). */
export const stockPalletsTable = defineTableSql(STOCK_PALLET_COLUMNS, {
  from: 'stock_pallets sp JOIN stock_orders so ON so.stock_order_id = sp.stock_order_id',
  scope: 'so.client_id',
  id: 'sp.pallet_id',
  search: 'sp.search_text',
  select: {
    id: 'sp.pallet_id',
    palletNumber: 'sp.pallet_number',
    location: 'sp.location',
    dateProduced: day('sp.date_produced'),
    sheets: 'sp.sheets',
    weight: 'sp.weight_kg::float8',
  },
  sort: { dateProduced: 'sp.date_produced', weight: 'sp.weight_kg' },
  defaultSort: { key: 'palletNumber', descending: false },
});

/** Monthly sales per product. */
export const salesStatisticsTable = defineTableSql(SALES_STATISTICS_COLUMNS, {
  from: 'sales_statistics s JOIN products p ON p.product_id = s.product_id',
  scope: 's.client_id',
  id: 's.statistic_id',
  search: `lower(p.product_code || ' ' || p.description || ' ' || p.grade || ' ' || to_char(s.month, 'YYYY-MM'))`,
  searchIn: searchIn('p.search_text', (column) => `(${column} || ' ' || to_char(s.month, 'YYYY-MM'))`),
  select: {
    id: 's.statistic_id',
    month: day('s.month'),
    productCode: 'p.product_code',
    salesProductDescription: 'p.description',
    grade: 'p.grade',
    gsm: 'p.gsm',
    volumeKg: 's.volume_kg::float8',
    valueEur: 's.value_eur::float8',
    averagePricePerTonneEur: 'round(s.value_eur / nullif(s.volume_kg, 0) * 1000, 2)::float8',
  },
  sort: {
    month: 's.month',
    volumeKg: 's.volume_kg',
    valueEur: 's.value_eur',
    averagePricePerTonneEur: 's.value_eur / nullif(s.volume_kg, 0)',
  },
  defaultSort: { key: 'month', descending: true },
});
