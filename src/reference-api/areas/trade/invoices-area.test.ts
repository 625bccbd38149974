import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from '../../../core/api/contract/invoices.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const post = (token: string, path: string, payload: object, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Invoice/${path}${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const rows = async (token: string, body: object, clientId?: number) => {
  const response = await post(token, 'GetAllInvoicesTable', body, clientId);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: InvoiceRow[]; total: number };
};
const today = new Date().toISOString().slice(0, 10);

describe('POST /Invoice/GetAllInvoicesTable', () => {
  it('shows open invoices with outstanding amounts and days due against today, some overdue', async () => {
    const all = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 })).items;
    const open = all.filter((i) => i.datePaid === null);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => i.outstanding > 0 && typeof i.daysDue === 'number')).toBe(true);
    const overdue = open.filter((i) => i.dateDue < today);
    expect(overdue.length).toBeGreaterThan(0);
    expect(overdue.every((i) => (i.daysDue ?? 0) > 0)).toBe(true);
    expect(
      all.filter((i) => i.datePaid !== null).every((i) => i.outstanding === 0 && i.daysDue === null),
    ).toBe(true);
  });

  it('gives foreign-currency invoices an amount in that currency', async () => {
    const all = (await rows(t.tokens.agent, { page: 1, rowsPerPage: -1 }, 1004)).items;
    expect(new Set(all.map((i) => i.currency))).toEqual(new Set(['USD', 'CNY']));
    expect(all.every((i) => (i.amountExclVatForeign ?? 0) > i.amountExclVatEur)).toBe(true);
  });

  it('sorts by date due and outstanding both ways, pages, and searches by invoice number', async () => {
    for (const key of ['dateDue', 'outstanding', 'invoiceNumber'] as const) {
      const asc = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key })).items.map(
        (i) => i[key],
      );
      const desc = (
        await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key, descending: true })
      ).items.map((i) => i[key]);
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0;
      expect(asc).toEqual([...asc].sort(compare));
      expect(desc).toEqual([...asc].sort(compare).reverse());
    }
    const page = await rows(t.tokens.customer, { page: 2, rowsPerPage: 25 });
    expect(page.items).toHaveLength(25);
    const target = page.items[3]!;
    const found = await rows(t.tokens.customer, { page: 1, rowsPerPage: 10, search: target.invoiceNumber });
    expect(found.items.map((i) => i.id)).toEqual([target.id]);
  });

  it('answers 400 for an unknown sort key and 403 for another client', async () => {
    expect(
      (await post(t.tokens.customer, 'GetAllInvoicesTable', { page: 1, rowsPerPage: 10, sortBy: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(t.tokens.customer, 'GetAllInvoicesTable', { page: 1, rowsPerPage: 10 }, 1003)).statusCode,
    ).toBe(403);
    expect(
      (await post(t.tokens.agent, 'GetAllInvoicesTable', { page: 1, rowsPerPage: 10 }, 1005)).statusCode,
    ).toBe(403);
  });
});

describe('Invoice exports and reprint', () => {
  it('exports money as numbers and dates as dates; all rows for “all”', async () => {
    const view = { page: 1, rowsPerPage: 10, sortBy: ['invoiceDate'], descending: [true], search: '' };
    const response = await post(t.tokens.customer, 'ExportInvoicesToExcel', {
      vueTableRequest: view,
      columnsToExport: ['invoiceNumber', 'invoiceDate', 'amountExclVatEur'],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(11);
    expect(sheet.getRow(2).getCell(2).value).toBeInstanceOf(Date);
    expect(typeof sheet.getRow(2).getCell(3).value).toBe('number');
    const all = await post(t.tokens.customer, 'ExportAllInvoicesToExcel', {
      vueTableRequest: view,
      columnsToExport: [],
    });
    const allBook = new ExcelJS.Workbook();
    await allBook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const { total } = await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 });
    expect(allBook.worksheets[0]!.rowCount).toBe(1 + total);
  });

  it('reprints an own invoice as a PDF and answers 404 for another client’s', async () => {
    const own = (await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 })).items[0]!;
    const pdf = await post(t.tokens.customer, 'ReprintInvoice', { invoiceId: own.id });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(String(pdf.headers['content-disposition'])).toContain(`invoice-${own.invoiceNumber}.pdf`);
    const [other] = await t.db.query<{ id: number }>(
      'select invoice_id id from invoices where client_id = 1004 limit 1',
    );
    expect((await post(t.tokens.customer, 'ReprintInvoice', { invoiceId: other!.id })).statusCode).toBe(404);
  });
});
