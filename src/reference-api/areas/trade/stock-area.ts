import {
  exportAllStockOrderToExcel,
  exportStockOrderToExcel,
  getStockOrderPalletTable,
  getStockOrderTable,
  getStockTable,
  type StockOrderRow,
  type StockPalletRow,
  type StockRow,
} from '../../../core/api/contract/stock.ts';
import { resolveClientId } from '../../platform/client-scope.ts';
import { localizePage } from '../../platform/composed-texts.ts';
import { route } from '../../platform/route.ts';
import type { AreaPlugin } from '../area-plugin.ts';
import { searchedIn } from './search-in-language.ts';
import { exportTable } from './table-export.ts';
import { queryTable } from './table-query.ts';
import { stockOrdersTable, stockPalletsTable, stockTable } from './trade-tables.ts';

/** The stock calls: products with stock, a product's stock orders (and their export), an order's pallets. */
export const stockArea: AreaPlugin = (app, { db }) => {
  route(app, getStockTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<StockRow>(db, stockTable, clientId, searchedIn(request, body)),
    );
  });

  route(app, getStockOrderTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<StockOrderRow>(db, stockOrdersTable, clientId, searchedIn(request, body), {
        sql: 'so.product_id = $extra',
        value: body.productId,
      }),
    );
  });

  route(app, getStockOrderPalletTable, async ({ query, body, principal, request }) => {
    const clientId = await resolveClientId(db, principal, query.clientId);
    return localizePage(
      request,
      await queryTable<StockPalletRow>(db, stockPalletsTable, clientId, searchedIn(request, body), {
        sql: 'sp.stock_order_id = $extra',
        value: body.stockOrderId,
      }),
    );
  });

  for (const [endpoint, all] of [
    [exportStockOrderToExcel, false],
    [exportAllStockOrderToExcel, true],
  ] as const) {
    route(app, endpoint, async ({ query, body, principal, request }) => {
      const clientId = await resolveClientId(db, principal, query.clientId);
      return exportTable(db, stockOrdersTable, clientId, body, {
        all,
        area: 'stock',
        sheetName: 'Stock orders',
        request,
        principal,
        extra: { sql: 'so.product_id = $extra', value: body.productId },
      });
    });
  }
};
