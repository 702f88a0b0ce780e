// What each kind of tee time is called where the calendar names it (the month grid's legend).
import type { TeeTimeKind } from './tee-times.ts';

export const KIND_LABEL: Record<TeeTimeKind, string> = {
  match: 'Match',
  tournament: 'Tournament round',
  round: 'Round',
};

export const KINDS: readonly TeeTimeKind[] = ['match', 'tournament', 'round'];

/** "1 tee time" / "3 tee times". */
export function teeTimeCount(count: number): string {
  return `${count} tee ${count === 1 ? 'time' : 'times'}`;
}
