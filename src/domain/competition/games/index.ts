// Side games of a match: skins and the Nassau, their units and the settlement (docs/GOLF.md,
// "Side games: skins and Nassau").
export type { GameBasis, GamesInput, MatchGames, NassauPlay, NassauSettings, SkinsSettings } from './types.ts';
export { unitValue } from './types.ts';
export { closedOut, roundOver } from './round-over.ts';
export { skinsGame, type SkinHole, type SkinHoleState, type SkinsResult } from './skins.ts';
export { nassauGame, nassauSegments, type MatchBet, type NassauPair, type NassauResult, type NassauSegment, type StrokeBet } from './nassau.ts';
export { fewestPayments, type Payment } from './settlement.ts';
export { playGames, type GamesResult, type GamesUnits } from './play-games.ts';
