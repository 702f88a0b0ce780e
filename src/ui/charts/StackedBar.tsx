// One horizontal bar split into the shares of a distribution (e.g. eagles or better ... double
// bogeys or worse), with a legend giving each share in words as well as colour.
import { useId } from 'react';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { chartsText } from './i18n/index.ts';
import { ChartDataTable } from './ChartDataTable.tsx';
import { defaultFormat, VIEW_WIDTH } from './chart-geometry.ts';
import './chart.css';
import './stacked-bar.css';

export interface Segment {
  label: string;
  value: number;
}

export interface StackedBarProps {
  title: string;
  /** In order; at most 6 get their own colour (more repeat them). Negative values count as 0. */
  segments: readonly Segment[];
  /** Header of the value column of the data table, e.g. "Holes". */
  valueLabel: string;
  labelHeader?: string;
  formatValue?: (value: number) => string;
  summary?: string;
}

const BAR_HEIGHT = 24;
const COLOURS = 6;

/** Whole percent of the total; 0 when the total is 0. */
export function sharePercent(value: number, total: number): number {
  return total > 0 ? Math.round((100 * Math.max(0, value)) / total) : 0;
}

/** "Title, 40 in all: A 10 (25%), B 30 (75%)." */
export function stackedBarSummary(title: string, segments: readonly Segment[], format: (v: number) => string, t: Translate<KeyOf<typeof chartsText>> = chartsText.t): string {
  const total = segments.reduce((s, x) => s + Math.max(0, x.value), 0);
  if (total === 0) return t('chart.summaryEmpty', { title });
  return t('chart.stackedSummary', {
    title,
    total: format(total),
    segments: segments.map((s) => `${s.label} ${format(s.value)} (${sharePercent(s.value, total)}%)`).join(', '),
  });
}

/** Where each segment starts and how wide it is across the viewBox. */
function stack(segments: readonly Segment[], total: number): { index: number; x: number; width: number }[] {
  const out: { index: number; x: number; width: number }[] = [];
  let x = 0;
  segments.forEach((s, index) => {
    const width = total > 0 ? (Math.max(0, s.value) / total) * VIEW_WIDTH : 0;
    out.push({ index, x, width });
    x += width;
  });
  return out;
}

export function StackedBar({ title, segments, valueLabel, labelHeader, formatValue = defaultFormat, summary }: StackedBarProps) {
  const t = useT(chartsText);
  // Named by its caption (figcaption alone is not named in every browser and test DOM).
  const captionId = useId();
  const total = segments.reduce((s, x) => s + Math.max(0, x.value), 0);
  const label = summary ?? stackedBarSummary(title, segments, formatValue, t);
  const rects = stack(segments, total);
  return (
    <figure className="chart stacked-bar" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {total === 0 ? (
        <p className="chart-empty">{t('chart.noData')}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${VIEW_WIDTH} ${BAR_HEIGHT}`} role="img" aria-label={label}>
            {rects.map((r) =>
              r.width > 0 ? (
                <rect key={r.index} className={`stacked-bar-segment stacked-bar-segment-${r.index % COLOURS}`} x={r.x} y={0} width={r.width} height={BAR_HEIGHT} />
              ) : null,
            )}
          </svg>
          <ul className="stacked-bar-legend" aria-hidden="true">
            {segments.map((s, i) => (
              <li key={i}>
                <span className={`stacked-bar-swatch stacked-bar-segment-${i % COLOURS}`} />
                {s.label} {sharePercent(s.value, total)}%
              </li>
            ))}
          </ul>
        </>
      )}
      <ChartDataTable
        caption={title}
        headers={[labelHeader ?? t('chart.category'), valueLabel, t('chart.share')]}
        rows={segments.map((s) => [s.label, formatValue(s.value), `${sharePercent(s.value, total)}%`])}
      />
    </figure>
  );
}
