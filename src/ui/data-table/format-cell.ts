import type { ColumnKind } from '../../core/api/contract/table-columns.ts';
import {
  formatDate,
  formatDecimal,
  formatDimensionsMm,
  formatInteger,
  formatMoney,
  formatWeightKg,
} from '../../core/i18n/format.ts';

/** Currency of money columns that do not name their own (the portal's amounts are in euro). */
const DEFAULT_CURRENCY = 'EUR';

function formatNumber(value: number, language: string): string {
  return Number.isInteger(value) ? formatInteger(value, language) : formatDecimal(value, language);
}

/** Formats one cell value of a column kind for the active language; null and undefined show as ''. */
export function formatCell(value: unknown, kind: ColumnKind, language: string): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'date':
      return typeof value === 'string' || typeof value === 'number' || value instanceof Date
        ? formatDate(value, language)
        : '';
    case 'number':
      return typeof value === 'number' ? formatNumber(value, language) : String(value);
    case 'weight':
      return typeof value === 'number' ? formatWeightKg(value, language) : String(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value, DEFAULT_CURRENCY, language) : String(value);
    case 'dimension':
      // The server sends `width × length` text already; arrays of sides are formatted here.
      return Array.isArray(value) ? formatDimensionsMm(value, language) : String(value);
    default:
      return String(value);
  }
}

/** Longer identifiers (e-mail addresses) take a card's whole width, so they stay on one line there. */
const LONG_IDENTIFIER_CHARS = 12;

/** What {@link cellClassName} reads of a column. */
export interface CellClassColumn {
  key: string;
  kind?: ColumnKind;
  identifier?: boolean;
}

/** The class names of a column's cells: its kind, and whether it holds an identifier. */
export function cellClassName<T>(column: CellClassColumn, row: T, language: string): string {
  const names = [`kind-${column.kind ?? 'text'}`];
  if (column.identifier) {
    names.push('id-cell');
    const text = formatCell((row as Record<string, unknown>)[column.key], 'text', language);
    if (text.length > LONG_IDENTIFIER_CHARS) names.push('id-cell--long');
  }
  return names.join(' ');
}
