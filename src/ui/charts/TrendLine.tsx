// A line chart with a point per value (e.g. the handicap index after each round, points per
// round). A null value leaves a gap in the line.
import { useId } from 'react';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { chartsText } from './i18n/index.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { defaultFormat, PLOT, plotWidth, valueRange, VIEW_HEIGHT, VIEW_WIDTH, yOf } from './chart-geometry.ts';
import './chart.css';
import './trend-line.css';

export interface TrendLinePoint {
  /** Shown under the first and last points and in the data table (e.g. a date). */
  label: string;
  value: number | null;
  /** Drawn filled, e.g. the differentials that count for the index. */
  marked?: boolean;
}

export interface TrendLineProps {
  title: string;
  points: readonly TrendLinePoint[];
  /** Header of the value column of the data table, e.g. "Handicap index". */
  valueLabel: string;
  /** Header of the label column, e.g. "Date". */
  labelHeader?: string;
  formatValue?: (value: number) => string;
  /** Replaces the generated summary read by screen readers. */
  summary?: string;
  /** What a marked point means, added to its row of the data table (e.g. "counts"). */
  markedNote?: string;
}

/** "Title: 12 values from A to B; lowest x, highest y, latest z." */
export function trendLineSummary(title: string, points: readonly TrendLinePoint[], format: (v: number) => string, t: Translate<KeyOf<typeof chartsText>> = chartsText.t): string {
  const present = points.filter((p): p is TrendLinePoint & { value: number } => p.value !== null);
  const last = present[present.length - 1];
  if (!last) return t('chart.summaryEmpty', { title });
  const values = present.map((p) => p.value);
  return t('chart.trendSummary', {
    title,
    count: present.length,
    first: present[0]?.label ?? '',
    last: last.label,
    lowest: format(Math.min(...values)),
    highest: format(Math.max(...values)),
    latest: format(last.value),
  });
}

export function TrendLine({
  title,
  points,
  valueLabel,
  labelHeader,
  formatValue = defaultFormat,
  summary,
  markedNote,
}: TrendLineProps) {
  const t = useT(chartsText);
  // Named by its caption (figcaption alone is not named in every browser and test DOM).
  const captionId = useId();
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  const range = valueRange(values, false);
  const step = points.length > 1 ? plotWidth / (points.length - 1) : 0;
  const xOf = (i: number) => PLOT.left + (points.length > 1 ? i * step : plotWidth / 2);
  // One path per unbroken run of values, so a missing value shows as a gap.
  let d = '';
  let drawing = false;
  points.forEach((p, i) => {
    if (p.value === null) {
      drawing = false;
      return;
    }
    d += `${drawing ? 'L' : 'M'}${xOf(i).toFixed(1)},${yOf(p.value, range).toFixed(1)}`;
    drawing = true;
  });
  const first = points[0];
  const last = points[points.length - 1];
  const label = summary ?? trendLineSummary(title, points, formatValue, t);

  return (
    <figure className="chart trend-line" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {values.length === 0 ? (
        <p className="chart-empty">{t('chart.noData')}</p>
      ) : (
        <svg viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`} role="img" aria-label={label}>
          <line className="chart-axis" x1={PLOT.left} x2={VIEW_WIDTH - PLOT.right} y1={VIEW_HEIGHT - PLOT.bottom} y2={VIEW_HEIGHT - PLOT.bottom} />
          <text className="chart-label" x={PLOT.left - 4} y={yOf(range.max, range)} textAnchor="end" dominantBaseline="middle">
            {formatValue(range.max)}
          </text>
          <text className="chart-label" x={PLOT.left - 4} y={yOf(range.min, range)} textAnchor="end" dominantBaseline="middle">
            {formatValue(range.min)}
          </text>
          {first && (
            <text className="chart-label" x={xOf(0)} y={VIEW_HEIGHT - 6} textAnchor="start">
              {first.label}
            </text>
          )}
          {last && points.length > 1 && (
            <text className="chart-label" x={xOf(points.length - 1)} y={VIEW_HEIGHT - 6} textAnchor="end">
              {last.label}
            </text>
          )}
          <path className="trend-line-path" d={d} />
          {points.map((p, i) =>
            p.value === null ? null : (
              <circle
                key={i}
                className={p.marked ? 'trend-line-point trend-line-point-marked' : 'trend-line-point'}
                cx={xOf(i)}
                cy={yOf(p.value, range)}
                r={3}
              />
            ),
          )}
        </svg>
      )}
      <ChartDataTable
        caption={title}
        headers={[labelHeader ?? t('chart.label'), valueLabel]}
        rows={points.map((p) => [p.label, p.value === null ? '–' : formatValue(p.value) + (p.marked ? ` (${markedNote ?? t('chart.marked')})` : '')])}
      />
    </figure>
  );
}
