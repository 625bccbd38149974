import { normalStockLevel, stockLevelName } from '../../core/navigation/stock-path.ts';
import type { FirstPageCall } from '../../core/table/first-page/first-page-prefetch.ts';

/** Names of the three stock tables in `dataTableRequests`. */
export const STOCK_TABLE_KEYS = Object.freeze({
  products: 'stock',
  stockOrders: 'stock-orders',
  pallets: 'stock-pallets',
});

/**
 * The products table's first page: sent by cp-stock.ts before React has loaded, when the element
 * opens on the products (no `product` attribute); a product's stock orders need its id, looked up first.
 */
export const STOCK_FIRST_PAGE: FirstPageCall = {
  tableKey: STOCK_TABLE_KEYS.products,
  path: '/Stock/GetStockTable',
  queryKey: (clientId) => ['stock', clientId ?? 'own'],
  opensOnTable: (element) =>
    stockLevelName(normalStockLevel(element.getAttribute('product'), element.getAttribute('stock-order'))) ===
    'products',
};
