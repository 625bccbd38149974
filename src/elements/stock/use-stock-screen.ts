import { useEffect, useMemo, useRef } from 'react';
import type { StockRow } from '../../core/api/contract/stock.ts';
import type { DataTableCustomAction } from '../../ui/data-table/data-table-types.ts';
import { useAreaTable } from '../../ui/data-table/use-area-table.ts';
import { type RunExport, useTableExports } from '../../ui/data-table/use-table-exports.ts';
import type { ElementProps } from '../../ui/element/define-element.ts';
import { usePortalTranslation } from '../../ui/element/use-portal-translation.ts';
import { useSelectedClient } from '../../ui/element/use-selected-client.ts';
import { palletColumns, productColumns, stockOrderColumns } from './stock-columns.tsx';
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
 * The stock screen's controller: the client and its calls, the drill-down level with the rows
 * behind it, the three tables' columns, actions and exports, and the moves between levels. Focus
 * follows the drill-down (`headingRef`), so keyboard and screen reader users land on the new level.
 */
export function useStockScreen({
  clientId: clientIdAttribute,
  pageSize,
  product: productAttribute,
  stockOrder: stockOrderAttribute,
}: ElementProps & StockProps) {
  const { t } = usePortalTranslation('stock');
  const clientId = useSelectedClient(clientIdAttribute);
  const stockApi = useStockApi(clientId);
  const areaTable = useAreaTable(pageSize);
  const stockLevel = useStockLevel(
    { product: productAttribute, stockOrder: stockOrderAttribute },
    stockApi,
    clientId,
  );
  const { level, name, product, open } = stockLevel;

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
  const productId = product.data?.id;
  const exportStockOrders = useMemo<RunExport | undefined>(
    () =>
      productId === undefined
        ? undefined
        : (request, all) => stockApi.exportStockOrders(productId, request, all),
    [stockApi, productId],
  );
  const exports = useTableExports({ view: t('exportView'), all: t('exportAll') }, exportStockOrders);
  const pallets = useMemo(() => palletColumns(t), [t]);

  return {
    clientId,
    stockApi,
    areaTable,
    ...stockLevel,
    headingRef,
    productTableColumns,
    productActions,
    orderTableColumns,
    exports,
    pallets,
    toProducts: () => open({ product: null, stockOrder: null }),
    toProduct: () => open({ product: level.product, stockOrder: null }),
  };
}

/** What the stock screen's controller gives its view parts. */
export type StockScreen = ReturnType<typeof useStockScreen>;
