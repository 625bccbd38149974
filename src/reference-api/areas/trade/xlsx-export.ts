import { PassThrough } from 'node:stream';
import { finished } from 'node:stream/promises';
import type ExcelJS from 'exceljs';
import type { ColumnKind, TableColumn } from '../../../core/api/contract/table-columns.ts';

// exceljs is loaded on the first workbook, not at start: it costs ~30 MB and a second or two of start-up.
const loadExcelJs = async () => (await import('exceljs')).default;

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  date: 'yyyy-mm-dd',
  number: '#,##0',
  weight: '#,##0.0',
  money: '#,##0.00',
};

/** The columns to export: the requested keys in their order, unknown keys ignored; none asked → all. */
export function exportColumns(
  all: readonly TableColumn[],
  requested: readonly string[] | undefined,
): TableColumn[] {
  const byKey = new Map(all.map((column) => [column.key, column]));
  const chosen = (requested ?? []).flatMap((key) => byKey.get(key) ?? []);
  const unique = [...new Set(chosen)];
  return unique.length > 0 ? unique : [...all];
}

/**
 * Text that a spreadsheet would read as a formula (or that hides one behind a tab or carriage
 * return) gets a leading apostrophe, so an address like `=HYPERLINK(…)` stays text (CSV injection).
 */
export function neutraliseFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function cellValue(kind: ColumnKind, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return new Date(`${value}T00:00:00Z`);
  }
  if (typeof value === 'number') return value;
  return neutraliseFormula(String(value));
}

type Rows = readonly Record<string, unknown>[];

/**
 * An .xlsx workbook of one sheet: a bold header row of English titles, then one row per item.
 * Written by ExcelJS's streaming writer (each row committed as it is added, zipped by zlib off
 * the event loop) from rows in chunks, with a turn of the event loop after each chunk, so other
 * requests are answered while a large export is made.
 */
export async function buildWorkbook(
  sheetName: string,
  columns: readonly TableColumn[],
  rows: Rows | AsyncIterable<Rows>,
): Promise<Buffer> {
  const { stream } = await loadExcelJs();
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (part: Buffer) => parts.push(part));
  const written = finished(out);
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Customer Portal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.title,
    key: column.key,
    width: Math.max(12, Math.min(48, column.title.length + 4)),
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  const chunks: AsyncIterable<Rows> | Rows[] = Symbol.asyncIterator in rows ? rows : [rows as Rows];
  for await (const chunk of chunks) {
    for (const row of chunk)
      sheet.addRow(columns.map((column) => cellValue(column.kind, row[column.key]))).commit();
    await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  await written;
  return Buffer.concat(parts);
}

/** What an export holds: every row matching the search, or one page of the view. */
export type ExportScope = { all: true } | { all: false; page: number };

/** How a file name says what was exported: every row, or page n of the view. */
export interface ExportScopeWords {
  all: string;
  page: (page: number) => string;
}

const ENGLISH_SCOPE: ExportScopeWords = { all: 'all', page: (page) => `page-${page}` };

/**
 * `orders-Müller-Kartonagen-GmbH-2026-11-22-all.xlsx` or `…-2026-11-22-page-3.xlsx`: the area, the
 * client's name (any script), the day and what was exported, so the two export buttons' files differ.
 * `name` and `words` put the area and the scope in the user's language (`Aufträge-…-Seite-3.xlsx`).
 */
export function exportFilename(
  name: string,
  clientName: string | null,
  scope: ExportScope,
  now: Date = new Date(),
  words: ExportScopeWords = ENGLISH_SCOPE,
): string {
  const part = (text: string | null) => (text ?? '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  const what = scope.all ? words.all : words.page(scope.page);
  return `${[part(name), part(clientName), now.toISOString().slice(0, 10), what].filter(Boolean).join('-')}.xlsx`;
}
