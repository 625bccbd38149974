import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import { useMemo, useState } from 'react';
import type { SalesStatisticsRow } from '../../core/api/contract/statistics.ts';
import { formatMoney, formatWeightKg } from '../../core/i18n/format.ts';
import type { Translate } from '../../ui/element/use-portal-translation.ts';
import { chartProducts, monthlyTotals } from './chart-series.ts';
import { monthFormats } from './month-format.ts';
import { SalesBarChart } from './SalesBarChart.tsx';

export interface SalesChartProps {
  rows: readonly SalesStatisticsRow[];
  language: string;
  t: Translate<'statistics'>;
}

const ALL_PRODUCTS = '__all';

/** Volume and value per month for one product or all, as two bar charts with a table of the same numbers. */
export function SalesChart({ rows, language, t }: SalesChartProps) {
  const [productCode, setProductCode] = useState(ALL_PRODUCTS);
  const products = useMemo(() => chartProducts(rows), [rows]);
  const chosen = products.some((product) => product.productCode === productCode) ? productCode : ALL_PRODUCTS;
  const months = useMemo(() => monthlyTotals(rows, chosen === ALL_PRODUCTS ? null : chosen), [rows, chosen]);
  const formats = useMemo(() => monthFormats(language), [language]);
  const productName = chosen === ALL_PRODUCTS ? t('chart.allProducts') : chosen;
  const range =
    months.length > 0
      ? { from: formats.monthYear(months[0]?.month ?? ''), to: formats.monthYear(months.at(-1)?.month ?? '') }
      : null;
  const kg = (value: number) => formatWeightKg(value, language);
  const eur = (value: number) => formatMoney(value, 'EUR', language);

  return (
    <section className="sales-chart" aria-labelledby="sales-chart-title" part="chart-section">
      <div className="chart-head">
        <h3 id="sales-chart-title" className="chart-title">
          {t('chart.title')}
        </h3>
        <cp-sl-select
          className="product-select"
          size="small"
          label={t('chart.product')}
          value={chosen}
          onsl-change={(event) => setProductCode((event.target as HTMLSelectElement).value)}
        >
          <cp-sl-option value={ALL_PRODUCTS}>{t('chart.allProducts')}</cp-sl-option>
          {products.map((product) => (
            <cp-sl-option key={product.productCode} value={product.productCode}>
              {product.productCode}
            </cp-sl-option>
          ))}
        </cp-sl-select>
      </div>
      {months.length === 0 ? (
        <p className="chart-empty">{t('chart.noData')}</p>
      ) : (
        <>
          <div className="charts">
            <SalesBarChart
              months={months}
              measure="volumeKg"
              title={t('chart.volumeTitle')}
              description={t('chart.description', {
                measure: t('chart.volume'),
                product: productName,
                ...range,
              })}
              formatValue={kg}
              formatTick={formats.compact}
              formatMonth={formats.monthYear}
              formatAxisMonth={formats.axisMonth}
            />
            <SalesBarChart
              months={months}
              measure="valueEur"
              title={t('chart.valueTitle')}
              description={t('chart.description', {
                measure: t('chart.value'),
                product: productName,
                ...range,
              })}
              formatValue={eur}
              formatTick={formats.compact}
              formatMonth={formats.monthYear}
              formatAxisMonth={formats.axisMonth}
            />
          </div>
          <details className="chart-table" part="chart-table">
            <summary>{t('chart.showTable')}</summary>
            <table>
              <caption>{`${t('chart.title')}: ${productName}`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.month')}</th>
                  <th scope="col">{t('chart.volumeTitle')}</th>
                  <th scope="col">{t('chart.valueTitle')}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month}>
                    <th scope="row">{formats.monthYear(month.month)}</th>
                    <td>{kg(month.volumeKg)}</td>
                    <td>{eur(month.valueEur)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
