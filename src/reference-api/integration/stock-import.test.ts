import { describe, expect, it } from 'vitest';
import { StockOrderRow, StockPalletRow, StockRow } from '../../core/api/contract/stock.ts';
import { testAppPerFile } from '../testing/test-app-per-file.ts';
import { createApiKey } from './api-keys.ts';
import { StockItem } from './stock-import.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com' } });

const key = async () =>
  (await createApiKey(t.db, { name: 'erp', scopes: ['import'], createdBy: null })).apiKey;
const call = (apiKey: string, method: 'PUT' | 'POST', path: string, items: unknown[]) =>
  t.app.inject({
    method,
    url: `/customerportal/Integration/${path}`,
    headers: { 'x-api-key': apiKey },
    payload: { items },
  });
const table = async (path: string, body: object, language = 'en') => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/customerportal/Stock/${path}`,
    headers: { authorization: `Bearer ${t.tokens.customer}`, 'accept-language': language },
    payload: { page: 1, rowsPerPage: -1, ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; items: Record<string, unknown>[] };
};

const pallet = (palletNumber: string, sheets = 1000) => ({
  palletNumber,
  location: 'Hall 3, row 7',
  dateProduced: '2026-10-01',
  sheets,
  weight: 612.5,
});
const stockOrder = (clientId: number, orderNumber: string, pallets = [pallet(`${orderNumber}-P1`)]) => ({
  clientId,
  orderNumber,
  customerOrderNumber: `PO-${orderNumber}`,
  calloff: null,
  warehouse: 'Zwolle',
  dateProduced: '2026-10-01',
  productCode: 'IMPGD2-500-1020x720',
  salesProductDescription: 'Uncoated grey board GD2 500 g/m²',
  grade: 'GD2',
  gsm: 500,
  dimensions: '1020 × 720',
  pallets,
});

describe('PUT Integration/Stock', () => {
  it('takes a stock order row with its product’s and its pallets’ rows', () => {
    const own = (row: { properties: object }, drop: string[]) =>
      Object.keys(row.properties).filter((k) => !drop.includes(k));
    const sums = ['id', 'pallets', 'sheets', 'weight', 'stockOrders'];
    expect(Object.keys(StockItem.properties).sort()).toEqual(
      [...new Set(['clientId', 'pallets', ...own(StockOrderRow, sums), ...own(StockRow, sums)])].sort(),
    );
    expect(Object.keys(StockItem.properties.pallets.items.properties).sort()).toEqual(
      own(StockPalletRow, ['id']).sort(),
    );
  });

  it('creates a stock order with its pallets, leaves it alone, updates it when a pallet goes', async () => {
    const apiKey = await key();
    const order = stockOrder(1001, 'STK-1', [pallet('STK-1-P1'), pallet('STK-1-P2', 800)]);
    expect((await call(apiKey, 'PUT', 'Stock', [order])).json()).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect((await call(apiKey, 'PUT', 'Stock', [order])).json()).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });

    // The customer finds the product in the stock list by its German words, with the order's sums.
    const products = await table('GetStockTable', { search: 'graupappe impgd2' }, 'de');
    expect(products.items.map((r) => [r.productCode, r.stockOrders, r.pallets, r.sheets])).toEqual([
      ['IMPGD2-500-1020x720', 1, 2, 1800],
    ]);
    const orders = await table('GetStockOrderTable', { productId: products.items[0]!.id });
    expect(orders.items.map((r) => r.orderNumber)).toEqual(['STK-1']);
    const pallets = await table('GetStockOrderPalletTable', { stockOrderId: orders.items[0]!.id });
    expect(pallets.items.map((r) => r.palletNumber).sort()).toEqual(['STK-1-P1', 'STK-1-P2']);

    const sold = { ...order, pallets: [pallet('STK-1-P1')] };
    expect((await call(apiKey, 'PUT', 'Stock', [sold])).json()).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });
    expect(
      await t.db.query("select pallet_number from stock_pallets where pallet_number like 'STK-1-%'"),
    ).toEqual([{ pallet_number: 'STK-1-P1' }]);

    const removed = await call(apiKey, 'POST', 'Stock/Remove', [
      { clientId: 1001, orderNumber: 'STK-1' },
      { clientId: 1001, orderNumber: 'STK-404' },
    ]);
    expect(removed.json()).toEqual({ removed: 1, missing: 1 });
    expect(await t.db.query("select 1 from stock_pallets where pallet_number like 'STK-1-%'")).toEqual([]);
  });

  it('refuses a pallet of another client’s stock and an unknown client, writing nothing', async () => {
    const apiKey = await key();
    await call(apiKey, 'PUT', 'Stock', [stockOrder(1001, 'STK-OWN')]);
    const answer = await call(apiKey, 'PUT', 'Stock', [
      stockOrder(1002, 'STK-NEW'),
      stockOrder(1002, 'STK-THEIRS', [pallet('STK-OWN-P1')]),
      stockOrder(424242, 'STK-NOBODY'),
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().items).toEqual([
      { index: 1, errors: { pallets: [expect.any(String)] } },
      { index: 2, errors: { clientId: [expect.any(String)] } },
    ]);
    expect(await t.db.query("select 1 from stock_orders where order_number = 'STK-NEW'")).toEqual([]);
  });
});
