// Writing matches.
import { newId } from '../ids.ts';
import type { GolfDatabase, MatchDoc } from '../types.ts';
import { modifyOrCreate, removeById } from './util.ts';

export type MatchInput = Omit<MatchDoc, 'id' | 'creationDate' | 'modifiedDate' | 'updatedAt' | 'players'> & { id?: string };

/** The `players` map rebuilt from the match's score cards (spec: rebuilt on each update). */
export function playersOf(cards: readonly { userId: string }[]): Record<string, 1> | undefined {
  if (cards.length === 0) return undefined;
  return Object.fromEntries(cards.map((c) => [c.userId, 1 as const]));
}

/** Creates or replaces a match; `players` is rebuilt from its score cards in this database. */
export async function saveMatch(db: GolfDatabase, input: MatchInput, now: number = Date.now()): Promise<MatchDoc> {
  const id = input.id ?? newId(now);
  const cardIds = input.scoreCards ?? [];
  const cards = cardIds.length > 0 ? [...(await db.scorecards.findByIds(cardIds).exec()).values()] : [];
  return modifyOrCreate(db.matches, id, (current) => {
    const old = 'creationDate' in current ? current : null;
    return {
      ...input,
      id,
      scoreCards: cardIds.length > 0 ? cardIds : undefined,
      players: playersOf(cards),
      creationDate: old?.creationDate ?? now,
      modifiedDate: now,
      updatedAt: old?.updatedAt,
    };
  });
}

export function deleteMatch(db: GolfDatabase, matchId: string): Promise<boolean> {
  return removeById(db.matches, matchId);
}
