// Competitors for the side games' tests: par 4 holes numbered from 1, stroke index = hole number
// unless given.
import { scoreHole, withStrokesReceived, type Competitor, type HoleScore } from '../../../../../src/domain/index.ts';
import { hole } from '../../helpers.ts';

/** A competitor with the given shot counts (0 not played, -1 picked up), receiving `strokes` spread
 * by the holes' stroke indexes (`hcps`, default the hole numbers). */
export function player(key: string, shots: readonly number[], strokes = 0, hcps?: readonly number[]): Competitor {
  const holes: HoleScore[] = shots.map((shotCount, i) => hole({ number: i + 1, shotCount, hcp: hcps?.[i] ?? i + 1 }));
  return { key, playerIds: [key], holes: withStrokesReceived(holes, strokes).map(scoreHole) };
}

export function numbers(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
