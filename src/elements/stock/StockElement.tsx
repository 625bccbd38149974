import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { StockOrderRow, StockPalletRow, StockRow } from '../../core/api/contract/stock.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { type RunExport, useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { StockBreadcrumbs } from './StockBreadcrumbs.tsx';
import { palletColumns, productColumns, stockOrderColumns } from './stock-columns.tsx';
import { useStockApi } from './use-stock-api.ts';

/** Names of the three stock tables in `dataTableRequests`. */
export const STOCK_TABLE_KEYS = Object.freeze({
  products: 'stock',
  stockOrders: 'stock-orders',
  pallets: 'stock-pallets',
});

/** What is open, for the client it was opened for (another client starts again at the products). */
interface Drill {
  clientId: number | undefined;
  product: StockRow | null;
  stockOrder: StockOrderRow | null;
}

/**
 * Stock per product, three levels deep: the products with stock (and the hint to pick one), a
 * product's stock orders (exportable), and a stock order's pallets, with breadcrumbs and back.
 */
export function StockElement({ clientId: clientIdAttribute, pageSize }: ElementProps) {
  const { t } = usePortalTranslation('stock');
  const clientId = useSelectedClient(clientIdAttribute);
  const stockApi = useStockApi(clientId);
  const areaTable = useAreaTable(pageSize);
  const [drill, setDrill] = useState<Drill>({ clientId, product: null, stockOrder: null });
  const product = drill.clientId === clientId ? drill.product : null;
  const stockOrder = product ? drill.stockOrder : null;
  const openProduct = (next: StockRow | null) => setDrill({ clientId, product: next, stockOrder: null });

  // Focus follows the drill-down, so keyboard and screen reader users land on the new level.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const level = stockOrder ? 'pallets' : product ? 'stockOrders' : 'products';
  const firstLevel = useRef(level);
  useEffect(() => {
    if (level !== firstLevel.current) headingRef.current?.focus();
    firstLevel.current = '';
  }, [level]);

  const productTableColumns = useMemo(
    () => productColumns(t, (row) => setDrill({ clientId, product: row, stockOrder: null })),
    [t, clientId],
  );
  const productActions = useMemo<DataTableCustomAction<StockRow>[]>(
    () => [
      {
        name: 'open',
        label: t('showStockOrders'),
        icon: 'chevron-right',
        run: (row) => setDrill({ clientId, product: row, stockOrder: null }),
      },
    ],
    [t, clientId],
  );
  const orderTableColumns = useMemo(
    () => stockOrderColumns(t, (row) => setDrill((current) => ({ ...current, clientId, stockOrder: row }))),
    [t, clientId],
  );
  const productId = product?.id;
  const exportStockOrders = useMemo<RunExport | undefined>(
    () =>
      productId === undefined
        ? undefined
        : (request, all) => stockApi.exportStockOrders(productId, request, all),
    [stockApi, productId],
  );
  const exports = useTableExports({ view: t('exportView'), all: t('exportAll') }, exportStockOrders);
  const pallets = useMemo(() => palletColumns(t), [t]);

  let heading: string;
  let table: ReactNode;
  if (stockOrder && product) {
    heading = t('palletsOf', { order: stockOrder.orderNumber });
    table = (
      <DataTable<StockPalletRow>
        key={`pallets-${stockOrder.id}`}
        tableKey={STOCK_TABLE_KEYS.pallets}
        caption={heading}
        columns={pallets}
        fetchPage={stockApi.fetchPallets(stockOrder.id)}
        queryKey={['stock-pallets', clientId ?? 'own', stockOrder.id]}
        initialRequest={areaTable.initialRequest}
      />
    );
  } else if (product) {
    heading = t('stockOrdersOf', { product: `${product.productCode} ${product.salesProductDescription}` });
    table = (
      <DataTable<StockOrderRow>
        key={`orders-${product.id}`}
        tableKey={STOCK_TABLE_KEYS.stockOrders}
        caption={heading}
        columns={orderTableColumns}
        fetchPage={stockApi.fetchStockOrders(product.id)}
        queryKey={['stock-orders', clientId ?? 'own', product.id]}
        initialRequest={areaTable.initialRequest}
        exports={exports}
      />
    );
  } else {
    heading = t('products');
    table = (
      <DataTable<StockRow>
        tableKey={STOCK_TABLE_KEYS.products}
        caption={t('products')}
        columns={productTableColumns}
        fetchPage={stockApi.fetchProducts}
        queryKey={['stock', clientId ?? 'own']}
        {...areaTable}
        customActions={productActions}
      />
    );
  }

  return (
    <section className="cp-panel stock" aria-labelledby="stock-title">
      <h2 id="stock-title" part="title" className="title">
        {t('title')}
      </h2>
      {product && (
        <div className="level-bar">
          <sl-button size="small" outline onClick={() => openProduct(stockOrder ? product : null)}>
            <sl-icon slot="prefix" library="cp-table" name="chevron-left" />
            {t('back')}
          </sl-button>
          <StockBreadcrumbs
            product={product}
            stockOrder={stockOrder}
            onProducts={() => openProduct(null)}
            onProduct={() => openProduct(product)}
            t={t}
          />
        </div>
      )}
      <h3 ref={headingRef} tabIndex={-1} className="level-title" part="level-title">
        {heading}
      </h3>
      {!product && (
        <p className="hint" part="hint">
          <sl-icon library="cp" name="info-circle" />
          {t('hint')}
        </p>
      )}
      {table}
    </section>
  );
}
