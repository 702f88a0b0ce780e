// What each kind of tee time is called where the calendar names it (the month grid's legend).
import type { KeyOf } from '../../i18n/catalog.ts';
import type { calendarText } from './i18n/index.ts';
import type { TeeTimeKind } from './tee-times.ts';

/** The key of each kind's name in the calendar's catalog. */
export const KIND_LABEL: Record<TeeTimeKind, KeyOf<typeof calendarText>> = {
  match: 'kind.match',
  tournament: 'kind.tournament',
  round: 'kind.round',
};

export const KINDS: readonly TeeTimeKind[] = ['match', 'tournament', 'round'];
