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
