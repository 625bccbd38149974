/**
 * The stock paths of the host, built in one place: `/stock` (the products), `/stock/<product code>`
 * (a product's stock orders) and `/stock/<product code>/<stock order number>` (its pallets). The
 * host's stock route reads the same two segments as the `product` and `stock-order` attributes of
 * `<cp-stock>`, whose level-change events carry the path built here.
 *
 * Codes and numbers rather than database ids: they are what the user reads on the page, they stay
 * valid for another session, and the element can find them again with the table's own search.
 */

/** Where every stock path starts. */
export const STOCK_PATH = '/stock';

/** A drill-down level of the stock: the product (code) and, below it, the stock order (number). */
export interface StockLevel {
  product: string | null;
  stockOrder: string | null;
}

/** Which table a stock level shows. */
export type StockLevelName = 'products' | 'stock-orders' | 'pallets';

/** The level without a stock order when there is no product: a stock order lives under its product. */
export function normalStockLevel(
  product: string | null | undefined,
  stockOrder: string | null | undefined,
): StockLevel {
  const code = product?.trim() || null;
  return { product: code, stockOrder: code ? stockOrder?.trim() || null : null };
}

/** The name of the table a level shows. */
export function stockLevelName(level: StockLevel): StockLevelName {
  if (!level.product) return 'products';
  return level.stockOrder ? 'pallets' : 'stock-orders';
}

/** The host path of a stock level. */
export function stockPath(level: StockLevel): string {
  const { product, stockOrder } = normalStockLevel(level.product, level.stockOrder);
  if (!product) return STOCK_PATH;
  const productPath = `${STOCK_PATH}/${encodeURIComponent(product)}`;
  return stockOrder ? `${productPath}/${encodeURIComponent(stockOrder)}` : productPath;
}
