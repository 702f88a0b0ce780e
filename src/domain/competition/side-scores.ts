// The scores a side counts on each hole: the player's own (Individual), the better ball of the
// partners (Fourball), or the side's one ball (Foursome, Scramble). docs/GOLF.md,
// "Side scores, match board and match play".
import type { PlayMode } from '../enums.ts';
import { holeStrokes, isPickedUp, isPlayed, netStrokes, stablefordPoints } from '../scoring.ts';
import type { HoleScore } from '../types.ts';
import type { Competitor, CompetitorCard, ScoredHole } from './types.ts';

/** One recorded hole as a ScoredHole (docs/GOLF.md, "Holes": picked up = par + extra shots + 2, 0 points). */
export function scoreHole(hole: HoleScore): ScoredHole {
  const outcome = !isPlayed(hole) ? 'not-played' : isPickedUp(hole) ? 'picked-up' : 'holed';
  return {
    number: hole.number,
    par: hole.par,
    outcome,
    gross: holeStrokes(hole, hole.extraShots),
    net: netStrokes(hole, hole.extraShots),
    points: stablefordPoints(hole, hole.extraShots),
    extraShots: hole.extraShots,
  };
}

function lowestBy(holes: readonly ScoredHole[], value: (h: ScoredHole) => number): ScoredHole | undefined {
  return holes.reduce<ScoredHole | undefined>((best, h) => (best === undefined || value(h) < value(best) ? h : best), undefined);
}

/**
 * The better ball of partners on one hole. Each figure is the best of the partners on its own:
 * lowest gross, lowest net, most points (the gross column can come from one partner and the net from
 * the other). A picked-up ball is no score: the side counts a partner who holed out, and is picked up
 * itself only when no partner holed out. The side has played the hole once any partner has a score:
 * a board is live, and a partner's later score can only improve it.
 */
export function betterBall(partnerHoles: readonly ScoredHole[]): ScoredHole | undefined {
  const holed = partnerHoles.filter((h) => h.outcome === 'holed');
  const counted = holed.length > 0 ? holed : partnerHoles.filter((h) => h.outcome === 'picked-up');
  const bestNet = lowestBy(counted, (h) => h.net);
  const bestGross = lowestBy(counted, (h) => h.gross);
  if (bestNet === undefined || bestGross === undefined) return partnerHoles[0];
  return {
    ...bestNet,
    gross: bestGross.gross,
    points: Math.max(...counted.map((h) => h.points)),
  };
}

/** The side's one ball on a hole (Foursome, Scramble): the first partner's card, in the order given,
 * that has the hole recorded, so the marker may keep the side's score on either partner's card. */
export function oneBall(partnerHoles: readonly ScoredHole[]): ScoredHole | undefined {
  return partnerHoles.find((h) => h.outcome !== 'not-played') ?? partnerHoles[0];
}

function holeNumbers(cards: readonly CompetitorCard[]): number[] {
  return [...new Set(cards.flatMap((c) => c.holes.map((h) => h.number)))].sort((a, b) => a - b);
}

/** A side's holes by number, combining the partners' cards as the format says. */
export function sideHoles(playMode: PlayMode, partners: readonly CompetitorCard[]): ScoredHole[] {
  const combine = playMode === 'Fourball' ? betterBall : oneBall;
  const result: ScoredHole[] = [];
  for (const n of holeNumbers(partners)) {
    const holes = partners.flatMap((c) => c.holes.filter((h) => h.number === n).map(scoreHole));
    const combined = combine(holes);
    if (combined !== undefined) result.push(combined);
  }
  return result;
}

/**
 * The competitors of a match: each player in Individual play, each side otherwise (sides in the
 * order they first appear, partners in the order given).
 */
export function competitors(playMode: PlayMode, cards: readonly CompetitorCard[]): Competitor[] {
  if (playMode === 'Individual') {
    return cards.map((c) => ({ key: c.playerId, playerIds: [c.playerId], holes: sideHoles(playMode, [c]) }));
  }
  const sides = [...new Set(cards.map((c) => c.side))];
  return sides.map((side) => {
    const partners = cards.filter((c) => c.side === side);
    return { key: side, playerIds: partners.map((c) => c.playerId), holes: sideHoles(playMode, partners) };
  });
}
