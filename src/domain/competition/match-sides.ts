// Sides of a match. In Fourball, Foursome and Scramble a match keeps each card's side in its `sides`
// map (card id -> side number from 1). Matches written before that map existed have none: their
// sides follow the order of `scoreCards`, every two consecutive cards a side (cards 1-2 side 1,
// cards 3-4 side 2, ...). In Individual play every card is its own competitor.
import type { PlayMode } from '../enums.ts';

/** Players per side in Fourball and Foursome, and per side of the matches without a `sides` map. */
export const SIDE_SIZE = 2;

/** Players a Scramble team may have (the allowances of allowances.ts cover 2, 3 and 4). */
export const SCRAMBLE_SIZES: readonly number[] = [2, 3, 4];

/** The most players a side of the format may have. */
export function maxSideSize(playMode: PlayMode): number {
  return playMode === 'Scramble' ? Math.max(...SCRAMBLE_SIZES) : SIDE_SIZE;
}

export function playsInSides(playMode: PlayMode): boolean {
  return playMode !== 'Individual';
}

/** The side of the card at `index` of `scoreCards` in a match without a `sides` map: "Side 1",
 * "Side 2", ... (each card its own "Player n" in Individual play). */
export function sideOfIndex(playMode: PlayMode, index: number): string {
  return playsInSides(playMode) ? `Side ${Math.floor(index / SIDE_SIZE) + 1}` : `Player ${index + 1}`;
}

/** What of a match decides its sides. */
export interface MatchSidesSource {
  playMode: PlayMode;
  scoreCards?: readonly string[];
  sides?: Readonly<Record<string, number>>;
}

/**
 * The side of every card in `cardIds` (given in the match's card order): "Side n" from the match's
 * `sides` map, else from the card's place in `scoreCards` (consecutive pairs). Individual play: each
 * card is "Player n". A card the match does not place (not in its map, or not listed yet) is a side
 * of its own, named after the card.
 */
export function cardSides(match: MatchSidesSource, cardIds: readonly string[]): Map<string, string> {
  const order = match.scoreCards ?? [];
  return new Map(
    cardIds.map((id, i) => {
      if (!playsInSides(match.playMode)) return [id, `Player ${i + 1}`];
      if (match.sides) {
        const side = match.sides[id];
        return [id, side === undefined ? `Card ${id}` : `Side ${side}`];
      }
      const at = order.indexOf(id);
      return [id, at === -1 ? `Card ${id}` : sideOfIndex(match.playMode, at)];
    }),
  );
}

/** Why players cannot be split into sides: none at all, or sides whose sizes the format does not allow
 * (each with its number of players). Said in the golfer's language by `sidesProblemText`
 * (src/data/field-errors.ts). */
export type SidesProblem = { code: 'no-players' } | { code: 'side-sizes'; playMode: PlayMode; teams: boolean; wrong: { side: number; players: number }[] };

/** Why players cannot be split into these sides (numbers from 1), or null when they can: Fourball
 * and Foursome sides have exactly two players, Scramble teams two, three or four. A single side may
 * play alone (stroke play). */
export function sidesProblem(playMode: PlayMode, sides: readonly number[]): SidesProblem | null {
  if (sides.length === 0) return { code: 'no-players' };
  if (!playsInSides(playMode)) return null;
  const allowed = playMode === 'Scramble' ? SCRAMBLE_SIZES : [SIDE_SIZE];
  const counts = new Map<number, number>();
  for (const s of sides) counts.set(s, (counts.get(s) ?? 0) + 1);
  const wrong = [...counts.entries()].filter(([, n]) => !allowed.includes(n)).sort(([a], [b]) => a - b);
  if (wrong.length > 0) return { code: 'side-sizes', playMode, teams: playMode === 'Scramble', wrong: wrong.map(([side, players]) => ({ side, players })) };
  return null;
}

/** The order to store the players' cards in: by side number, keeping the order given within a side.
 * Returns indexes into `sides`. */
export function orderBySide(playMode: PlayMode, sides: readonly number[]): number[] {
  const indexes = sides.map((_, i) => i);
  if (!playsInSides(playMode)) return indexes;
  return indexes.sort((a, b) => (sides[a] ?? 0) - (sides[b] ?? 0) || a - b);
}
