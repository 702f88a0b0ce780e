// The World Handicap System pieces (docs/GOLF.md, "Handicap index (WHS 2024)"; beyond the product's rules:
// golfers expect a handicap index).
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
export { createIndexReplay, handicapHistory } from './history.ts';
export type { CappedIndexAfterScore, IndexAfterScore, IndexReplay, ReplayState, ScoreRecord } from './history.ts';
export { expectedDifferential, expectedDifferentialExact, ratingOfHolesPlayed } from './expected-score.ts';
export { cardDifferential, differentialOfScore, handicapAcceptance } from './card-differential.ts';
export type { CardScore, HandicapAcceptance, HandicapCard, RatedRound, ScoreDifferential } from './card-differential.ts';
export { projectIndex, ratedRoundOnTee, scoreBounds, SCORES_FOR_AN_INDEX, scoresNeeded, targetScore } from './target-score.ts';
export type { HandicapRecord, IndexProjection, IndexTarget } from './target-score.ts';
export { handicapFromCards } from './handicap-from-cards.ts';
export type { HandicapFromCards, HandicapPoint, RecordEntry } from './handicap-from-cards.ts';
