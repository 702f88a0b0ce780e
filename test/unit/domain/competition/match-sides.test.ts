import { describe, expect, it } from 'vitest';
import { cardSides, competitors, orderBySide, playingHandicaps, sideOfIndex, sidesProblem } from '../../../../src/domain/index.ts';

describe('match sides', () => {
  it('reads sides as consecutive pairs of the match cards, each player alone in Individual play', () => {
    expect([0, 1, 2, 3].map((i) => sideOfIndex('Fourball', i))).toEqual(['Side 1', 'Side 1', 'Side 2', 'Side 2']);
    expect([0, 1, 2].map((i) => sideOfIndex('Individual', i))).toEqual(['Player 1', 'Player 2', 'Player 3']);
  });

  it("takes each card's side from the match's sides map", () => {
    // A team of three (a, b, c) and a team of two (d, e), listed in any order.
    const match = { playMode: 'Scramble' as const, scoreCards: ['a', 'd', 'b', 'e', 'c'], sides: { a: 1, b: 1, c: 1, d: 2, e: 2 } };
    expect([...cardSides(match, ['a', 'd', 'b', 'e', 'c'])]).toEqual([
      ['a', 'Side 1'],
      ['d', 'Side 2'],
      ['b', 'Side 1'],
      ['e', 'Side 2'],
      ['c', 'Side 1'],
    ]);
    // A card the map does not hold (not synced into the match yet) is a side of its own.
    expect(cardSides(match, ['a', 'x']).get('x')).toBe('Card x');
  });

  it('falls back to consecutive pairs of scoreCards for a match written without a sides map', () => {
    const old = { playMode: 'Fourball' as const, scoreCards: ['a', 'b', 'c', 'd'] };
    // Cards 1-2 are side 1, cards 3-4 side 2, whatever order the cards are given in.
    expect([...cardSides(old, ['c', 'a', 'd', 'b'])]).toEqual([
      ['c', 'Side 2'],
      ['a', 'Side 1'],
      ['d', 'Side 2'],
      ['b', 'Side 1'],
    ]);
    expect(cardSides(old, ['z']).get('z')).toBe('Card z');
    // Individual play: every card is a player of its own, map or no map.
    expect([...cardSides({ playMode: 'Individual', scoreCards: ['a', 'b'], sides: { a: 1, b: 1 } }, ['a', 'b']).values()]).toEqual(['Player 1', 'Player 2']);
  });

  it('groups competitors by the explicit sides', () => {
    const match = { playMode: 'Scramble' as const, sides: { a: 1, b: 2, c: 1, d: 1 } };
    const sides = cardSides(match, ['a', 'b', 'c', 'd']);
    const cards = ['a', 'b', 'c', 'd'].map((id) => ({ playerId: id, side: sides.get(id) ?? id, holes: [] }));
    expect(competitors('Scramble', cards).map((c) => c.playerIds)).toEqual([['a', 'c', 'd'], ['b']]);
  });

  it('orders players by side, keeping the order within a side', () => {
    expect(orderBySide('Foursome', [2, 1, 1, 2])).toEqual([1, 2, 0, 3]);
    expect(orderBySide('Scramble', [2, 1, 2, 1, 1])).toEqual([1, 3, 4, 0, 2]);
    expect(orderBySide('Individual', [2, 1, 1])).toEqual([0, 1, 2]);
  });

  it('wants sides of two in Fourball and Foursome, Scramble teams of two, three or four', () => {
    expect(sidesProblem('Fourball', [1, 1, 2, 2])).toBeNull();
    expect(sidesProblem('Foursome', [1, 1, 1, 2])).toEqual({ code: 'side-sizes', playMode: 'Foursome', teams: false, wrong: [{ side: 1, players: 3 }, { side: 2, players: 1 }] });
    expect(sidesProblem('Fourball', [1, 1])).toBeNull(); // one side alone (stroke play)
    expect(sidesProblem('Scramble', [1, 1, 1, 1])).toBeNull(); // one team of four alone
    expect(sidesProblem('Scramble', [1, 1, 1, 2, 2])).toBeNull(); // three and two
    expect(sidesProblem('Scramble', [1, 1, 1, 1, 1, 2])).toEqual({ code: 'side-sizes', playMode: 'Scramble', teams: true, wrong: [{ side: 1, players: 5 }, { side: 2, players: 1 }] });
    expect(sidesProblem('Individual', [1, 1, 1])).toBeNull();
    expect(sidesProblem('Individual', [])).toEqual({ code: 'no-players' });
  });
});

describe('playing handicaps of Scramble teams from explicit sides', () => {
  it('gives a team of four 25/20/15/10% and a team of three 30/20/10%, lowest to highest', () => {
    const match = { playMode: 'Scramble' as const, sides: { a: 1, b: 1, c: 1, d: 1, e: 2, f: 2, g: 2 } };
    const sides = cardSides(match, ['d', 'a', 'c', 'b', 'e', 'f', 'g']);
    const exact: Record<string, number> = { a: 8, b: 14, c: 20, d: 30, e: 6, f: 12, g: 24 };
    const entries = ['d', 'a', 'c', 'b', 'e', 'f', 'g'].map((id) => ({ playerId: id, side: sides.get(id) ?? id, courseHandicapExact: exact[id] ?? 0 }));
    const stroke = playingHandicaps('Scramble', 'stroke', entries);
    // Team of four: 8 x 25% + 14 x 20% + 20 x 15% + 30 x 10% = 2 + 2.8 + 3 + 3 = 10.8 -> 11.
    // Team of three: 6 x 30% + 12 x 20% + 24 x 10% = 1.8 + 2.4 + 2.4 = 6.6 -> 7.
    expect(stroke.map((e) => [e.playerId, e.playingHandicap, e.strokes])).toEqual([
      ['d', 11, 11],
      ['a', 11, 11],
      ['c', 11, 11],
      ['b', 11, 11],
      ['e', 7, 7],
      ['f', 7, 7],
      ['g', 7, 7],
    ]);
    // Match play: the team of three plays off 0, the team of four receives 11 - 7 = 4.
    expect(playingHandicaps('Scramble', 'match', entries).map((e) => e.strokes)).toEqual([4, 4, 4, 4, 0, 0, 0]);
  });
});
