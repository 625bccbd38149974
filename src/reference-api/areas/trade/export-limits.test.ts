import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoLoginToken } from '../../db/seed/accounts-seed.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

// Issue 23 §6: three concurrent "export all" stalled every other call for 14 s, and a login-link
// session could export. Exports are now capped in rows, in running exports per login and in all,
// refused to login-link sessions, and read in chunks.
const MAX_ROWS = 150;

// Small chunks, so the seed's few orders already take several chunks.
const t = testAppPerFile({
  exports: { maxRows: MAX_ROWS, perLogin: 1, overall: 2, chunkRows: 40 },
  logins: { customer: 'customer@example.com', agent: 'agent@example.com', staff: 'staff@example.com' },
});

const exportAll = (token: string, body: object = {}, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Order/ExportAllOrdersToExcel${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body,
  });

const exportView = (token: string, body: object, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Order/ExportOrdersToExcel${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    payload: body,
  });

const view = (rowsPerPage: number) => ({
  vueTableRequest: { page: 1, rowsPerPage, sortBy: ['orderNumber'], descending: [false] },
  columnsToExport: ['orderNumber', 'dateOrder', 'weight'],
});

/** The order numbers of the first page of the client's orders, as the table lists them. */
async function listedOrderNumbers(token: string, rowsPerPage: number): Promise<string[]> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/customerportal/Order/GetOrdersTable',
    headers: { authorization: `Bearer ${token}` },
    payload: { page: 1, rowsPerPage, sortBy: 'orderNumber', descending: false },
  });
  return answer.json().items.map((row: { orderNumber: string }) => row.orderNumber);
}

/**
 * Holds every page query of a table (not the counts) until `release` is called, so exports that
 * reached their first chunk stay running while the test sends more.
 */
function holdPageQueries() {
  const query = t.db.query;
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  t.db.query = (async (sql: string, params?: readonly unknown[]) => {
    if (sql.includes('AS __id')) {
      held++;
      await released;
    }
    return query.call(t.db, sql, params);
  }) as typeof t.db.query;
  return {
    held: () => held,
    release: () => {
      t.db.query = query;
      release();
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the rows of an export', () => {
  it('given an export within the row cap, the file holds the rows of the view in the table’s order, read in chunks', async () => {
    const expected = await listedOrderNumbers(t.tokens.customer, 120);
    expect(expected).toHaveLength(120);
    const answer = await exportView(t.tokens.customer, view(120));
    expect(answer.statusCode, answer.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order', 'Date order', 'Weight (kg)']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const numbers: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) numbers.push(String(row.getCell(1).value));
    });
    expect(numbers).toEqual(expected);
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(2).getCell(3).value).toBe('number');
  });

  it('given more matching rows than the cap, it answers 400 saying how many and what is allowed', async () => {
    expect((await listedOrderNumbers(t.tokens.customer, -1)).length).toBeGreaterThan(MAX_ROWS);
    const answer = await exportAll(t.tokens.customer);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().title).toMatch(new RegExp(`more than the ${MAX_ROWS} allowed`));
    expect(answer.json().errors['']).toEqual([answer.json().title]);
  });
});

describe('exports running at once', () => {
  it('given an export running, a second one of the same login answers 429 with Retry-After', async () => {
    const hold = holdPageQueries();
    const first = exportView(t.tokens.customer, view(100));
    await until(() => hold.held() > 0);
    const second = await exportView(t.tokens.customer, view(100));
    expect(second.statusCode, second.body).toBe(429);
    expect(second.headers['retry-after']).toBe('10');
    expect(second.json().title).toMatch(/previous export is still being made/);
    hold.release();
    expect((await first).statusCode).toBe(200);
    // Once it is done, the login may export again.
    expect((await exportView(t.tokens.customer, view(100))).statusCode).toBe(200);
  });

  it('given two exports running, a third from another login answers 429; after them it is answered', async () => {
    const hold = holdPageQueries();
    const first = exportView(t.tokens.customer, view(100));
    await until(() => hold.held() > 0);
    const second = exportView(t.tokens.agent, view(100), 1002);
    await until(() => hold.held() > 1);
    const third = await exportView(t.tokens.staff, view(100), 1003);
    expect(third.statusCode, third.body).toBe(429);
    expect(third.headers['retry-after']).toBe('10');
    expect(third.json().title).toMatch(/other exports/);
    hold.release();
    expect([(await first).statusCode, (await second).statusCode]).toEqual([200, 200]);
    expect((await exportView(t.tokens.staff, view(100), 1003)).statusCode).toBe(200);
  });

  it('given an export that fails, its slot is given back', async () => {
    const unsortable = view(10);
    unsortable.vueTableRequest.sortBy = ['nope'];
    const bad = await exportView(t.tokens.customer, unsortable);
    expect(bad.statusCode, bad.body).toBe(400);
    expect((await exportView(t.tokens.customer, view(100))).statusCode).toBe(200);
  });
});

describe('who may export', () => {
  it('given a login-link session, every export answers 403; its tables still answer', async () => {
    const session = await t.app.inject({
      method: 'POST',
      url: '/customerportal/Authentication/LoginWithToken',
      payload: { token: demoLoginToken },
    });
    const token = session.json().accessToken as string;
    for (const path of [
      '/Order/ExportAllOrdersToExcel',
      '/Order/ExportOrdersToExcel',
      '/Delivery/ExportAllDeliveriesToExcel',
      '/Delivery/ExportDeliveriesToExcel',
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: `/customerportal${path}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
        payload: view(10),
      });
      expect(answer.statusCode, path).toBe(403);
      expect(answer.json().title).toBe('This is not available when you logged in with a login link');
    }
    expect((await listedOrderNumbers(token, 10)).length).toBeGreaterThan(0);
  });
});
