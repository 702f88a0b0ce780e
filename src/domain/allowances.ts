// Playing handicaps for match formats (WHS Appendix C allowances, docs/GOLF.md,
// "Match formats: playing handicaps").
import type { PlayMode } from './enums.ts';
import { roundHalfUp } from './rounding.ts';
import { courseHandicapExactOnTee, type PlayerHandicaps } from './tee-handicap.ts';
import type { TeeLike } from './types.ts';

/** Whether the contest is decided hole by hole ('match') or by total score ('stroke'); the app's
 * scoring modes, Stableford and Strokes, are both 'stroke'. */
export type MatchKind = 'stroke' | 'match';

/** Allowance per player for individual and four-ball play. */
export const ALLOWANCES = {
  individualStroke: 0.95,
  fourballStroke: 0.85,
  singlesMatch: 1,
  fourballMatch: 0.9,
  /** Of the two partners' combined course handicaps. */
  foursomes: 0.5,
  /** Lowest to highest course handicap of the team. */
  scramble4: [0.25, 0.2, 0.15, 0.1],
  scramble3: [0.3, 0.2, 0.1],
  scramble2: [0.35, 0.15],
} as const;

/** Scramble shares by team size, lowest course handicap first. */
const SCRAMBLE_SHARES: Partial<Record<number, readonly number[]>> = {
  2: ALLOWANCES.scramble2,
  3: ALLOWANCES.scramble3,
  4: ALLOWANCES.scramble4,
};

/** Playing handicap = unrounded course handicap x allowance, then rounded. */
export function playingHandicap(courseHandicapExact: number, allowance: number): number {
  return roundHalfUp(courseHandicapExact * allowance);
}

/** The allowance of one player in Individual and Fourball play. */
export function individualAllowance(playMode: 'Individual' | 'Fourball', kind: MatchKind): number {
  if (playMode === 'Individual') return kind === 'match' ? ALLOWANCES.singlesMatch : ALLOWANCES.individualStroke;
  return kind === 'match' ? ALLOWANCES.fourballMatch : ALLOWANCES.fourballStroke;
}

/** The WHS stroke play allowance of a format in percent (Individual 95, Fourball 85): what a
 * tournament proposes and may change. Undefined for Foursome and Scramble, whose sides have their
 * own shares. */
export function defaultAllowance(playMode: PlayMode): number | undefined {
  if (playMode !== 'Individual' && playMode !== 'Fourball') return undefined;
  return Math.round(individualAllowance(playMode, 'stroke') * 100);
}

/** A golfer's playing handicap on a tee at an allowance in percent (a tournament's own): the
 * unrounded course handicap x allowance / 100, then rounded. `holeNumbers`: the holes played when
 * not all the tee's (courseHandicapExactOnTee). */
export function playingHandicapOnTee(tee: TeeLike, player: PlayerHandicaps, allowancePercent: number, holeNumbers?: readonly number[]): number {
  return playingHandicap(courseHandicapExactOnTee(tee, player, holeNumbers), allowancePercent / 100);
}

/**
 * The playing handicap of a side. Individual and Fourball: one per player (pass one course
 * handicap). Foursome: 50% of the partners' combined course handicaps. Scramble: 25/20/15/10% of
 * the four players' course handicaps from lowest to highest (30/20/10% for three, 35/15% for two).
 * Course handicaps are the unrounded ones (courseHandicapExact).
 */
export function sidePlayingHandicap(playMode: PlayMode, kind: MatchKind, courseHandicaps: readonly number[]): number {
  if (courseHandicaps.length === 0) throw new RangeError('A side needs at least one player.');
  switch (playMode) {
    case 'Individual':
    case 'Fourball': {
      if (courseHandicaps.length !== 1) throw new RangeError(`${playMode}: one playing handicap per player.`);
      return playingHandicap(courseHandicaps[0] ?? 0, individualAllowance(playMode, kind));
    }
    case 'Foursome':
      return playingHandicap(courseHandicaps.reduce((s, c) => s + c, 0), ALLOWANCES.foursomes);
    case 'Scramble': {
      const shares = SCRAMBLE_SHARES[courseHandicaps.length];
      if (!shares) throw new RangeError('A scramble team has 2, 3 or 4 players.');
      const ordered = [...courseHandicaps].sort((a, b) => a - b);
      return playingHandicap(ordered.reduce((s, c, i) => s + c * (shares[i] ?? 0), 0), 1);
    }
  }
}

/** Match play: the lowest playing handicap plays off 0 and the others receive the difference. */
export function matchPlayStrokes(playingHandicaps: readonly number[]): number[] {
  if (playingHandicaps.length === 0) return [];
  const lowest = Math.min(...playingHandicaps);
  return playingHandicaps.map((p) => p - lowest);
}
