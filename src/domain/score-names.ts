// Score names by strokes relative to par (docs/GOLF.md, "Holes": Condor -4 to 12Bogey +12, plus Retired 99).

/** The score of a picked-up / retired hole in the score-name table. */
export const RETIRED_SCORE = 99;

export interface ScoreNameEntry {
  /** Strokes relative to par, or RETIRED_SCORE. */
  score: number;
  name: string;
}

const UNDER_PAR: Record<number, string> = { [-4]: 'Condor', [-3]: 'Albatross', [-2]: 'Eagle', [-1]: 'Birdie' };
const OVER_PAR: Record<number, string> = { 0: 'Par', 1: 'Bogey', 2: 'Double Bogey', 3: 'Triple Bogey' };

/** The whole table in order: Condor, Albatross, ..., 12Bogey, Retired. */
export const SCORE_NAMES: readonly ScoreNameEntry[] = [
  ...Array.from({ length: 17 }, (_, i) => i - 4).map((score) => ({ score, name: nameOf(score) })),
  { score: RETIRED_SCORE, name: 'Retired' },
];

function nameOf(relativeToPar: number): string {
  return UNDER_PAR[relativeToPar] ?? OVER_PAR[relativeToPar] ?? `${relativeToPar}Bogey`;
}

/**
 * The name of a score relative to par; 99 is Retired. Beyond the table the names go on in the same
 * pattern (13Bogey, ...), and a score better than a condor (a hole in one on a par 6) reads
 * "5 under par".
 */
export function scoreName(relativeToPar: number): string {
  if (relativeToPar === RETIRED_SCORE) return 'Retired';
  if (relativeToPar < -4) return `${-relativeToPar} under par`;
  return nameOf(relativeToPar);
}

/** The score-name key of a recorded hole: strokes - par, RETIRED_SCORE when picked up, null when
 * not played. */
export function holeScoreKey(hole: { par: number; shotCount: number }): number | null {
  if (hole.shotCount === 0) return null;
  if (hole.shotCount === -1) return RETIRED_SCORE;
  return hole.shotCount - hole.par;
}
