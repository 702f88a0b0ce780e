import { describe, expect, it } from 'vitest';
import { cardPlayerKey, countedCards, isGuestCard, type CountedCard } from '../../../../src/domain/index.ts';

// A match made by the organizer "org" for Ana and Ben; "ben" is the planter.
const match = { id: 'm', creatorId: 'org', scoreCards: ['c-ana', 'c-ben'], players: { ana: 1, ben: 1 } };

function card(id: string, userId: string, creatorId = 'org', extra: Partial<CountedCard> = {}): CountedCard {
  return { id, matchId: 'm', userId, creatorId, ...extra };
}

const ana = card('c-ana', 'ana');
const ben = card('c-ben', 'ben');
const ids = (cards: readonly CountedCard[]) => cards.map((c) => c.id);

describe('countedCards', () => {
  it('takes the cards the match lists, in its order', () => {
    expect(ids(countedCards(match, [ben, ana]))).toEqual(['c-ana', 'c-ben']);
  });

  it('ignores a card that names the match but is not listed by it', () => {
    const planted = card('planted', 'ben', 'ben');
    expect(ids(countedCards(match, [planted, ana, ben]))).toEqual(['c-ana', 'c-ben']);
  });

  it('ignores a listed id whose card names another match, or a player the match does not name', () => {
    const elsewhere = card('c-ana', 'ana', 'org', { matchId: 'other' });
    expect(ids(countedCards(match, [elsewhere, ben]))).toEqual(['c-ben']);
    const stranger = card('c-ana', 'eve', 'eve');
    expect(ids(countedCards(match, [stranger, ben]))).toEqual(['c-ben']);
  });

  it("ignores a listed card in a player's name that neither that player nor the match's creator made", () => {
    // Ben's card relabelled as Ana's: it names Ana, but Ben made it.
    const relabelled = card('c-ben', 'ana', 'ben');
    expect(ids(countedCards(match, [relabelled, ana]))).toEqual(['c-ana']);
  });

  it("counts one card a player: the match creator's over one the player made, else the first listed", () => {
    // Ben made a card under an id the match lists for someone else, listed before his own card.
    const squatted = card('c-x', 'ben', 'ben');
    const withSquat = { ...match, scoreCards: ['c-x', 'c-ana', 'c-ben'] };
    expect(ids(countedCards(withSquat, [squatted, ana, ben]))).toEqual(['c-ana', 'c-ben']);
    const twice = { ...match, scoreCards: ['c-ana', 'c-ana2', 'c-ben'] };
    expect(ids(countedCards(twice, [ana, card('c-ana2', 'ana'), ben]))).toEqual(['c-ana', 'c-ben']);
    // A card its own player made counts when the creator made none for them.
    const own = card('c-ben', 'ben', 'ben');
    expect(ids(countedCards(match, [ana, own]))).toEqual(['c-ana', 'c-ben']);
  });

  it("keeps every guest card of the creator: each guest is a player of their own", () => {
    const guests = { id: 'm', creatorId: 'org', scoreCards: ['c-org', 'g1', 'g2'], players: { org: 1 } };
    const cards = [card('c-org', 'org'), card('g1', 'org', 'org', { event: 'Pat' }), card('g2', 'org', 'org', { event: 'Lou' })];
    expect(ids(countedCards(guests, cards))).toEqual(['c-org', 'g1', 'g2']);
    expect(cards.map((c) => cardPlayerKey(guests, c))).toEqual(['org', 'guest:g1', 'guest:g2']);
    expect(isGuestCard(guests, { userId: 'ben', event: 'Pat' })).toBe(false);
  });

  it('counts nothing of a match without cards or players', () => {
    expect(countedCards({ id: 'm', creatorId: 'org' }, [ana, ben])).toEqual([]);
  });
});
