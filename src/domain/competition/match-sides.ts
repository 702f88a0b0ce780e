// Sides of a match. The match document has no field for them, so they follow the order of its
// score cards: in Fourball, Foursome and Scramble every two consecutive cards of `scoreCards` are a
// side (cards 1-2 side 1, cards 3-4 side 2, ...), which is the group of four a phone keeps. In
// Individual play every card is its own competitor.
import type { PlayMode } from '../enums.ts';

/** Players per side in the formats played in sides. */
export const SIDE_SIZE = 2;

export function playsInSides(playMode: PlayMode): boolean {
  return playMode !== 'Individual';
}

/** The side of the card at `index` of the match's `scoreCards`: "Side 1", "Side 2", ... (each card its
 * own "Player n" in Individual play). */
export function sideOfIndex(playMode: PlayMode, index: number): string {
  return playsInSides(playMode) ? `Side ${Math.floor(index / SIDE_SIZE) + 1}` : `Player ${index + 1}`;
}

/** Why players cannot be split into these sides (numbers from 1), or null when they can: in the
 * formats played in sides every side has exactly two players. */
export function sidesProblem(playMode: PlayMode, sides: readonly number[]): string | null {
  if (sides.length === 0) return 'Add at least one player.';
  if (!playsInSides(playMode)) return null;
  const counts = new Map<number, number>();
  for (const s of sides) counts.set(s, (counts.get(s) ?? 0) + 1);
  const wrong = [...counts.entries()].filter(([, n]) => n !== SIDE_SIZE).map(([s]) => s);
  if (wrong.length > 0) return `${playMode} is played in sides of two: side ${wrong.sort((a, b) => a - b).join(', ')} ${wrong.length === 1 ? 'has' : 'have'} ${wrong.map((s) => counts.get(s)).join(', ')} players.`;
  return null;
}

/** The order to store the players' cards in so that consecutive pairs are the sides: by side number,
 * keeping the order given within a side. Returns indexes into `sides`. */
export function orderBySide(playMode: PlayMode, sides: readonly number[]): number[] {
  const indexes = sides.map((_, i) => i);
  if (!playsInSides(playMode)) return indexes;
  return indexes.sort((a, b) => (sides[a] ?? 0) - (sides[b] ?? 0) || a - b);
}
