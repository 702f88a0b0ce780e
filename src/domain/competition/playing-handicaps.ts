// Playing handicaps and strokes received for a match's format, on top of the WHS allowances in
// allowances.ts (docs/GOLF.md, "Match formats: playing handicaps").
import type { PlayMode } from '../enums.ts';
import { matchPlayStrokes, sidePlayingHandicap, type MatchKind } from '../allowances.ts';
import { distributeExtraShots, distributeNineHoleShots, strokeIndexesOn18 } from '../extra-shots.ts';
import { courseHandicapExactOnTee, type PlayerHandicaps } from '../tee-handicap.ts';
import type { HoleScore, TeeLike } from '../types.ts';

/** A player's exact (unrounded) course handicap on the tee played, and their side. */
export interface HandicapEntry {
  playerId: string;
  side: string;
  courseHandicapExact: number;
}

export interface PlayingHandicapEntry {
  playerId: string;
  side: string;
  /** The player's own (Individual, Fourball) or their side's (Foursome, Scramble) playing handicap. */
  playingHandicap: number;
  /** The strokes to spread over the holes: the playing handicap in stroke play; in match play the
   * difference from the lowest playing handicap of the match (the lowest plays off 0). */
  strokes: number;
}

/** Whether the format plays one ball per side, so the handicap belongs to the side. */
export function isOneBallPerSide(playMode: PlayMode): boolean {
  return playMode === 'Foursome' || playMode === 'Scramble';
}

function sidesInOrder(entries: readonly HandicapEntry[]): string[] {
  return [...new Set(entries.map((e) => e.side))];
}

/**
 * Each player's playing handicap for the format: Individual 95% (singles match play 100%), Fourball
 * 85% (match play 90%), Foursome 50% of the side's combined course handicaps, Scramble 25/20/15/10%
 * or 35/15% of the team's from lowest to highest. The allowance multiplies the unrounded course
 * handicap and only the product is rounded (half up). In match play the lowest of all the players
 * (or sides) plays off 0, the others receive the difference. Partners share their side's figures.
 */
export function playingHandicaps(playMode: PlayMode, kind: MatchKind, entries: readonly HandicapEntry[]): PlayingHandicapEntry[] {
  const handicapOf = new Map<string, number>();
  if (isOneBallPerSide(playMode)) {
    for (const side of sidesInOrder(entries)) {
      const partners = entries.filter((e) => e.side === side).map((e) => e.courseHandicapExact);
      handicapOf.set(side, sidePlayingHandicap(playMode, kind, partners));
    }
  } else {
    for (const e of entries) handicapOf.set(e.playerId, sidePlayingHandicap(playMode, kind, [e.courseHandicapExact]));
  }
  const keyOf = (e: HandicapEntry) => (isOneBallPerSide(playMode) ? e.side : e.playerId);
  const keys = [...handicapOf.keys()];
  const figures = keys.map((k) => handicapOf.get(k) ?? 0);
  const strokes = kind === 'match' ? matchPlayStrokes(figures) : figures;
  const strokesOf = new Map(keys.map((k, i) => [k, strokes[i] ?? 0]));
  return entries.map((e) => ({
    playerId: e.playerId,
    side: e.side,
    playingHandicap: handicapOf.get(keyOf(e)) ?? 0,
    strokes: strokesOf.get(keyOf(e)) ?? 0,
  }));
}

/**
 * The `handicapPlay` of each card of a match on a tee, players in card order: the format's stroke
 * play playing handicap from each player's exact course handicap on the tee (partners in Foursome
 * and Scramble share their side's). `side` is the player's side number (any value in Individual).
 * `holeNumbers`: the holes the match plays when not all the tee's (a nine with its own rating gives
 * 9-hole course handicaps, tee-handicap.ts).
 */
export function matchCardHandicaps(
  playMode: PlayMode,
  tee: TeeLike,
  players: readonly (PlayerHandicaps & { side: number })[],
  holeNumbers?: readonly number[],
): number[] {
  const entries = players.map((p, i) => ({
    playerId: String(i),
    side: String(p.side),
    courseHandicapExact: courseHandicapExactOnTee(tee, p, holeNumbers),
  }));
  return playingHandicaps(playMode, 'stroke', entries).map((e) => e.strokes);
}

/** Strokes received on each hole for a number of strokes, spread by stroke index as for a course
 * handicap (a 9-hole tee indexed 1-9 read on the 18-hole scale). One entry per index, same order.
 * `nineHole`: the strokes come from a 9-hole course handicap and are spread over the nine played
 * (playsNineHoleHandicap). */
export function strokesReceived(strokes: number, strokeIndexes: readonly number[], nineHole = false): number[] {
  return nineHole ? distributeNineHoleShots(strokes, strokeIndexes) : distributeExtraShots(strokes, strokeIndexesOn18(strokeIndexes));
}

/** The holes with their extra shots replaced by the given strokes spread over them, e.g. to score a
 * match play match (strokes off the lowest) from cards kept with stroke play extra shots. */
export function withStrokesReceived<H extends HoleScore>(holes: readonly H[], strokes: number, nineHole = false): H[] {
  const extra = strokesReceived(strokes, holes.map((h) => h.hcp), nineHole);
  return holes.map((h, i) => ({ ...h, extraShots: extra[i] ?? 0 }));
}
