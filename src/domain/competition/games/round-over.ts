// When a match's round is over for its games, and how a hole left without a score counts then
// (docs/GOLF.md, "Side games: skins and Nassau", edge cases).
import type { Competitor, ScoredHole } from '../types.ts';

/** The round is over for the games once every competitor has a score on the match's last hole. */
export function roundOver(competitors: readonly Competitor[], holeNumbers: readonly number[]): boolean {
  const last = holeNumbers.at(-1);
  if (last === undefined || competitors.length === 0) return false;
  return competitors.every((c) => c.holes.some((h) => h.number === last && h.outcome !== 'not-played'));
}

/** A hole with no score as a picked-up one: par + extra shots + 2, net double bogey, no points. */
function pickedUp(h: ScoredHole): ScoredHole {
  return { ...h, outcome: 'picked-up', gross: h.par + h.extraShots + 2, net: h.par + 2, points: 0 };
}

/** Once the round is over, a hole a competitor did not play counts as picked up: they cannot win it,
 * and in stroke play it costs net double bogey. Before that it is a score still to come. */
export function closedOut(competitor: Competitor, over: boolean): Competitor {
  if (!over) return competitor;
  return { ...competitor, holes: competitor.holes.map((h) => (h.outcome === 'not-played' ? pickedUp(h) : h)) };
}
