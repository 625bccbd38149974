import { dateLocaleFor } from './supported-languages.ts';

// Building an Intl formatter costs far more than using one, and tables format thousands of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = dateLocaleFor(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = dateLocaleFor(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export type DateInput = Date | string | number | null | undefined;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads a Date, epoch ms or ISO string; a bare `YYYY-MM-DD` is a local calendar date, not UTC midnight. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const parts = DATE_ONLY.exec(value);
    if (parts) return new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A calendar date in the language's style (`31-12-2026`, `12/31/2026`); '' for no or an invalid date. */
export function formatDate(value: DateInput, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date) : '';
}

/** A date with hours and minutes; '' for no or an invalid date. */
export function formatDateTime(value: DateInput, language: string): string {
  const date = toDate(value);
  if (!date) return '';
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  };
  return dateFormat(language, options).format(date);
}

/** Hours and minutes only (`14:05`); '' for no or an invalid date. */
export function formatTime(value: DateInput, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { hour: '2-digit', minute: '2-digit' }).format(date) : '';
}

/** A whole number with the language's grouping (`12.345` in nl); '' for no number. */
export function formatInteger(value: number | null | undefined, language: string): string {
  return isNumber(value) ? numberFormat(language, { maximumFractionDigits: 0 }).format(value) : '';
}

/** A decimal number with exactly `fractionDigits` digits (default 2); '' for no number. */
export function formatDecimal(
  value: number | null | undefined,
  language: string,
  fractionDigits = 2,
): string {
  if (!isNumber(value)) return '';
  const options = { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(language, options).format(value);
}

/** A weight in kilograms (`1.250 kg`), whole kilograms unless `fractionDigits` says otherwise. */
export function formatWeightKg(
  value: number | null | undefined,
  language: string,
  fractionDigits = 0,
): string {
  if (!isNumber(value)) return '';
  const options = {
    style: 'unit',
    unit: 'kilogram',
    unitDisplay: 'short',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  } as const;
  return numberFormat(language, options).format(value);
}

/** Sheet dimensions in millimetres, `1020 × 720 mm`; sides that are missing are left out. */
export function formatDimensionsMm(
  sides: ReadonlyArray<number | null | undefined>,
  language: string,
): string {
  const format = numberFormat(language, { maximumFractionDigits: 1, useGrouping: false });
  const known = sides.filter(isNumber).map((side) => format.format(side));
  return known.length > 0 ? `${known.join(' × ')} mm` : '';
}

/** An amount with its ISO currency code (`€ 1.234,50`, `USD 10.00` style per language); '' for no amount. */
export function formatMoney(value: number | null | undefined, currency: string, language: string): string {
  if (!isNumber(value)) return '';
  try {
    return numberFormat(language, { style: 'currency', currency }).format(value);
  } catch {
    // An unknown currency code from the server still shows the amount rather than nothing.
    return `${formatDecimal(value, language)} ${currency}`.trim();
  }
}
