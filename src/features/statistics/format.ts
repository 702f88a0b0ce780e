// How the statistics page prints its numbers: a dash for "nothing to measure", one decimal for
// averages, signs on strokes gained and to-par figures; in the golfer's locale ("1.5", "1,5";
// docs/ARCHITECTURE.md, "Languages").
import type { KeyOf, Translate } from '../../i18n/catalog.ts';
import { languageState } from '../../i18n/language.ts';
import type { statisticsText } from './i18n/index.ts';

export const DASH = '–';

// One Intl formatter per locale and options, kept: `toLocaleString(locale, options)` builds a new one on
// every call, which is most of the page's time when a chart's data table prints a thousand dates and
// values on a phone (docs/ARCHITECTURE.md, "Speed on a phone"). `format` gives the same text by definition.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = languageState().locale;
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = languageState().locale;
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

const fixed = (n: number, places: number, sign = false): string =>
  numberFormat({ minimumFractionDigits: places, maximumFractionDigits: places, useGrouping: false, ...(sign ? { signDisplay: 'exceptZero' } : {}) }).format(n);

export const num = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : numberFormat({}).format(n));

export const oneDecimal = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : fixed(n, 1));

export const twoDecimals = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : fixed(n, 2));

/** "+1.25", "-0.40", "0.00": strokes gained, better than the baseline when positive. */
export const signed = (n: number | null | undefined, places = 2): string => (n === null || n === undefined ? DASH : fixed(n, places, true));

/** "45.5% (15 of 33)", "45,5 % (15 de 33)". */
export const percentOf = (percent: number | null, made: number, chances: number, t: Translate<KeyOf<typeof statisticsText>>): string =>
  percent === null
    ? DASH
    : t('percentOf', {
        percent: numberFormat({ style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(percent / 100),
        made,
        chances,
      });

/** A short day for chart labels and tables, in the golfer's locale. */
export const shortDate = (epochMs: number): string =>
  dateFormat({ day: 'numeric', month: 'short', year: '2-digit' }).format(epochMs);
