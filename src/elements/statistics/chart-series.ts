import type { SalesStatisticsRow } from '../../core/api/contract/statistics.ts';

/** One month of the chart: the summed volume and value of the chosen products. */
export interface MonthTotals {
  /** First day of the month, `YYYY-MM-DD`. */
  month: string;
  volumeKg: number;
  valueEur: number;
}

/** A product the statistics mention, for the product choice. */
export interface ChartProduct {
  productCode: string;
  description: string;
}

type ChartRow = Pick<
  SalesStatisticsRow,
  'month' | 'productCode' | 'salesProductDescription' | 'volumeKg' | 'valueEur'
>;

/** Volume and value per month, oldest first, of one product or (productCode null) of all products. */
export function monthlyTotals(rows: readonly ChartRow[], productCode: string | null): MonthTotals[] {
  const byMonth = new Map<string, MonthTotals>();
  for (const row of rows) {
    if (productCode !== null && row.productCode !== productCode) continue;
    const totals = byMonth.get(row.month) ?? { month: row.month, volumeKg: 0, valueEur: 0 };
    totals.volumeKg += row.volumeKg;
    totals.valueEur += row.valueEur;
    byMonth.set(row.month, totals);
  }
  return [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** The products in the statistics, by product code. */
export function chartProducts(rows: readonly ChartRow[]): ChartProduct[] {
  const products = new Map<string, ChartProduct>();
  for (const row of rows) {
    if (!products.has(row.productCode)) {
      products.set(row.productCode, {
        productCode: row.productCode,
        description: row.salesProductDescription,
      });
    }
  }
  return [...products.values()].sort((a, b) => a.productCode.localeCompare(b.productCode));
}

/**
 * A y axis from 0 to a round top above `max` with `count` equal steps of 1, 2, 2.5 or 5 × 10ⁿ,
 * so grid lines fall on numbers people read at a glance.
 */
export function axisTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude;
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}
