import { type UseQueryResult, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { StockOrderRow, StockRow } from '../../core/api/contract/stock.ts';
import {
  normalStockLevel,
  type StockLevel,
  type StockLevelName,
  stockLevelName,
  stockPath,
} from '../../core/navigation/stock-path.ts';
import { useEmit } from '../../ui/element/use-emit.ts';
import type { StockApi } from './use-stock-api.ts';

/** The rows the user clicked to open a level, so the level needs no lookup. */
export interface OpenedRows {
  product?: StockRow;
  stockOrder?: StockOrderRow;
}

export interface StockLevelState {
  level: StockLevel;
  name: StockLevelName;
  /** The product of the level (null: the client has no stock of it); idle on the products level. */
  product: UseQueryResult<StockRow | null>;
  /** The stock order of the level (null: the product has no such order); idle above the pallets. */
  stockOrder: UseQueryResult<StockOrderRow | null>;
  /** Moves to a level because the user asked to, and tells the page with `cp-level-change`. */
  open: (level: StockLevel, rows?: OpenedRows) => void;
}

const sameLevel = (a: StockLevel, b: StockLevel) => a.product === b.product && a.stockOrder === b.stockOrder;

/**
 * The drill-down level of `<cp-stock>`. The `product` and `stock-order` attributes set it whenever
 * they change (the host's URL: a link, Back, a reload); a click moves it at once and emits
 * `cp-level-change`, so an element on a page that ignores the event still drills down. The level
 * holds codes, as the URL does: the rows behind them are the rows clicked, or found by a search.
 */
export function useStockLevel(
  attributes: { product: string | undefined; stockOrder: string | undefined },
  stockApi: StockApi,
  clientId: number | undefined,
): StockLevelState {
  const emit = useEmit();
  const queryClient = useQueryClient();
  const clientKey = clientId ?? 'own';
  const [level, setLevel] = useState(() => normalStockLevel(attributes.product, attributes.stockOrder));

  useEffect(() => {
    const next = normalStockLevel(attributes.product, attributes.stockOrder);
    setLevel((current) => (sameLevel(current, next) ? current : next));
  }, [attributes.product, attributes.stockOrder]);

  const product = useQuery({
    queryKey: ['stock-product', clientKey, level.product],
    queryFn: ({ signal }) => stockApi.findProduct(level.product ?? '', signal),
    enabled: level.product !== null,
  });
  const productId = product.data?.id;
  const stockOrder = useQuery({
    queryKey: ['stock-order', clientKey, productId, level.stockOrder],
    queryFn: ({ signal }) => stockApi.findStockOrder(productId ?? 0, level.stockOrder ?? '', signal),
    enabled: productId !== undefined && level.stockOrder !== null,
  });

  const open = useCallback(
    (next: StockLevel, rows: OpenedRows = {}) => {
      if (rows.product)
        queryClient.setQueryData(['stock-product', clientKey, rows.product.productCode], rows.product);
      if (rows.stockOrder && productId !== undefined) {
        queryClient.setQueryData(
          ['stock-order', clientKey, productId, rows.stockOrder.orderNumber],
          rows.stockOrder,
        );
      }
      const normal = normalStockLevel(next.product, next.stockOrder);
      setLevel(normal);
      const params: Record<string, string> = {};
      if (normal.product) params.product = normal.product;
      if (normal.stockOrder) params['stock-order'] = normal.stockOrder;
      emit('cp-level-change', { path: stockPath(normal), level: stockLevelName(normal), params });
    },
    [queryClient, clientKey, productId, emit],
  );

  return { level, name: stockLevelName(level), product, stockOrder, open };
}
