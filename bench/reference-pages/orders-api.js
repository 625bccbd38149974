// What both reference pages share: the orders table's visible columns (the same as
// src/elements/orders/order-columns.tsx, English titles), the cell formats, the session token the
// bench put into localStorage, and the GetOrdersTable call of the reference API.

/** The bench's storage prefix (the element pages are given the same in <meta name="cp-config">). */
export const STORAGE_PREFIX = 'bench.portal.';

/** [key, English title, kind] of each visible column, in order. */
export const COLUMNS = [
  ['orderNumber', 'Order', 'text'],
  ['customerOrderNumber', 'Order customer', 'text'],
  ['orderPosition', 'Order position', 'number'],
  ['salesProductDescription', 'Sales product', 'text'],
  ['convertingTypeDescription', 'Converting type', 'text'],
  ['dimensions', 'Dimensions (mm)', 'text'],
  ['amountOfSheets', 'Amount of sheets', 'number'],
  ['pallets', 'Pallets', 'number'],
  ['theoreticalNettWeightKg', 'Theoretical nett weight (kg)', 'number'],
  ['loadNumber', 'Load number', 'text'],
  ['dateOrder', 'Date order', 'date'],
  ['dateDeparture', 'Date departure', 'date'],
];

const numberFormat = new Intl.NumberFormat('en');
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

/** A cell's text. */
export function formatCell(value, kind) {
  if (value === null || value === undefined) return '';
  if (kind === 'number') return numberFormat.format(value);
  if (kind === 'date') return dateFormat.format(new Date(value));
  return String(value);
}

/** Rows per page the page opens with: `?rows=` 10 (default), 25, 50, 100 or -1 (All). */
export function initialRowsPerPage() {
  const rows = Number(new URLSearchParams(location.search).get('rows') ?? 10);
  return [10, 25, 50, 100, -1].includes(rows) ? rows : 10;
}

/**
 * One GetOrdersTable call (docs/contract.md#list-answers): `{ items, total }`. A superseded call is
 * aborted through `signal`.
 */
export async function fetchOrders({ page, rowsPerPage, sortBy, descending, search }, signal) {
  const body = { page, rowsPerPage, descending: !!descending, search: search ?? '' };
  if (sortBy) body.sortBy = sortBy;
  const response = await fetch('/customerportal/Order/GetOrdersTable', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${localStorage.getItem(`${STORAGE_PREFIX}accessToken`)}`,
    },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) throw new Error(`GetOrdersTable: ${response.status}`);
  const result = await response.json();
  return { items: result.items, total: result.total ?? result.items.length };
}
