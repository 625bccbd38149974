import { useId } from 'react';
import { axisTicks, type MonthTotals } from './chart-series.ts';

export interface SalesBarChartProps {
  months: readonly MonthTotals[];
  measure: 'volumeKg' | 'valueEur';
  /** Chart title, e.g. "Volume (kg) per month". */
  title: string;
  /** What the chart shows in a sentence, for screen readers. */
  description: string;
  formatValue: (value: number) => string;
  /** Short axis label of a value (compact: `50K`). */
  formatTick: (value: number) => string;
  formatMonth: (month: string) => string;
  /** Axis label of a month (`Nov`) and its year, which is written where it changes. */
  formatAxisMonth: (month: string) => { month: string; year: string };
}

const WIDTH = 560;
const HEIGHT = 240;
const PLOT = { left: 56, right: 8, top: 12, bottom: 40 };

/**
 * A bar chart of one measure per month as plain SVG: grid lines and labels on a rounded y axis,
 * one bar per month with a `<title>` giving month and value. Colours come from theme tokens.
 */
export function SalesBarChart(props: SalesBarChartProps) {
  const { months, measure } = props;
  const titleId = useId();
  const descriptionId = useId();
  const max = Math.max(0, ...months.map((month) => month[measure]));
  const ticks = axisTicks(max);
  const top = ticks.at(-1) ?? 1;
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(months.length, 1);
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  // Every month is labelled while they fit; with two years of months every other one is.
  const labelEvery = months.length > 14 ? 2 : 1;
  const labels = months
    .map((month, index) => ({ index, ...props.formatAxisMonth(month.month) }))
    .filter((label) => label.index % labelEvery === 0)
    .map((label, position, all) => ({
      ...label,
      showYear: position === 0 || all[position - 1]?.year !== label.year,
    }));

  return (
    <figure className={`chart chart-${measure}`} part="chart">
      <figcaption>{props.title}</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descriptionId}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{props.title}</title>
        <desc id={descriptionId}>{props.description}</desc>
        <g className="grid">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
              <text x={PLOT.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {props.formatTick(tick)}
              </text>
            </g>
          ))}
        </g>
        <g className="bars">
          {months.map((month, index) => {
            const height = (month[measure] / top) * plotHeight;
            return (
              <rect
                key={month.month}
                className="bar"
                x={PLOT.left + index * slot + slot * 0.15}
                y={PLOT.top + plotHeight - height}
                width={slot * 0.7}
                height={height}
              >
                <title>{`${props.formatMonth(month.month)}: ${props.formatValue(month[measure])}`}</title>
              </rect>
            );
          })}
        </g>
        <g className="x-axis">
          <line
            x1={PLOT.left}
            x2={WIDTH - PLOT.right}
            y1={PLOT.top + plotHeight}
            y2={PLOT.top + plotHeight}
          />
          {labels.map((label) => {
            const x = PLOT.left + label.index * slot + slot / 2;
            return (
              <text key={label.index} x={x} y={PLOT.top + plotHeight + 14} textAnchor="middle">
                {label.month}
                {label.showYear && (
                  <tspan x={x} dy={13}>
                    {label.year}
                  </tspan>
                )}
              </text>
            );
          })}
        </g>
      </svg>
    </figure>
  );
}
