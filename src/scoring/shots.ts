// How the shot counter moves. 0 is "not played" and -1 "picked up" (docs/GOLF.md, "Holes"), so the counter
// never steps into -1: picking up is its own button, and leaving it goes back to a count.
import { holeScoreKey, isPickedUp, PICKED_UP } from '../domain/index.ts';
import type { DomainWords } from '../data/domain-words.ts';
import type { Translate } from '../i18n/catalog.ts';
import { scoringText, type ScoringKey } from './i18n/index.ts';

export const MAX_SHOTS = 30;

export function nextShotCount(current: number, direction: 1 | -1): number {
  if (current === PICKED_UP) return direction === 1 ? 1 : 0;
  return current + direction;
}

/** What the counter shows: a dash for a hole not played yet, "Picked up", or the count. A component
 * passes its `useT(scoringText)`; without it, the catalog's current language. */
export function shotCountText(shotCount: number, t: Translate<ScoringKey> = scoringText.t): string {
  if (isPickedUp({ shotCount })) return t('shots.pickedUp');
  return shotCount === 0 ? '–' : String(shotCount);
}

/** "Birdie", "Par", "Picked up"... or '' for a hole not played. The score-name table calls a picked-up
 * hole "Retired" (docs/GOLF.md, "Holes"); a golfer says they picked up. */
export function holeScoreName(t: Translate<ScoringKey>, words: DomainWords, hole: { par: number; shotCount: number }): string {
  if (isPickedUp(hole)) return t('shots.pickedUp');
  const key = holeScoreKey(hole);
  return key === null ? '' : words.scoreName(key);
}

/** "+3", "-1", "E" (even: the scoreboards' letter in every language). */
export function formatToPar(n: number): string {
  if (n === 0) return 'E';
  return n > 0 ? `+${n}` : String(n);
}

/** "1 extra shot", "2 extra shots", "gives 1 shot back" for a plus handicap. */
export function extraShotsText(extra: number, t: Translate<ScoringKey> = scoringText.t): string {
  if (extra === 0) return t('shots.noExtra');
  if (extra < 0) return t('shots.givesBack', { count: -extra });
  return t('shots.extra', { count: extra });
}
