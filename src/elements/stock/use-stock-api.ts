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
} from '../../core/api/contract/stock.ts';
import { downloadFilename, saveFile } from '../../core/table/save-file.ts';
import type { TablePage, TableRequest } from '../../core/table/table-request.ts';
import { readPage, toExportRequestBody, toListRequestBody } from '../../core/table/table-wire.ts';
import { useRuntime } from '../../ui/element/use-runtime.ts';
import { EXPORTED_STOCK_ORDER_COLUMNS } from './stock-columns.tsx';

type FetchPage<T> = (request: TableRequest, signal: AbortSignal) => Promise<TablePage<T>>;

export interface StockApi {
  fetchProducts: FetchPage<StockRow>;
  fetchStockOrders: (productId: number) => FetchPage<StockOrderRow>;
  fetchPallets: (stockOrderId: number) => FetchPage<StockPalletRow>;
  /** Saves one product's stock orders (the view, or all matching the search) as .xlsx. */
  exportStockOrders: (productId: number, request: TableRequest, all: boolean) => Promise<void>;
}

/** The stock calls of the contract for one client (undefined: the user's own client). */
export function useStockApi(clientId: number | undefined): StockApi {
  const { api } = useRuntime();
  return useMemo(() => {
    const query = clientId === undefined ? {} : { clientId };
    return {
      fetchProducts: async (request, signal) =>
        readPage(await api.call(getStockTable, { query, body: toListRequestBody(request), signal })),
      fetchStockOrders: (productId) => async (request, signal) =>
        readPage(
          await api.call(getStockOrderTable, {
            query,
            body: { ...toListRequestBody(request), productId },
            signal,
          }),
        ),
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
        saveFile(file.blob, downloadFilename(file.contentDisposition, `stock-orders-${productId}.xlsx`));
      },
    };
  }, [api, clientId]);
}
