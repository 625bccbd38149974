import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../testing/test-app-per-file.ts';

const t = testAppPerFile({ logins: { customer: 'customer@example.com', agent: 'agent@example.com' } });
/** The authorization header of one of the file's logins. */
const bearer = (login: keyof typeof t.tokens) => ({ authorization: `Bearer ${t.tokens[login]}` });

const call = (name: 'HasPricelist' | 'GetPricelist', headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'POST', url: `/customerportal/Pricelist/${name}${query}`, headers });

describe('price list', () => {
  it('given the demo customer, it has a price list', async () => {
    const response = await call('HasPricelist', bearer('customer'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hasPricelist: true });
  });

  it("given an agent acting for Müller, it downloads a workbook with the client's prices and a non-ASCII name", async () => {
    const response = await call('GetPricelist', bearer('agent'), '?clientId=1002');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent('Price list Müller Kartonagen GmbH 2027.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(String(sheet.getCell('A1').value)).toContain('Müller Kartonagen GmbH');
    expect(sheet.getCell('A4').value).toBe('Grade');
    expect(typeof sheet.getCell('E5').value).toBe('number');
    expect(sheet.rowCount).toBeGreaterThan(20);
  });

  it('given accept-language de, the workbook is written in German', async () => {
    const response = await call(
      'GetPricelist',
      { ...bearer('agent'), 'accept-language': 'de' },
      '?clientId=1002',
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Preisliste');
    expect(String(sheet.getCell('A1').value)).toBe('Preisliste Müller Kartonagen GmbH (C-1002)');
    expect(String(sheet.getCell('A2').value)).toMatch(
      /^Gültig ab \d{4}-\d{2}-\d{2}, Preise pro Tonne in EUR/,
    );
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Sorte',
      'Grammatur (g/m²)',
      'Breite (mm)',
      'Länge (mm)',
      'Preis pro Tonne (EUR)',
      'Mindestbestellmenge (kg)',
    ]);
  });

  it.each([
    ['nl', 'Prijslijst Van Dijk Verpakkingen B.V. 2027.xlsx'],
    ['de', 'Preisliste Van Dijk Verpakkingen B.V. 2027.xlsx'],
    ['zhHans', '价格表 Van Dijk Verpakkingen B.V. 2027.xlsx'],
    ['en', 'Price list Van Dijk Verpakkingen B.V. 2027.xlsx'],
  ])('given accept-language %s, the file is named in that language', async (language, name) => {
    const response = await call('GetPricelist', { ...bearer('customer'), 'accept-language': language });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });

  it('given client 1004, it has none and the download answers 404', async () => {
    expect((await call('HasPricelist', bearer('agent'), '?clientId=1004')).json()).toEqual({
      hasPricelist: false,
    });
    expect((await call('GetPricelist', bearer('agent'), '?clientId=1004')).statusCode).toBe(404);
  });

  it('given a customer naming another client, it answers 403', async () => {
    expect((await call('GetPricelist', bearer('customer'), '?clientId=1002')).statusCode).toBe(403);
  });
});
