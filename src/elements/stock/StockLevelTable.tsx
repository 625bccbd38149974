import type { StockOrderRow, StockPalletRow, StockRow } from '../../core/api/contract/stock.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { LevelLookup } from './LevelLookup.tsx';
import { STOCK_FIRST_PAGE, STOCK_TABLE_KEYS } from './stock-first-page.ts';
import type { StockScreen } from './use-stock-screen.ts';

/** The heading of the level the screen shows: the products, a product's stock orders, or an order's pallets. */
export function stockLevelHeading(
  screen: StockScreen,
  t: ReturnType<typeof usePortalTranslation<'stock'>>['t'],
) {
  const { name, level } = screen;
  if (name === 'pallets') return t('palletsOf', { order: level.stockOrder ?? '' });
  if (name === 'stock-orders') {
    const row = screen.product.data;
    const described = row ? `${row.productCode} ${row.salesProductDescription}` : level.product;
    return t('stockOrdersOf', { product: described ?? '' });
  }
  return t('products');
}

/** The table of the level the screen shows, or what stands in for it while its rows are looked up. */
export function StockLevelTable({ screen, heading }: { screen: StockScreen; heading: string }) {
  const { t } = usePortalTranslation('stock');
  const { name, level, clientId, stockApi, areaTable, toProducts } = screen;
  const productRow = screen.product.data ?? null;
  const stockOrderRow = screen.stockOrder.data ?? null;
  const productNotFound = (
    <LevelLookup
      query={screen.product}
      notFound={t('productNotFound', { product: level.product ?? '' })}
      toProducts={toProducts}
    />
  );

  if (name === 'pallets') {
    if (!productRow) return productNotFound;
    if (!stockOrderRow)
      return (
        <LevelLookup
          query={screen.stockOrder}
          notFound={t('stockOrderNotFound', { order: level.stockOrder ?? '' })}
          toProducts={toProducts}
        />
      );
    return (
      <DataTable<StockPalletRow>
        key={`pallets-${stockOrderRow.id}`}
        tableKey={STOCK_TABLE_KEYS.pallets}
        caption={heading}
        columns={screen.pallets}
        fetchPage={stockApi.fetchPallets(stockOrderRow.id)}
        queryKey={['stock-pallets', clientId ?? 'own', stockOrderRow.id]}
        initialRequest={areaTable.initialRequest}
      />
    );
  }
  if (name === 'stock-orders') {
    if (!productRow) return productNotFound;
    return (
      <DataTable<StockOrderRow>
        key={`orders-${productRow.id}`}
        tableKey={STOCK_TABLE_KEYS.stockOrders}
        caption={heading}
        columns={screen.orderTableColumns}
        fetchPage={stockApi.fetchStockOrders(productRow.id)}
        queryKey={['stock-orders', clientId ?? 'own', productRow.id]}
        initialRequest={areaTable.initialRequest}
        exports={screen.exports}
      />
    );
  }
  return (
    <DataTable<StockRow>
      tableKey={STOCK_TABLE_KEYS.products}
      caption={t('products')}
      columns={screen.productTableColumns}
      fetchPage={stockApi.fetchProducts}
      queryKey={STOCK_FIRST_PAGE.queryKey(clientId)}
      {...areaTable}
      customActions={screen.productActions}
    />
  );
}
