// How the statistics page prints its numbers: a dash for "nothing to measure", one decimal for
// averages, signs on strokes gained and to-par figures; in the golfer's locale ("1.5", "1,5";
// docs/ARCHITECTURE.md, "Languages").
import type { KeyOf, Translate } from '../../i18n/catalog.ts';
import { languageState } from '../../i18n/language.ts';
import type { statisticsText } from './i18n/index.ts';

export const DASH = '–';

const fixed = (n: number, places: number, sign = false): string =>
  n.toLocaleString(languageState().locale, { minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false, ...(sign ? { signDisplay: 'exceptZero' } : {}) });

export const num = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : n.toLocaleString(languageState().locale));

export const oneDecimal = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : fixed(n, 1));

export const twoDecimals = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : fixed(n, 2));

/** "+1.25", "-0.40", "0.00": strokes gained, better than the baseline when positive. */
export const signed = (n: number | null | undefined, places = 2): string => (n === null || n === undefined ? DASH : fixed(n, places, true));

/** "45.5% (15 of 33)", "45,5 % (15 de 33)". */
export const percentOf = (percent: number | null, made: number, chances: number, t: Translate<KeyOf<typeof statisticsText>>): string =>
  percent === null
    ? DASH
    : t('percentOf', {
        percent: (percent / 100).toLocaleString(languageState().locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
        made,
        chances,
      });

/** A short day for chart labels and tables, in the golfer's locale. */
export const shortDate = (epochMs: number): string =>
  new Date(epochMs).toLocaleDateString(languageState().locale, { day: 'numeric', month: 'short', year: '2-digit' });
