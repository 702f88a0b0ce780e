// The calendar in the golfer's language and locale (docs/ARCHITECTURE.md, "Languages"): its messages,
// date-fns' tables for month and day names, the locale's first day of the week and clock, and the words
// the pure tee-time and .ics helpers take.
import type { Locale } from 'date-fns';
import { useMemo } from 'react';
import { teeTimeClock, type IcsWords, type PlayMode, type ScoringMode, type TeeTimeWords, type WeekStart } from '../../domain/index.ts';
import { useT } from '../../i18n/catalog.ts';
import { useDateFnsLocale, useLocale, weekStartsOn } from '../../i18n/formats.ts';
import { calendarText } from './i18n/index.ts';
import type { GatherWords } from './tee-times.ts';

export interface CalendarLocale {
  /** The BCP 47 tag, for Intl. */
  locale: string;
  dateFns: Locale;
  weekStartsOn: WeekStart;
  /** The play and scoring modes as the calendar says them: in English the stored values, as the tee
   * times' names read (docs/ARCHITECTURE.md, "Calendar building blocks"). */
  labels: { playMode(mode: PlayMode): string; scoringMode(mode: ScoringMode): string };
  gather: GatherWords;
  ics: IcsWords;
}

export function useCalendarLocale(): CalendarLocale {
  const t = useT(calendarText);
  const locale = useLocale();
  const dateFns = useDateFnsLocale();
  return useMemo(() => {
    const playModes: Record<PlayMode, string> = {
      Individual: t('mode.individual'),
      Fourball: t('mode.fourball'),
      Foursome: t('mode.foursome'),
      Scramble: t('mode.scramble'),
    };
    const scoringModes: Record<ScoringMode, string> = { Stableford: t('scoring.stableford'), Strokes: t('scoring.strokes') };
    const labels = { playMode: (mode: PlayMode) => playModes[mode] ?? mode, scoringMode: (mode: ScoringMode) => scoringModes[mode] ?? mode };
    const teeTime: TeeTimeWords = {
      clock: (date) => teeTimeClock(date, dateFns),
      playMode: (mode) => labels.playMode(mode),
      modeWith: (mode, players) => t('name.with', { mode, players }),
      round: (tee) => (tee !== '' ? t('name.roundOnTee', { tee }) : t('name.round')),
    };
    const gather: GatherWords = {
      teeTime,
      you: t('players.you'),
      aPlayer: t('players.aPlayer'),
      guests: (count) => t('players.guests', { count }),
      unknownCourse: t('course.unknown'),
    };
    const ics: IcsWords = {
      summary: (course, mode) => t('ics.summary', { course, mode: labels.playMode(mode) }),
      players: (names) => t('ics.players', { names }),
      tee: (tee) => t('ics.tee', { tee }),
      scoring: (mode) => t('ics.scoring', { mode: labels.scoringMode(mode) }),
      holes: (count) => t('ics.holes', { count }),
    };
    return { locale, dateFns, weekStartsOn: weekStartsOn(locale), labels, gather, ics };
  }, [t, locale, dateFns]);
}
