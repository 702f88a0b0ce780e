// Dates, times and numbers in the golfer's locale, through `Intl` (docs/ARCHITECTURE.md, "Languages"):
// month and day names, the first day of the week and the 12- or 24-hour clock come from the locale,
// never from the code.
import type { Locale as DateFnsLocale } from 'date-fns';
import { use, useSyncExternalStore } from 'react';
import { settled } from './catalog.ts';
import { languageState, subscribeLanguage } from './language.ts';

/** The golfer's locale tag (for `Intl` and `toLocale*String`). */
export function useLocale(): string {
  return useSyncExternalStore(subscribeLanguage, () => languageState().locale, () => languageState().locale);
}

/** The first day of the locale's week, as date-fns counts (0 Sunday ... 6 Saturday). */
export function weekStartsOn(locale: string): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  type WeekInfo = { firstDay: number };
  const intl = new Intl.Locale(locale) as Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };
  const firstDay = intl.getWeekInfo?.().firstDay ?? intl.weekInfo?.firstDay;
  // Intl counts 1 Monday ... 7 Sunday. Without week data (an older engine): Sunday in the Americas'
  // English, Monday elsewhere.
  if (firstDay === undefined) return /^en-(US|CA)$/i.test(locale) ? 0 : 1;
  return (firstDay % 7) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/** "23 Nov 2026" / "Nov 23, 2026" / "23 nov 2026". */
export function formatDay(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A day and a time of day, on the locale's clock. */
export function formatDayTime(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleString(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "14:30" / "2:30 PM". */
export function formatTime(epochMs: number, locale: string): string {
  return new Date(epochMs).toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
}

// One formatter per locale and options, kept: `toLocaleString(locale, options)` builds a new one on every
// call, which a table of averages pays for each of its cells on a phone (docs/ARCHITECTURE.md, "Speed on
// a phone"). `format` gives the same text by definition.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format.format(value);
}

const dateFnsLocales = new Map<string, Promise<DateFnsLocale>>();

/** date-fns' tables for `locale` (month and day names for its `format`), loaded on demand. */
function dateFnsKey(locale: string): 'es' | 'en-US' | 'en-GB' {
  return locale.startsWith('es') ? 'es' : /^en-(US|CA|PH)$/i.test(locale) ? 'en-US' : 'en-GB';
}

export function loadDateFnsLocale(locale: string): Promise<DateFnsLocale> {
  const key = dateFnsKey(locale);
  let promise = dateFnsLocales.get(key);
  if (!promise) {
    const pending: Promise<DateFnsLocale> = (
      key === 'es'
        ? import('date-fns/locale/es').then((m) => m.es)
        : key === 'en-US'
          ? import('date-fns/locale/en-US').then((m) => m.enUS)
          : import('date-fns/locale/en-GB').then((m) => m.enGB)
    ).then(
      (loaded) => {
        settled(pending, loaded);
        return loaded;
      },
      (error: unknown) => {
        // Offline before these tables were cached: another try on the next render.
        dateFnsLocales.delete(key);
        throw error;
      },
    );
    promise = pending;
    dateFnsLocales.set(key, promise);
  }
  return promise;
}

/** date-fns' tables for the golfer's locale; suspends the first time they load (the same settled
 * promise after, so a retried render reads it at once). */
export function useDateFnsLocale(): DateFnsLocale {
  const locale = useLocale();
  return use(loadDateFnsLocale(locale));
}
