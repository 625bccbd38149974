import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../../../core/api/contract/orders.ts';
import { ORDER_COLUMNS } from '../../../core/api/contract/table-columns.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const table = async (token: string, body: object, clientId?: number) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/customerportal/Order/GetOrdersTable${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  return response;
};
const rows = async (token: string, body: object, clientId?: number) => {
  const response = await table(token, body, clientId);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: OrderRow[]; total: number };
};
const readWorkbook = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
};

describe('POST /Order/GetOrdersTable', () => {
  it('given a page size, it answers that many rows and the total of the customer’s positions', async () => {
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int n from orders where client_id = 1001',
    )) as [{ n: number }];
    const page = await rows(t.tokens.customer, { page: 1, rowsPerPage: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(n);
    const second = await rows(t.tokens.customer, { page: 2, rowsPerPage: 10 });
    expect(second.items.map((r) => r.id)).not.toContain(page.items[0]!.id);
  });

  it('given rowsPerPage -1, it answers every row', async () => {
    const all = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 });
    expect(all.items).toHaveLength(all.total);
    expect(new Set(all.items.map((r) => r.id)).size).toBe(all.total);
  });

  it('sorts ascending and descending by any sortable column', async () => {
    for (const key of ['orderNumber', 'dateOrder', 'weight', 'pallets', 'address', 'dimensions'] as const) {
      const asc = (
        await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key, descending: false })
      ).items;
      const desc = (
        await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key, descending: true })
      ).items;
      const values = asc.map((r) => r[key]);
      if (key === 'dimensions') {
        const width = (v: unknown) => Number(String(v).split(' × ')[0]);
        expect(values.map(width)).toEqual([...values.map(width)].sort((a, b) => a - b));
      } else {
        const sorted = [...values].sort((a, b) =>
          typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'en'),
        );
        if (typeof values[0] === 'number' || key === 'dateOrder' || key === 'orderNumber')
          expect(values).toEqual(sorted);
      }
      expect(desc[0]![key]).toEqual(asc.at(-1)![key]);
    }
  });

  it('accepts every sortable column of the shared column list', async () => {
    for (const column of ORDER_COLUMNS.filter((c) => c.sortable)) {
      const response = await table(t.tokens.customer, {
        page: 1,
        rowsPerPage: 5,
        sortBy: column.key,
        descending: true,
      });
      expect(response.statusCode, column.key).toBe(200);
    }
  });

  it('given an unknown sort key, it answers 400 with errors.sortBy', async () => {
    const response = await table(t.tokens.customer, {
      page: 1,
      rowsPerPage: 10,
      sortBy: 'order_id; drop table orders',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.sortBy).toHaveLength(1);
  });

  it('given a search, it answers only matching rows, across text and number columns', async () => {
    const sample = (await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 })).items[0]!;
    const byOrder = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, search: sample.orderNumber });
    expect(byOrder.total).toBeGreaterThan(0);
    expect(byOrder.items.every((r) => r.orderNumber === sample.orderNumber)).toBe(true);
    const byCity = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, search: 'HARDERWIJK' });
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.items.every((r) => r.address.includes('Harderwijk'))).toBe(true);
    const byFormat = await rows(t.tokens.customer, {
      page: 1,
      rowsPerPage: -1,
      search: sample.dimensions.replace(' × ', 'x'),
    });
    expect(byFormat.items.every((r) => r.dimensions === sample.dimensions)).toBe(true);
    const none = await rows(t.tokens.customer, { page: 1, rowsPerPage: 10, search: '100%_no_such' });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('shows a customer only the own client’s orders, and refuses another client with 403', async () => {
    const own = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 });
    const ids = await t.db.query<{ order_id: number }>('select order_id from orders where client_id = 1001');
    expect(own.items.map((r) => r.id).sort((a, b) => a - b)).toEqual(
      ids.map((r) => r.order_id).sort((a, b) => a - b),
    );
    expect((await table(t.tokens.customer, { page: 1, rowsPerPage: 10 }, 1002)).statusCode).toBe(403);
  });

  it('given an agent, it answers the named client’s orders and 403 for a client it does not act for', async () => {
    const forMuller = await rows(t.tokens.agent, { page: 1, rowsPerPage: -1 }, 1002);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int n from orders where client_id = 1002',
    )) as [{ n: number }];
    expect(forMuller.total).toBe(n);
    expect((await table(t.tokens.agent, { page: 1, rowsPerPage: 10 }, 1001)).statusCode).toBe(403);
    expect((await table(t.tokens.agent, { page: 1, rowsPerPage: 10 }, 1005)).statusCode).toBe(403);
  });
});

describe('POST /Order/ExportOrdersToExcel and ExportAllOrdersToExcel', () => {
  const view = { page: 2, rowsPerPage: 10, sortBy: ['dateOrder'], descending: [true], search: '' };

  it('exports the current page with the requested columns, dates as dates and numbers as numbers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ExportOrdersToExcel',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
      payload: { vueTableRequest: view, columnsToExport: ['orderNumber', 'dateOrder', 'weight', 'nope'] },
    });
    expect(response.statusCode).toBe(200);
    const disposition = String(response.headers['content-disposition']);
    expect(disposition).toMatch(/filename="orders-Van-Dijk-Verpakkingen-B-V-\d{4}-\d{2}-\d{2}-page-2\.xlsx"/);
    expect(disposition).toContain("filename*=UTF-8''orders-");
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order', 'Date order', 'Weight (kg)']);
    expect(sheet.rowCount).toBe(1 + 10);
    const page = await rows(t.tokens.customer, {
      page: 2,
      rowsPerPage: 10,
      sortBy: 'dateOrder',
      descending: true,
    });
    expect(sheet.getRow(2).getCell(1).value).toBe(page.items[0]!.orderNumber);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date(`${page.items[0]!.dateOrder}T00:00:00Z`));
    expect(sheet.getRow(2).getCell(3).value).toBe(page.items[0]!.weight);
  });

  it('exports every matching row for “all”, and all columns when none are named (legacy call)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ExportAllOrdersToExcel',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/filename="orders-[\w-]+-all\.xlsx"/);
    const sheet = await readWorkbook(response.rawPayload);
    const { total } = await rows(t.tokens.customer, { page: 1, rowsPerPage: 10 });
    expect(sheet.rowCount).toBe(1 + total);
    expect(sheet.getRow(1).cellCount).toBe(ORDER_COLUMNS.length);
  });

  it('neutralises text that a spreadsheet would run as a formula', async () => {
    const [row] = await t.db.query<{ order_id: number }>(
      'update orders set address = \'=HYPERLINK("http://evil")\' where order_id = (select min(order_id) from orders where client_id = 1001) returning order_id',
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ExportAllOrdersToExcel',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
      payload: {
        vueTableRequest: { page: 1, rowsPerPage: 10, sortBy: [], descending: [], search: 'hyperlink' },
        columnsToExport: ['address'],
      },
    });
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("http://evil")');
    expect(row).toBeDefined();
  });
});

describe('POST /Order/ReprintOrder', () => {
  it('answers the order confirmation as a PDF, and 404 for another client’s order', async () => {
    const own = (await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 })).items[0]!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ReprintOrder',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
      payload: { orderId: own.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const [other] = await t.db.query<{ order_id: number }>(
      'select order_id from orders where client_id = 1002 limit 1',
    );
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Order/ReprintOrder',
      headers: { authorization: `Bearer ${t.tokens.customer}` },
      payload: { orderId: other!.order_id },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
