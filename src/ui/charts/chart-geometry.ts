// Shared arithmetic of the SVG charts: the drawing area inside the viewBox and linear scales.
// Kept free of React so it can be reasoned about (and tested) as plain numbers.
import { languageState } from '../../i18n/language.ts';

/** The viewBox every chart draws in; the SVG scales to the width of its container. */
export const VIEW_WIDTH = 320;
export const VIEW_HEIGHT = 160;
/** Room for the value labels on the left and the category labels underneath. */
export const PLOT = { left: 36, right: 8, top: 12, bottom: 24 } as const;

export const plotWidth = VIEW_WIDTH - PLOT.left - PLOT.right;
export const plotHeight = VIEW_HEIGHT - PLOT.top - PLOT.bottom;

/** The smallest and largest value, widened so a flat series still has a height; optionally
 * including 0 (bars grow from zero). */
export function valueRange(values: readonly number[], includeZero: boolean): { min: number; max: number } {
  let min = includeZero ? 0 : Infinity;
  let max = includeZero ? 0 : -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1 };
  if (min === max) return { min: min - 1, max: max + 1 };
  return { min, max };
}

/** The y coordinate of a value: max at the top of the plot, min at the bottom. */
export function yOf(value: number, range: { min: number; max: number }): number {
  return PLOT.top + ((range.max - value) / (range.max - range.min)) * plotHeight;
}

/** Formats a number the way the charts print it when the caller gives no formatter: at most two
 * decimals, in the golfer's locale ("0.5", "0,5"; docs/ARCHITECTURE.md, "Languages"). */
export const defaultFormat = (v: number): string =>
  (Math.round(v * 100) / 100).toLocaleString(languageState().locale, { maximumFractionDigits: 2, useGrouping: false });
