import type { HoleScore } from '../../../src/domain/index.ts';

/** A recorded hole with sensible defaults; tests override what they are about. */
export function hole(over: Partial<HoleScore> & { number: number }): HoleScore {
  return { par: 4, hcp: over.number, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, extraShots: 0, ...over };
}
