// Skins: each hole is a skin, won by the one competitor with the lowest score on it (gross, or net
// with match play strokes off the lowest). A tie carries the skin to the next hole, or, as the match
// chooses, nobody wins it. docs/GOLF.md, "Side games: skins and Nassau".
import type { Competitor, ScoredHole } from '../types.ts';
import { unitValue, type SkinsSettings } from './types.ts';

export type SkinHoleState = 'won' | 'tied' | 'waiting';

export interface SkinHole {
  number: number;
  /** Won by one competitor; tied (carried, or won by nobody); waiting for a score (a competitor has
   * none yet, or, carrying over, an earlier hole waits). */
  state: SkinHoleState;
  /** The winner's key when won. */
  winner: string | null;
  /** Skins at stake on the hole: 1 plus those carried into it. */
  skins: number;
  /** Whether any competitor has a score on the hole. */
  started: boolean;
}

export interface SkinsResult {
  holes: SkinHole[];
  /** Skins won by each competitor, in the competitors' order. */
  won: { key: string; skins: number; units: number }[];
  /** Skins carried after the last hole decided (still open while the round runs). */
  carried: number;
  /** Skins won by nobody: ties without carry-over, and skins still carried when the round is over. */
  unwon: number;
}

function holeOf(c: Competitor, n: number): ScoredHole | undefined {
  return c.holes.find((h) => h.number === n);
}

/**
 * The skins of a round over the competitors' holes (already closed out when the round is over, see
 * closedOut). A picked-up ball cannot win a skin; when nobody holed out the hole is tied. Units: a
 * skin's winner receives its value from each other competitor.
 */
export function skinsGame(competitors: readonly Competitor[], holeNumbers: readonly number[], settings: SkinsSettings, over: boolean): SkinsResult {
  const figure = (h: ScoredHole) => (settings.basis === 'gross' ? h.gross : h.net);
  const skinsOf = new Map(competitors.map((c) => [c.key, 0]));
  const holes: SkinHole[] = [];
  let carry = 0;
  let unwon = 0;
  let blocked = false;
  for (const n of holeNumbers) {
    const scored = competitors.map((c) => holeOf(c, n));
    const started = scored.some((h) => h !== undefined && h.outcome !== 'not-played');
    const stake = (settings.carryOver ? carry : 0) + 1;
    const complete = competitors.length > 1 && scored.every((h) => h !== undefined && h.outcome !== 'not-played');
    if (blocked || !complete) {
      holes.push({ number: n, state: 'waiting', winner: null, skins: stake, started });
      // Carrying over, a later hole's stake depends on this one: it waits too.
      if (settings.carryOver) blocked = true;
      continue;
    }
    const holed = competitors.flatMap((c, i) => (scored[i]?.outcome === 'holed' ? [{ key: c.key, value: figure(scored[i] as ScoredHole) }] : []));
    const best = Math.min(...holed.map((h) => h.value));
    const winners = holed.filter((h) => h.value === best);
    const winner = winners.length === 1 ? (winners[0]?.key ?? null) : null;
    if (winner !== null) {
      skinsOf.set(winner, (skinsOf.get(winner) ?? 0) + stake);
      carry = 0;
      holes.push({ number: n, state: 'won', winner, skins: stake, started });
    } else {
      if (settings.carryOver) carry = stake;
      else unwon += 1;
      holes.push({ number: n, state: 'tied', winner: null, skins: stake, started });
    }
  }
  // A tie on the last hole leaves its skins carried with no hole to go to: nobody wins them.
  if (over && !blocked && carry > 0) {
    unwon += carry;
    carry = 0;
  }
  const value = unitValue(settings.value);
  const total = [...skinsOf.values()].reduce((a, b) => a + b, 0);
  const others = competitors.length - 1;
  const won = competitors.map((c) => {
    const skins = skinsOf.get(c.key) ?? 0;
    // Paid by each other competitor for each skin they won, paid to each winner for each skin of others.
    return { key: c.key, skins, units: value * (skins * others - (total - skins)) };
  });
  return { holes, won, carried: carry, unwon };
}
