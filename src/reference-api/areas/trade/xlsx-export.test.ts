import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ORDER_COLUMNS } from '../../../core/api/contract/table-columns.ts';
import { buildWorkbook, exportColumns, exportFilename, neutraliseFormula } from './xlsx-export.ts';

describe('neutraliseFormula', () => {
  it('prefixes text starting with = + - @ tab or CR with an apostrophe, and leaves other text alone', () => {
    for (const text of ['=1+1', '+31 20', '-2', '@SUM(A1)', '\t=1', '\rcmd'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['Harderwijk', '1020 × 720', '', ' =1']) expect(neutraliseFormula(text)).toBe(text);
  });
});

describe('exportColumns', () => {
  it('keeps the requested order, ignores unknown keys and falls back to every column', () => {
    expect(exportColumns(ORDER_COLUMNS, ['weight', 'bogus', 'orderNumber']).map((c) => c.key)).toEqual([
      'weight',
      'orderNumber',
    ]);
    expect(exportColumns(ORDER_COLUMNS, ['bogus'])).toHaveLength(ORDER_COLUMNS.length);
    expect(exportColumns(ORDER_COLUMNS, undefined)).toHaveLength(ORDER_COLUMNS.length);
  });
});

describe('buildWorkbook', () => {
  it('writes titles, dates as dates, numbers as numbers, nulls as empty cells', async () => {
    const columns = exportColumns(ORDER_COLUMNS, ['orderNumber', 'dateOrder', 'weight', 'calloff']);
    const data = await buildWorkbook('Orders', columns, [
      { orderNumber: '4500001', dateOrder: '2026-11-22', weight: 1234.5, calloff: null },
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Order', 'Date order', 'Weight (kg)', 'Call-off']);
    expect(sheet.getRow(2).getCell(2).value).toEqual(new Date('2026-11-22T00:00:00Z'));
    expect(sheet.getRow(2).getCell(3).value).toBe(1234.5);
    expect(sheet.getRow(2).getCell(4).value).toBeNull();
  });
});

describe('exportFilename', () => {
  it('names the area, the client in its own script, the day and what was exported', () => {
    const day = new Date('2026-11-22T10:00:00Z');
    expect(exportFilename('orders', 'Müller Kartonagen GmbH', { all: true }, day)).toBe(
      'orders-Müller-Kartonagen-GmbH-2026-11-22-all.xlsx',
    );
    expect(exportFilename('orders', null, { all: false, page: 3 }, day)).toBe(
      'orders-2026-11-22-page-3.xlsx',
    );
  });

  it('given the two export buttons of one view, it names their files apart', () => {
    const day = new Date('2026-11-22T10:00:00Z');
    expect(exportFilename('invoices', 'Van Dijk', { all: false, page: 1 }, day)).not.toBe(
      exportFilename('invoices', 'Van Dijk', { all: true }, day),
    );
  });
});
