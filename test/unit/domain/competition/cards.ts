import { scoreHole, type CompetitorCard, type HoleScore, type ScoredHole } from '../../../../src/domain/index.ts';
import { hole } from '../helpers.ts';

/** Holes 1..n, par 4, stroke index = hole number, with the given shot counts and extra shots (0
 * when not given). Shot count 0 = not played, -1 = picked up. */
export function holes(shots: readonly number[], extraShots: readonly number[] = [], par = 4): HoleScore[] {
  return shots.map((shotCount, i) => hole({ number: i + 1, par, shotCount, extraShots: extraShots[i] ?? 0 }));
}

export function card(playerId: string, side: string, shots: readonly number[], extraShots: readonly number[] = []): CompetitorCard {
  return { playerId, side, holes: holes(shots, extraShots) };
}

/** Scored holes of par 4 with no strokes received. */
export function scored(shots: readonly number[], extraShots: readonly number[] = []): ScoredHole[] {
  return holes(shots, extraShots).map(scoreHole);
}

/** n copies of a value. */
export function times(n: number, value: number): number[] {
  return Array.from({ length: n }, () => value);
}
