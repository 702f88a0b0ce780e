// Statistics over many rounds with filters, and strokes gained from the tee.
export { filterKey, matchesFilter } from './filter.ts';
export { roundFigures } from './round-figures.ts';
export type { ParTypeFigures, Ratio, RoundFigures, ScoreDistribution } from './round-figures.ts';
export { computeStatistics, TREND_ROUNDS } from './statistics.ts';
export type { Statistics } from './statistics.ts';
export { expectedStrokesFromTee, holeStrokesGained, METRES_PER_YARD, TEE_BASELINE_STROKES, TEE_BASELINE_YARDS } from './strokes-gained.ts';
export { summarise } from './summary.ts';
export type { RatioFigure, StatisticsSummary } from './summary.ts';
export { trendSeries } from './trends.ts';
export type { TrendPoint } from './trends.ts';
export { PAR_TYPES } from './types.ts';
export type { ParType, StatsCard, StatsFilter, StatsHole } from './types.ts';
export { roundOnTee } from './round-on-tee.ts';
export type { CardDocumentLike, RoundOnTee } from './round-on-tee.ts';
export { expectedStrokes, GREEN_FEET, GREEN_STROKES, METRES_PER_FOOT, OFF_GREEN_STROKES, OFF_GREEN_YARDS } from './broadie-baseline.ts';
export { AROUND_GREEN_M, holeShotsGained, lieOfMark, MIN_SHOTS_PER_FIGURE, SG_CATEGORIES, shotsGainedOf, shownGained, sumShotsGained } from './shots-gained.ts';
export type { CategoryGained, GainedShot, HoleShotsGained, MarkedHole, SgCategory, ShotsGainedFigures, ShotsGainedSummary, UnmeasuredReason } from './shots-gained.ts';
