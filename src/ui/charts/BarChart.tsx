// Vertical bars, one per category (e.g. points lost by par type). Bars grow from zero, so
// negative values (strokes gained) hang below the axis in the danger colour.
import { useId } from 'react';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { chartsText } from './i18n/index.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { defaultFormat, PLOT, plotWidth, valueRange, VIEW_HEIGHT, VIEW_WIDTH, yOf } from './chart-geometry.ts';
import './chart.css';
import './bar-chart.css';

export interface Bar {
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  bars: readonly Bar[];
  /** Header of the value column of the data table. */
  valueLabel: string;
  /** Header of the category column. */
  labelHeader?: string;
  formatValue?: (value: number) => string;
  summary?: string;
}

/** "Title: A 1.2, B 0.8, C 0.3." */
export function barChartSummary(title: string, bars: readonly Bar[], format: (v: number) => string, t: Translate<KeyOf<typeof chartsText>> = chartsText.t): string {
  if (bars.length === 0) return t('chart.summaryEmpty', { title });
  return t('chart.barSummary', { title, bars: bars.map((b) => `${b.label} ${format(b.value)}`).join(', ') });
}

/** Share of each bar's slot the bar fills; the rest is the gap between bars. */
const BAR_FILL = 0.6;

export function BarChart({ title, bars, valueLabel, labelHeader, formatValue = defaultFormat, summary }: BarChartProps) {
  const t = useT(chartsText);
  // Named by its caption (figcaption alone is not named in every browser and test DOM).
  const captionId = useId();
  const range = valueRange(
    bars.map((b) => b.value),
    true,
  );
  const slot = bars.length > 0 ? plotWidth / bars.length : plotWidth;
  const width = slot * BAR_FILL;
  const zero = yOf(0, range);
  const label = summary ?? barChartSummary(title, bars, formatValue, t);

  return (
    <figure className="chart bar-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="chart-empty">{t('chart.noData')}</p>
      ) : (
        <svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} role="img" aria-label={label}>
          {bars.map((b, i) => {
            const x = PLOT.left + i * slot + (slot - width) / 2;
            const y = yOf(b.value, range);
            const negative = b.value < 0;
            return (
              <g key={i}>
                <rect
                  className={negative ? 'bar-chart-bar bar-chart-bar-negative' : 'bar-chart-bar'}
                  x={x}
                  y={Math.min(y, zero)}
                  width={width}
                  height={Math.abs(zero - y)}
                />
                <text className="bar-chart-value" x={x + width / 2} y={negative ? y + 10 : y - 3} textAnchor="middle">
                  {formatValue(b.value)}
                </text>
                <text className="chart-label" x={x + width / 2} y={VIEW_HEIGHT - 6} textAnchor="middle">
                  {b.label}
                </text>
              </g>
            );
          })}
          <line className="chart-axis" x1={PLOT.left} x2={VIEW_WIDTH - PLOT.right} y1={zero} y2={zero} />
        </svg>
      )}
      <ChartDataTable caption={title} headers={[labelHeader ?? t('chart.category'), valueLabel]} rows={bars.map((b) => [b.label, formatValue(b.value)])} />
    </figure>
  );
}
