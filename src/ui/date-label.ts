// How dates read on every screen: in the golfer's locale (docs/ARCHITECTURE.md, "Languages"), so
// "23 Nov 2026, 14:30", "Nov 23, 2026, 2:30 PM" or "23 nov 2026, 14:30".
import { formatDay, formatDayTime } from '../i18n/formats.ts';
import { languageState } from '../i18n/language.ts';
import { uiText } from './i18n/index.ts';

export function dateTimeLabel(epochMs: number, locale: string = languageState().locale): string {
  return formatDayTime(epochMs, locale);
}

/** The day only; 'not set' for a document without a date. */
export function dateLabel(epochMs: number | undefined, locale: string = languageState().locale): string {
  if (epochMs === undefined) return uiText.t('date.notSet');
  return formatDay(epochMs, locale);
}
