import { useMemo } from 'react';
import {
  exportAllStockOrderToExcel,
  exportStockOrderToExcel,
  getStockOrderPalletTable,
  getStockOrderTable,
  getStockTable,
  type StockOrderRow,
  type StockPalletRow,
  type StockRow,
} from '../../core/api/browser-contract/stock.ts';
import { saveDownload } from '../../core/table/save-download.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_STOCK_ORDER_COLUMNS } from './stock-columns.tsx';

type FetchPage<T> = (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>;

/** A search for one code: the first hundred matches hold it, since codes differ by more than a prefix. */
const findRequest = (search: string): TableRequest => ({ page: 1, itemsPerPage: 100, sortBy: [], search });

export interface StockApi {
  fetchProducts: FetchPage<StockRow>;
  fetchStockOrders: (productId: number) => FetchPage<StockOrderRow>;
  fetchPallets: (stockOrderId: number) => FetchPage<StockPalletRow>;
  /** The product with exactly this code, found with the table's search; null when the client has no stock of it. */
  findProduct: (productCode: string, signal: AbortSignal) => Promise<StockRow | null>;
  /** The product's stock order with exactly this number, found with the table's search; null when it has none. */
  findStockOrder: (
    productId: number,
    orderNumber: string,
    signal: AbortSignal,
  ) => Promise<StockOrderRow | null>;
  /** Saves one product's stock orders (the view, or all matching the search) as .xlsx. */
  exportStockOrders: (productId: number, request: TableRequest, all: boolean) => Promise<void>;
}

/** The stock calls of the contract for one client (undefined: the user's own client). */
export function useStockApi(clientId: number | undefined): StockApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    const fetchProducts: FetchPage<StockRow> = async (request, signal) =>
      readPage(await api.call(getStockTable, { query, body: toListRequestBody(request), signal }));
    const fetchStockOrders =
      (productId: number): FetchPage<StockOrderRow> =>
      async (request, signal) =>
        readPage(
          await api.call(getStockOrderTable, {
            query,
            body: { ...toListRequestBody(request), productId },
            signal,
          }),
        );
    return {
      fetchProducts,
      fetchStockOrders,
      findProduct: async (productCode, signal) => {
        const { items } = await fetchProducts(findRequest(productCode), signal);
        return items.find((row) => row.productCode === productCode) ?? null;
      },
      findStockOrder: async (productId, orderNumber, signal) => {
        const { items } = await fetchStockOrders(productId)(findRequest(orderNumber), signal);
        return items.find((row) => row.orderNumber === orderNumber) ?? null;
      },
      fetchPallets: (stockOrderId) => async (request, signal) =>
        readPage(
          await api.call(getStockOrderPalletTable, {
            query,
            body: { ...toListRequestBody(request), stockOrderId },
            signal,
          }),
        ),
      exportStockOrders: async (productId, request, all) => {
        const body = { ...toExportRequestBody(request, EXPORTED_STOCK_ORDER_COLUMNS, { all }), productId };
        const file = await api.call(all ? exportAllStockOrderToExcel : exportStockOrderToExcel, {
          query,
          body,
        });
        await saveDownload(file, `stock-orders-${productId}.xlsx`);
      },
    };
  }, [api, clientId]);
}
