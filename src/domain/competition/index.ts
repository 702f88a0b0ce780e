// Matches and tournaments: playing handicaps by format, side scores, the match board, match play
// and the tournament leaderboard. Pure functions over plain card data.
export type { Competitor, CompetitorCard, HoleOutcome, RankBasis, ScoredHole } from './types.ts';
export { isOneBallPerSide, matchCardHandicaps, playingHandicaps, strokesReceived, withStrokesReceived } from './playing-handicaps.ts';
export type { HandicapEntry, PlayingHandicapEntry } from './playing-handicaps.ts';
export { betterBall, competitors, oneBall, scoreHole, sideHoles } from './side-scores.ts';
export { POINTS_PER_NET_PAR, rankFigure, scoredTotals } from './scored-totals.ts';
export type { ScoredTotals } from './scored-totals.ts';
export { positionLabels, positionsOf } from './positions.ts';
export { rankBasisOf } from './rank-basis.ts';
export { thruLabel } from './thru.ts';
export { matchBoard } from './match-board.ts';
export type { BoardRow, MatchBoardInput } from './match-board.ts';
export { matchPlay, matchStatus } from './match-play.ts';
export type { MatchPlayHole, MatchPlayState } from './match-play.ts';
export { compareCountback, countbackFigures, countbackSegments } from './countback.ts';
export type { CountbackOptions, CountbackRound } from './countback.ts';
export { tournamentLeaderboard } from './tournament-leaderboard.ts';
export type { LeaderboardRow, RoundColumn, TournamentCompetitor, TournamentInput } from './tournament-leaderboard.ts';
export { cardSides, maxSideSize, orderBySide, playsInSides, SCRAMBLE_SIZES, SIDE_SIZE, sideOfIndex, sidesProblem, type MatchSidesSource, type SidesProblem } from './match-sides.ts';
export { cardPlayerKey, countedCards, isGuestCard, type CountedCard, type CountedCardsMatch } from './counted-cards.ts';
export * from './games/index.ts';
