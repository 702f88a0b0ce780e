import { describe, expect, it } from 'vitest';
import type { ScoreCardDoc } from '../../../src/data/types.ts';
import { buildScoreCard } from '../../../src/data/writes/scorecards.ts';
import { cardsInOrder, isGuestCard } from '../../../src/golfers/match-cards.ts';
import { course } from '../data/fixtures.ts';

function card(id: string, userId: string, creationDate = 0, event?: string): ScoreCardDoc {
  const built = buildScoreCard({ id, userId, creatorId: 'ana', course: course(), teeId: 'white', player: { handicapGolf: 0 }, matchId: 'm' }, 0);
  return { ...built, creationDate, ...(event === undefined ? {} : { event }) };
}

describe('cardsInOrder', () => {
  it("follows the match's scoreCards; cards it does not list yet come last, oldest first", () => {
    const cards = [card('m-5', 'eve', 2), card('m-3', 'carla'), card('m-1', 'ana'), card('m-6', 'fay', 1), card('m-2', 'bob'), card('m-4', 'dan')];
    expect(cardsInOrder({ scoreCards: ['m-1', 'm-2', 'm-3', 'm-4'] }, cards).map((c) => c.id)).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-6', 'm-5']);
  });
});

describe('isGuestCard', () => {
  it("is the creator's card carrying the guest's name", () => {
    expect(isGuestCard({ creatorId: 'ana' }, card('g', 'ana', 0, 'Uncle Joe'))).toBe(true);
    expect(isGuestCard({ creatorId: 'ana' }, card('a', 'ana', 0, ' '))).toBe(false);
    expect(isGuestCard({ creatorId: 'ana' }, card('b', 'bob', 0, 'Uncle Joe'))).toBe(false);
  });
});
