// The golf domain library: pure functions and constants, no React, RxDB or Firebase.
export * from './enums.ts';
export * from './types.ts';
export { roundHalfUp, roundTenth } from './rounding.ts';
export { courseHandicap, courseHandicapExact, handicapColour, DEFAULT_HANDICAP, nineHoleCourseHandicapExact, STANDARD_SLOPE } from './handicap.ts';
export type { CourseHandicapInput, NineHoleCourseHandicapInput } from './handicap.ts';
export { courseHandicapExactOnTee, courseHandicapOnTee, handicapOnTee, playsNineHoleHandicap } from './tee-handicap.ts';
export type { PlayerHandicaps } from './tee-handicap.ts';
export { nineOf, ratedNineOf } from './nine.ts';
export type { Nine, RatedNine } from './nine.ts';
export { distributeExtraShots, distributeNineHoleShots, strokeIndexesOn18 } from './extra-shots.ts';
export {
  hasFairway,
  holeStrokes,
  isGreenInRegulation,
  isPickedUp,
  isPlayed,
  netStrokes,
  stablefordPoints,
} from './scoring.ts';
export { holeScoreKey, RETIRED_SCORE, SCORE_NAMES, scoreName } from './score-names.ts';
export type { ScoreNameEntry } from './score-names.ts';
export { cardTotals, EMPTY_TOTALS, splitCard, storedCardTotals } from './totals.ts';
export type { CardSplit, CardTotals } from './totals.ts';
export {
  cardPointsLostToPar,
  fullRoundPar,
  holeAverages,
  PAR3_POINTS_LOST_FACTOR,
  pointsLostToPar,
  scaleToFullRound,
} from './par-comparison.ts';
export type { HoleAverage, ScaledRound } from './par-comparison.ts';
export { distanceMeters, distancesToGreen, EARTH_RADIUS_M, pointOf } from './gps.ts';
export type { GreenCoordinates, GreenDistances } from './gps.ts';
export {
  distanceInputText,
  distanceUnitOf,
  formatDistance,
  fromMetres,
  keptMetres,
  maxInUnit,
  METRES_PER_YARD,
  toMetres,
  unitForLocale,
  unitName,
  unitSymbol,
  wholeUnits,
} from './units.ts';
export { startRound } from './round.ts';
export type { NewRoundHole, RoundStart } from './round.ts';
export {
  ALLOWANCES,
  defaultAllowance,
  individualAllowance,
  matchPlayStrokes,
  playingHandicap,
  playingHandicapOnTee,
  sidePlayingHandicap,
} from './allowances.ts';
export type { MatchKind } from './allowances.ts';
export * from './whs/index.ts';
export * from './validation/index.ts';
export * from './competition/index.ts';
export * from './calendar/index.ts';
export * from './stats/index.ts';
export * from './shots/index.ts';
export * from './course-import/index.ts';
export * from './place/index.ts';
