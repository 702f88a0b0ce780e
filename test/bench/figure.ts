/** One printed figure of `npm run bench`. */
export interface BenchFigure {
  name: string;
  value: number | string;
  unit: string;
  note?: string;
}

/** Median and 95th percentile of a list of samples (milliseconds). */
export function percentiles(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p95: at(0.95) };
}

/** Rounds a figure for printing. */
export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
