// How the statistics page prints its numbers: a dash for "nothing to measure", one decimal for
// averages, signs on strokes gained and to-par figures.
export const DASH = '–';

export const num = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : String(n));

export const oneDecimal = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toFixed(1));

export const twoDecimals = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toFixed(2));

/** "+1.25", "-0.40", "0.00": strokes gained, better than the baseline when positive. */
export const signed = (n: number | null | undefined, places = 2): string =>
  n === null || n === undefined ? DASH : `${n > 0 ? '+' : ''}${n.toFixed(places)}`;

/** "45.5% (15 of 33)". */
export const percentOf = (percent: number | null, made: number, chances: number): string =>
  percent === null ? DASH : `${percent.toFixed(1)}% (${made} of ${chances})`;

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A short day for chart labels and tables, in the golfer's locale. */
export const shortDate = (epochMs: number): string =>
  new Date(epochMs).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: '2-digit' });
