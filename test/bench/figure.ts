/** One printed figure of `npm run bench`. */
export interface BenchFigure {
  name: string;
  value: number | string;
  unit: string;
  note?: string;
  /**
   * The target this figure is held to, printed on its own line with whether it is met: a bound on the
   * value (`{ max: 33 }` means value <= 33) and how the target reads (`'<= 33 ms'`).
   */
  target?: { max: number; text: string };
}

/**
 * Median and 95th percentile of a list of samples (milliseconds). A sample that is not a number (a
 * reload that had no paint entry) is left out and counted, so one missing sample never turns the
 * figure into NaN.
 */
export function percentiles(samples: number[]): { median: number; p95: number; missing: number } {
  const s = samples.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95), missing: samples.length - s.length };
}

/** Rounds a figure for printing. */
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** How a figure's target line reads: "target <= 33 ms: met" or "target <= 33 ms: NOT met". */
export function targetVerdict(figure: BenchFigure): string {
  if (!figure.target) return '';
  const value = typeof figure.value === 'number' ? figure.value : Number.NaN;
  const met = Number.isFinite(value) && value <= figure.target.max;
  return `target ${figure.target.text}: ${met ? 'met' : 'NOT met'}`;
}
