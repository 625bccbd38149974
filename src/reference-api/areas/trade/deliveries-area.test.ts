import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../../../core/api/contract/deliveries.ts';
import { testAppPerFile } from '../../testing/test-app-per-file.ts';

const t = testAppPerFile({
  scale: 'small',
  logins: { customer: 'customer@example.com', agent: 'agent@example.com' },
});

const post = (token: string, path: string, payload: object, clientId?: number) =>
  t.app.inject({
    method: 'POST',
    url: `/customerportal/Delivery/${path}${clientId ? `?clientId=${clientId}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const rows = async (token: string, body: object, clientId?: number) => {
  const response = await post(token, 'GetDeliveriesTable', body, clientId);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: DeliveryRow[]; total: number };
};

describe('POST /Delivery/GetDeliveriesTable', () => {
  it('pages the customer’s deliveries, road and ocean, each with a load number', async () => {
    const all = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 });
    expect(all.items).toHaveLength(all.total);
    expect(all.items.every((d) => /^L\d{4}-\d{5}$/.test(d.loadNumber))).toBe(true);
    const ocean = all.items.filter((d) => d.transportType === 'Ocean');
    expect(ocean.length).toBeGreaterThan(0);
    expect(ocean.every((d) => /^HLXU\d{7}$/.test(d.containerNumber ?? '') && d.carrier === 'hellmann')).toBe(
      true,
    );
    expect(all.items.some((d) => d.status === 'InTransit' && d.transportType === 'Road')).toBe(true);
    const page = await rows(t.tokens.customer, { page: 3, rowsPerPage: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.total).toBe(all.total);
  });

  it('sorts by departure, load number and weight in both directions', async () => {
    for (const key of ['dateDeparture', 'loadNumber', 'weight'] as const) {
      const asc = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key })).items.map(
        (d) => d[key],
      );
      const desc = (
        await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, sortBy: key, descending: true })
      ).items.map((d) => d[key]);
      const compare = (a: string | number, b: string | number) =>
        typeof a === 'number' && typeof b === 'number' ? a - b : a < b ? -1 : a > b ? 1 : 0;
      expect(asc).toEqual([...asc].sort(compare));
      expect(desc).toEqual([...asc].sort(compare).reverse());
    }
  });

  it('searches container numbers and statuses', async () => {
    const ocean = (await rows(t.tokens.customer, { page: 1, rowsPerPage: -1 })).items.find(
      (d) => d.containerNumber,
    )!;
    const found = await rows(t.tokens.customer, {
      page: 1,
      rowsPerPage: 10,
      search: ocean.containerNumber!.toLowerCase(),
    });
    expect(found.items.map((d) => d.id)).toEqual([ocean.id]);
    const inTransit = await rows(t.tokens.customer, { page: 1, rowsPerPage: -1, search: 'intransit' });
    expect(inTransit.total).toBeGreaterThan(0);
    expect(inTransit.items.every((d) => d.status === 'InTransit')).toBe(true);
  });

  it('answers 400 for an unknown sort key, 403 for a client the agent does not act for', async () => {
    const bad = await post(t.tokens.customer, 'GetDeliveriesTable', {
      page: 1,
      rowsPerPage: 10,
      sortBy: 'delivery_id',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('sortBy');
    expect(
      (await post(t.tokens.agent, 'GetDeliveriesTable', { page: 1, rowsPerPage: 10 }, 1001)).statusCode,
    ).toBe(403);
    const forAgent = await rows(t.tokens.agent, { page: 1, rowsPerPage: -1 }, 1004);
    const [{ n }] = (await t.db.query<{ n: number }>(
      'select count(*)::int n from deliveries where client_id = 1004',
    )) as [{ n: number }];
    expect(forAgent.total).toBe(n);
  });
});

describe('Delivery exports and delivery note', () => {
  it('exports the view (one page) or all rows, with filename and filename* for a non-ASCII client', async () => {
    const view = { page: 1, rowsPerPage: 5, sortBy: ['loadNumber'], descending: [false], search: '' };
    const load = async (path: string) => {
      const response = await post(
        t.tokens.agent,
        path,
        { vueTableRequest: view, columnsToExport: ['loadNumber', 'status'] },
        1002,
      );
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return { sheet: workbook.worksheets[0]!, disposition: String(response.headers['content-disposition']) };
    };
    const current = await load('ExportDeliveriesToExcel');
    expect(current.sheet.rowCount).toBe(6);
    expect(current.sheet.getRow(1).values).toEqual([undefined, 'Load number', 'Status']);
    expect(current.disposition).toMatch(/filename="deliveries-Muller-Kartonagen-GmbH-[\d-]+-page-1\.xlsx"/);
    expect(current.disposition).toContain("filename*=UTF-8''deliveries-M%C3%BCller-Kartonagen-GmbH-");
    const all = await load('ExportAllDeliveriesToExcel');
    expect(all.disposition).toMatch(/filename="deliveries-Muller-Kartonagen-GmbH-[\d-]+-all\.xlsx"/);
    const { total } = await rows(t.tokens.agent, { page: 1, rowsPerPage: 1 }, 1002);
    expect(all.sheet.rowCount).toBe(1 + total);
  });

  it('reprints the delivery note as a PDF, 404 for another client’s delivery', async () => {
    const own = (await rows(t.tokens.customer, { page: 1, rowsPerPage: 1 })).items[0]!;
    const pdf = await post(t.tokens.customer, 'ReprintDeliveryNote', { deliveryId: own.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const [other] = await t.db.query<{ id: number }>(
      'select delivery_id id from deliveries where client_id <> 1001 limit 1',
    );
    expect((await post(t.tokens.customer, 'ReprintDeliveryNote', { deliveryId: other!.id })).statusCode).toBe(
      404,
    );
  });
});
