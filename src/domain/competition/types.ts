// The plain inputs and per-hole results the competition functions share. Inputs are structural, so
// a score card's holes can be passed as they are stored.
import type { HoleScore } from '../types.ts';

/** One player's card in a match: `side` groups partners (Fourball, Foursome, Scramble) and names the
 * two sides of a match; in Individual play each player is their own row whatever the side. */
export interface CompetitorCard {
  playerId: string;
  side: string;
  holes: readonly HoleScore[];
}

/** What happened on a hole: no score yet, picked up (shot count -1), or holed out. */
export type HoleOutcome = 'not-played' | 'picked-up' | 'holed';

/** A hole as a competitor (a player, or a side's better ball or one ball) scored it. */
export interface ScoredHole {
  number: number;
  par: number;
  outcome: HoleOutcome;
  /** Strokes counted: the shot count; par + extra shots + 2 when picked up (docs/GOLF.md, "Holes");
   * 0 unplayed. */
  gross: number;
  /** Gross minus the strokes received; 0 unplayed. */
  net: number;
  points: number;
  /** Strokes received by the ball counted for the net score. */
  extraShots: number;
}

/** What a ranking compares: Stableford points (higher is better), or net or gross strokes relative
 * to par (lower is better). */
export type RankBasis = 'stableford' | 'net' | 'gross';

/** A competitor: one player (Individual) or one side, with its holes by number. */
export interface Competitor {
  key: string;
  playerIds: string[];
  holes: ScoredHole[];
}
