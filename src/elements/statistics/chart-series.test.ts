import { describe, expect, it } from 'vitest';
import { axisTicks, chartProducts, monthlyTotals } from './chart-series.ts';

const row = (month: string, productCode: string, volumeKg: number, valueEur: number) => ({
  month,
  productCode,
  salesProductDescription: `Board ${productCode}`,
  volumeKg,
  valueEur,
});

const rows = [
  row('2026-02-01', 'B', 10, 20),
  row('2026-01-01', 'A', 100, 150),
  row('2026-02-01', 'A', 200, 250),
  row('2026-01-01', 'B', 5, 7),
];

describe('monthlyTotals', () => {
  it('sums every product per month, oldest month first', () => {
    expect(monthlyTotals(rows, null)).toEqual([
      { month: '2026-01-01', volumeKg: 105, valueEur: 157 },
      { month: '2026-02-01', volumeKg: 210, valueEur: 270 },
    ]);
  });

  it('given a product, it keeps only that product', () => {
    expect(monthlyTotals(rows, 'B')).toEqual([
      { month: '2026-01-01', volumeKg: 5, valueEur: 7 },
      { month: '2026-02-01', volumeKg: 10, valueEur: 20 },
    ]);
  });

  it('given no rows, it has no months', () => {
    expect(monthlyTotals([], null)).toEqual([]);
  });
});

describe('chartProducts', () => {
  it('lists each product once, by code', () => {
    expect(chartProducts(rows)).toEqual([
      { productCode: 'A', description: 'Board A' },
      { productCode: 'B', description: 'Board B' },
    ]);
  });
});

describe('axisTicks', () => {
  it('rounds the top up to a readable step', () => {
    expect(axisTicks(114_504)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(axisTicks(93.7)).toEqual([0, 25, 50, 75, 100]);
    expect(axisTicks(8)).toEqual([0, 2, 4, 6, 8]);
  });

  it('given nothing to show, it still has an axis', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
  });
});
