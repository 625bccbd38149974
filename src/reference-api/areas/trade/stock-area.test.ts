import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { StockOrderRow, StockPalletRow, StockRow } from '../../../core/api/contract/stock.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const post = (token: string, path: string, payload: object, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Stock/${path}${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
async function page<T>(token: string, path: string, body: object, clientId?: number) {
  const response = await post(token, path, body, clientId);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: T[]; total: number };
}

describe('Stock tables', () => {
  it('lists products with stock, then a product’s stock orders, then an order’s pallets, with sums that agree', async () => {
    const products = await page<StockRow>(t.tokens.customer, 'GetStockTable', { page: 1, rowsPerPage: -1 });
    expect(products.total).toBeGreaterThan(0);
    const product = products.items[0]!;
    const orders = await page<StockOrderRow>(t.tokens.customer, 'GetStockOrderTable', {
      page: 1,
      rowsPerPage: -1,
      productId: product.id,
    });
    expect(orders.total).toBe(product.stockOrders);
    expect(orders.items.reduce((sum, o) => sum + o.pallets, 0)).toBe(product.pallets);
    const order = orders.items[0]!;
    const pallets = await page<StockPalletRow>(t.tokens.customer, 'GetStockOrderPalletTable', {
      page: 1,
      rowsPerPage: -1,
      stockOrderId: order.id,
    });
    expect(pallets.total).toBe(order.pallets);
    expect(pallets.items.reduce((sum, p) => sum + p.sheets, 0)).toBe(order.sheets);
  });

  it('given a product that another client stocks too, it lists it once with only this client’s sums', async () => {
    const [own] = await t.db.query<{ product_id: number; stock_orders: number }>(
      `select product_id, count(*)::int stock_orders from stock_orders where client_id = 1001
        group by product_id order by product_id limit 1`,
    );
    await t.db.query(
      `insert into stock_orders (stock_order_id, client_id, product_id, order_number, customer_order_number, warehouse, date_produced)
       select max(stock_order_id) + 1, 1002, $1, 'X-1', 'X-1', 'Elsewhere', current_date from stock_orders`,
      [own!.product_id],
    );
    for (const rowsPerPage of [-1, 10]) {
      const products = await page<StockRow>(t.tokens.customer, 'GetStockTable', { page: 1, rowsPerPage });
      expect(products.items.length).toBe(rowsPerPage === -1 ? products.total : Math.min(products.total, 10));
      expect(new Set(products.items.map((p) => p.id)).size).toBe(products.items.length);
      expect(products.items.find((p) => p.id === own!.product_id)?.stockOrders).toBe(own!.stock_orders);
    }
  });

  it('sorts products by grammage and pallets both ways, and searches by grade', async () => {
    for (const key of ['gsm', 'pallets'] as const) {
      const asc = (
        await page<StockRow>(t.tokens.customer, 'GetStockTable', { page: 1, rowsPerPage: -1, sortBy: key })
      ).items;
      const desc = (
        await page<StockRow>(t.tokens.customer, 'GetStockTable', {
          page: 1,
          rowsPerPage: -1,
          sortBy: key,
          descending: true,
        })
      ).items;
      expect(asc.map((r) => r[key])).toEqual(asc.map((r) => r[key]).sort((a, b) => a - b));
      expect(desc.map((r) => r[key])).toEqual(asc.map((r) => r[key]).sort((a, b) => b - a));
    }
    const first = (await page<StockRow>(t.tokens.customer, 'GetStockTable', { page: 1, rowsPerPage: 1 }))
      .items[0]!;
    const byGrade = await page<StockRow>(t.tokens.customer, 'GetStockTable', {
      page: 1,
      rowsPerPage: -1,
      search: first.grade,
    });
    expect(
      byGrade.items.every((r) => r.grade === first.grade || r.salesProductDescription.includes(first.grade)),
    ).toBe(true);
  });

  it('does not show another client’s stock order pallets, 400 for a bad sort key, 403 for a foreign client', async () => {
    const [foreign] = await t.db.query<{ id: number }>(
      'select stock_order_id id from stock_orders where client_id = 1002 limit 1',
    );
    const pallets = await page<StockPalletRow>(t.tokens.customer, 'GetStockOrderPalletTable', {
      page: 1,
      rowsPerPage: 10,
      stockOrderId: foreign!.id,
    });
    expect(pallets).toEqual({ items: [], total: 0 });
    expect(
      (await post(t.tokens.customer, 'GetStockTable', { page: 1, rowsPerPage: 10, sortBy: 'nope' }))
        .statusCode,
    ).toBe(400);
    expect((await post(t.tokens.agent, 'GetStockTable', { page: 1, rowsPerPage: 10 }, 1001)).statusCode).toBe(
      403,
    );
  });

  it('exports a product’s stock orders: the view or all of them', async () => {
    const product = (
      await page<StockRow>(
        t.tokens.agent,
        'GetStockTable',
        { page: 1, rowsPerPage: -1, sortBy: 'stockOrders', descending: true },
        1003,
      )
    ).items[0]!;
    const body = {
      productId: product.id,
      vueTableRequest: { page: 1, rowsPerPage: 1, sortBy: [], descending: [], search: '' },
      columnsToExport: ['orderNumber', 'pallets'],
    };
    for (const [path, expected] of [
      ['ExportStockOrderToExcel', 1],
      ['ExportAllStockOrderToExcel', product.stockOrders],
    ] as const) {
      const response = await post(t.tokens.agent, path, body, 1003);
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(1 + expected);
      expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Order', 'Pallets']);
    }
  });
});
