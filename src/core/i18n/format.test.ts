import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatDimensionsMm,
  formatInteger,
  formatMoney,
  formatWeightKg,
  toDate,
} from './format.ts';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('writes a calendar date per language', () => {
    expect(formatDate('2026-03-07', 'nl')).toBe('07-03-2026');
    expect(formatDate('2026-03-07', 'en')).toBe('03/07/2026');
    expect(formatDate('2026-03-07', 'de')).toBe('07.03.2026');
    expect(formatDate('2026-03-07', 'zhHans')).toBe('2026/03/07');
  });

  it('reads a bare date as that local day, not UTC midnight', () => {
    expect(toDate('2026-01-01')?.getDate()).toBe(1);
  });

  it('gives an empty text for no date or an invalid one', () => {
    expect(formatDate(null, 'nl')).toBe('');
    expect(formatDate('not a date', 'nl')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds hours and minutes', () => {
    expect(formatDateTime(new Date(2026, 2, 7, 14, 5), 'nl')).toBe('07-03-2026, 14:05');
    expect(formatDateTime(undefined, 'nl')).toBe('');
  });
});

describe('number formats', () => {
  it('groups integers per language', () => {
    expect(formatInteger(1234567, 'nl')).toBe('1.234.567');
    expect(formatInteger(1234567, 'en')).toBe('1,234,567');
    expect(formatInteger(null, 'en')).toBe('');
  });

  it('writes decimals with a fixed number of digits', () => {
    expect(formatDecimal(1234.5, 'de')).toBe('1.234,50');
    expect(formatDecimal(0.125, 'en', 1)).toBe('0.1');
  });

  it('writes weights in kg', () => {
    expect(plain(formatWeightKg(1250, 'nl'))).toBe('1.250 kg');
    expect(plain(formatWeightKg(12.5, 'en', 1))).toBe('12.5 kg');
    expect(formatWeightKg(Number.NaN, 'en')).toBe('');
  });

  it('writes sheet dimensions in mm', () => {
    expect(formatDimensionsMm([1020, 720], 'nl')).toBe('1020 × 720 mm');
    expect(formatDimensionsMm([1020.5, null], 'de')).toBe('1020,5 mm');
    expect(formatDimensionsMm([], 'en')).toBe('');
  });

  it('writes money with its currency', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'nl'))).toBe('€ 1.234,50');
    expect(plain(formatMoney(1234.5, 'USD', 'en'))).toBe('$1,234.50');
    expect(plain(formatMoney(10, 'GBP', 'de'))).toBe('10,00 £');
  });

  it('still shows the amount for a currency code Intl rejects', () => {
    expect(formatMoney(10, 'EURO', 'en')).toBe('10.00 EURO');
  });
});
