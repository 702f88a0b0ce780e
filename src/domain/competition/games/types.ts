// The side games a match may carry (docs/GOLF.md, "Side games: skins and Nassau"): their settings as
// the match stores them, and what the games compare. Units are whole numbers: the group says what a
// unit is worth; the app handles no money.
import type { Competitor } from '../types.ts';

/** Gross strokes, or net strokes with the match's allowances. */
export type GameBasis = 'gross' | 'net';

/** A Nassau's bets are won hole by hole (match play) or on the strokes of the holes (stroke play). */
export type NassauPlay = 'match' | 'stroke';

export interface SkinsSettings {
  basis: GameBasis;
  /** A tie carries the hole's skins to the next hole; false: a tied skin is won by nobody. */
  carryOver: boolean;
  /** Units a skin is worth, paid by each other player to its winner; absent: 1. */
  value?: number;
}

export interface NassauSettings {
  play: NassauPlay;
  basis: GameBasis;
  /** Match play only: a bet two down starts a press on the next hole, to the end of its nine. */
  press: boolean;
  /** Units each bet (and each press) is worth; absent: 1. */
  value?: number;
}

/** The games of a match (the match's `games` field); a game absent is not played. */
export interface MatchGames {
  skins?: SkinsSettings;
  nassau?: NassauSettings;
}

/** What the games are computed from: the match's holes and its competitors (players, or sides in
 * Fourball, Foursome and Scramble) twice over, each hole's net from the cards' own strokes (the
 * stroke play allowance, as the board) and from the match play strokes off the lowest. */
export interface GamesInput {
  games: MatchGames;
  /** The holes of the match, by number. */
  holeNumbers: readonly number[];
  /** The competitors with the strokes their cards receive (the board's net). */
  strokePlay: readonly Competitor[];
  /** The same competitors, in the same order, with match play strokes off the lowest. */
  matchPlay: readonly Competitor[];
}

/** The units of a unit value as stored (absent or not a positive whole number: 1). */
export function unitValue(value: number | undefined): number {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : 1;
}
