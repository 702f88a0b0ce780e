// The World Handicap System pieces (beyond the spec: golfers expect a handicap index).
export {
  adjustedGrossScore,
  hasEnoughHolesForHandicap,
  maximumHoleScore,
  MIN_HOLES_EIGHTEEN,
  MIN_HOLES_NINE,
  NO_INDEX_HOLE_CAP,
} from './adjusted-gross-score.ts';
export {
  EXPECTED_NINE_HOLE,
  expectedNineHoleDifferential,
  nineHoleRating,
  nineHoleScoreDifferential,
  scoreDifferential,
} from './differential.ts';
export {
  applyCaps,
  exceptionalScoreReduction,
  HARD_CAP,
  handicapIndex,
  indexRule,
  MAX_HANDICAP_INDEX,
  SCORING_RECORD_SIZE,
  SOFT_CAP,
} from './handicap-index.ts';
export { handicapHistory } from './history.ts';
export type { IndexAfterScore, ScoreRecord } from './history.ts';
