import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SalesStatisticsRow } from '../../../core/api/contract/statistics.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const post = (token: string, path: string, payload: object, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/SalesStatistics/${path}${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const rows = async (token: string, body: object, clientId?: number) => {
  const response = await post(token, 'GetSalesStatisticsList', body, clientId);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: SalesStatisticsRow[]; total: number };
};

describe('POST /SalesStatistics/GetSalesStatisticsList', () => {
  it('covers the last 24 months per product, newest first by default', async () => {
    const all = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 })).items;
    const months = [...new Set(all.map((r) => r.month))];
    expect(months).toHaveLength(24);
    expect(months[0]).toBe(`${new Date().toISOString().slice(0, 7)}-01`);
    expect(all.every((r) => r.volumeKg > 0 && r.valueEur > 0)).toBe(true);
  });

  it('sorts by value both ways, pages, and searches by product code', async () => {
    const asc = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: 'valueEur' })).items.map(
      (r) => r.valueEur,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = await rows(t.tokens.customer, {
      page: 1,
      rowsPerPage: 10,
      sortBy: 'valueEur',
      descending: true,
    });
    expect(desc.items[0]!.valueEur).toBe(Math.max(...asc));
    const code = desc.items[0]!.productCode;
    const found = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, search: code });
    expect(found.total).toBe(24);
    expect(found.items.every((r) => r.productCode === code)).toBe(true);
  });

  it('answers 400 for an unknown sort key and 403 for a client the agent does not act for', async () => {
    expect(
      (await post(t.tokens.customer, 'GetSalesStatisticsList', { page: 1, rowsPerPage: 10, sortBy: 'y' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post(t.tokens.agent, 'GetSalesStatisticsList', { page: 1, rowsPerPage: 10 }, 1001)).statusCode,
    ).toBe(403);
    expect((await rows(t.tokens.agent, { page: 1, rowsPerPage: 1 }, 1003)).total).toBeGreaterThan(0);
  });

  it('exports the view and all rows', async () => {
    const vueTableRequest = { page: 1, rowsPerPage: 10, sortBy: ['month'], descending: [true], search: '' };
    const { total } = await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 });
    for (const [path, expected] of [
      ['ExportSalesStatisticsToExcel', 10],
      ['ExportAllSalesStatisticsToExcel', total],
    ] as const) {
      const response = await post(t.tokens.customer, path, {
        vueTableRequest,
        columnsToExport: ['month', 'volumeKg'],
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.rowCount).toBe(1 + expected);
    }
  });
});
