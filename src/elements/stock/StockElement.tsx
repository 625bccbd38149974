import '@shoelace-style/shoelace/dist/components/button/button.js';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { StockOrderRow, StockPalletRow, StockRow } from '../../core/api/contract/stock.ts';
import { DataTable } from '../../ui/data-table/DataTable.tsx';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { type RunExport, useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { StatusAlert } from '../../ui/status-alert/StatusAlert.tsx';
import { StockBreadcrumbs } from './StockBreadcrumbs.tsx';
import { palletColumns, productColumns, stockOrderColumns } from './stock-columns.tsx';
import { STOCK_FIRST_PAGE, STOCK_TABLE_KEYS } from './stock-first-page.ts';
import { useStockApi } from './use-stock-api.ts';
import { useStockLevel } from './use-stock-level.ts';

/** The element's own attributes: the drill-down level it shows. */
export interface StockProps {
  /** Product code whose stock orders are shown (`product`). */
  product?: string;
  /** Number of that product's stock order whose pallets are shown (`stock-order`). */
  stockOrder?: string;
}

/**
 * Stock per product, three levels deep: the products with stock (and the hint to pick one), a
 * product's stock orders (exportable), and a stock order's pallets, with breadcrumbs and back. The
 * level comes from the `product` and `stock-order` attributes and follows the user's clicks.
 */
export function StockElement({
  clientId: clientIdAttribute,
  pageSize,
  product: productAttribute,
  stockOrder: stockOrderAttribute,
}: ElementProps & StockProps) {
  const { t } = usePortalTranslation('stock');
  const { t: tPortal } = usePortalTranslation('portal');
  const clientId = useSelectedClient(clientIdAttribute);
  const stockApi = useStockApi(clientId);
  const areaTable = useAreaTable(pageSize);
  const { level, name, product, stockOrder, open } = useStockLevel(
    { product: productAttribute, stockOrder: stockOrderAttribute },
    stockApi,
    clientId,
  );
  const productRow = product.data ?? null;
  const stockOrderRow = stockOrder.data ?? null;

  // Focus follows the drill-down, so keyboard and screen reader users land on the new level.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstLevel = useRef<string>(name);
  useEffect(() => {
    if (name !== firstLevel.current) headingRef.current?.focus();
    firstLevel.current = '';
  }, [name]);

  const productTableColumns = useMemo(
    () => productColumns(t, (row) => open({ product: row.productCode, stockOrder: null }, { product: row })),
    [t, open],
  );
  const productActions = useMemo<DataTableCustomAction<StockRow>[]>(
    () => [
      {
        name: 'open',
        label: t('showStockOrders'),
        icon: 'chevron-right',
        run: (row) => open({ product: row.productCode, stockOrder: null }, { product: row }),
      },
    ],
    [t, open],
  );
  const productCode = level.product;
  const orderTableColumns = useMemo(
    () =>
      stockOrderColumns(t, (row) =>
        open({ product: productCode, stockOrder: row.orderNumber }, { stockOrder: row }),
      ),
    [t, open, productCode],
  );
  const productId = productRow?.id;
  const exportStockOrders = useMemo<RunExport | undefined>(
    () =>
      productId === undefined
        ? undefined
        : (request, all) => stockApi.exportStockOrders(productId, request, all),
    [stockApi, productId],
  );
  const exports = useTableExports({ view: t('exportView'), all: t('exportAll') }, exportStockOrders);
  const pallets = useMemo(() => palletColumns(t), [t]);

  const toProducts = () => open({ product: null, stockOrder: null });
  const toProduct = () => open({ product: level.product, stockOrder: null });
  /** While a level's product or stock order is looked up, or when it names nothing: what stands in for its table. */
  const lookup = (query: typeof product | typeof stockOrder, notFound: string): ReactNode => {
    if (query.isPending) {
      return (
        <div className="level-loading" role="status" part="skeleton">
          <span className="cp-visually-hidden">{tPortal('common.loading')}</span>
        </div>
      );
    }
    if (query.isError) return <StatusAlert variant="danger" message={tPortal('table.loadError')} />;
    return (
      <StatusAlert variant="warning" message={notFound}>
        <sl-button size="small" class="to-products" onClick={toProducts}>
          {t('toProducts')}
        </sl-button>
      </StatusAlert>
    );
  };

  let heading: string;
  let table: ReactNode;
  if (name === 'pallets') {
    heading = t('palletsOf', { order: level.stockOrder ?? '' });
    if (!productRow) table = lookup(product, t('productNotFound', { product: level.product ?? '' }));
    else if (!stockOrderRow)
      table = lookup(stockOrder, t('stockOrderNotFound', { order: level.stockOrder ?? '' }));
    else {
      table = (
        <DataTable<StockPalletRow>
          key={`pallets-${stockOrderRow.id}`}
          tableKey={STOCK_TABLE_KEYS.pallets}
          caption={heading}
          columns={pallets}
          fetchPage={stockApi.fetchPallets(stockOrderRow.id)}
          queryKey={['stock-pallets', clientId ?? 'own', stockOrderRow.id]}
          initialRequest={areaTable.initialRequest}
        />
      );
    }
  } else if (name === 'stock-orders') {
    const described = productRow
      ? `${productRow.productCode} ${productRow.salesProductDescription}`
      : productCode;
    heading = t('stockOrdersOf', { product: described ?? '' });
    table = productRow ? (
      <DataTable<StockOrderRow>
        key={`orders-${productRow.id}`}
        tableKey={STOCK_TABLE_KEYS.stockOrders}
        caption={heading}
        columns={orderTableColumns}
        fetchPage={stockApi.fetchStockOrders(productRow.id)}
        queryKey={['stock-orders', clientId ?? 'own', productRow.id]}
        initialRequest={areaTable.initialRequest}
        exports={exports}
      />
    ) : (
      lookup(product, t('productNotFound', { product: level.product ?? '' }))
    );
  } else {
    heading = t('products');
    table = (
      <DataTable<StockRow>
        tableKey={STOCK_TABLE_KEYS.products}
        caption={t('products')}
        columns={productTableColumns}
        fetchPage={stockApi.fetchProducts}
        queryKey={STOCK_FIRST_PAGE.queryKey(clientId)}
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
      {level.product && (
        <div className="level-bar">
          <sl-button size="small" outline onClick={level.stockOrder ? toProduct : toProducts}>
            <sl-icon slot="prefix" library="cp-table" name="chevron-left" />
            {t('back')}
          </sl-button>
          <StockBreadcrumbs
            product={level.product}
            stockOrder={level.stockOrder}
            onProducts={toProducts}
            onProduct={toProduct}
            t={t}
          />
        </div>
      )}
      <h3 ref={headingRef} tabIndex={-1} className="level-title" part="level-title">
        {heading}
      </h3>
      {!level.product && (
        <p className="hint" part="hint">
          <sl-icon library="cp" name="info-circle" />
          {t('hint')}
        </p>
      )}
      {table}
    </section>
  );
}
