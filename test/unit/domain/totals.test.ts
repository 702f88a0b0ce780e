import { describe, expect, it } from 'vitest';
import { cardTotals, EMPTY_TOTALS, splitCard, storedCardTotals } from '../../../src/domain/index.ts';
import { hole } from './helpers.ts';

describe('cardTotals', () => {
  const holes = [
    // par 4, 1 extra: 5 strokes, 2 putts, fairway hit, bogey -> net par
    hole({ number: 1, par: 4, extraShots: 1, shotCount: 5, puttCount: 2, fairway: 1, bunkerCount: 1 }),
    // par 3, 0 extra: 3 strokes, 2 putts (GIR), no fairway count on a par 3
    hole({ number: 2, par: 3, extraShots: 0, shotCount: 3, puttCount: 2, fairway: 1 }),
    // par 5 picked up with 2 extra: counts 5 + 2 + 2 = 9 strokes, 0 points, fairway missed left
    hole({ number: 3, par: 5, extraShots: 2, shotCount: -1, puttCount: 0, fairway: 2, penaltyCount: 2 }),
    // par 4 not played: nothing counts, even recorded putts
    hole({ number: 4, par: 4, extraShots: 1, shotCount: 0, puttCount: 3, fairway: 1 }),
    // par 4 with no fairway data: not a fairway chance
    hole({ number: 5, par: 4, extraShots: 1, shotCount: 4, puttCount: 1, fairway: 0, penaltyCount: 1 }),
  ];

  it('adds strokes, net, points, putts, fairways, GIR, bunkers, penalties, to par', () => {
    expect(cardTotals(holes)).toEqual({
      holesPlayed: 4,
      strokes: 5 + 3 + 9 + 4,
      net: 4 + 3 + 7 + 3,
      stableford: 2 + 2 + 0 + 3,
      par: 4 + 3 + 5 + 4,
      toPar: 21 - 16,
      netToPar: 17 - 16,
      extraShots: 1 + 0 + 2 + 1,
      putts: 2 + 2 + 0 + 1,
      fairwaysHit: 1,
      fairwaysPossible: 2,
      gir: 1, // hole 2 (3 - 2 <= 1); not hole 1 (5 - 2 = 3 > 2) nor hole 5 (4 - 1 = 3 > 2)
      girPossible: 3,
      bunkerShots: 1,
      penalties: 3,
    });
  });

  it('an empty or unplayed card totals zero', () => {
    expect(cardTotals([])).toEqual(EMPTY_TOTALS);
    expect(cardTotals([hole({ number: 1 }), hole({ number: 2 })])).toEqual(EMPTY_TOTALS);
  });

  it('36 points over 18 holes of net pars is playing to handicap', () => {
    const card = Array.from({ length: 18 }, (_, i) => hole({ number: i + 1, par: 4, extraShots: 1, shotCount: 5, puttCount: 2 }));
    const t = cardTotals(card);
    expect(t.stableford).toBe(36);
    expect(t.strokes).toBe(90);
    expect(t.net).toBe(72);
    expect(t.toPar).toBe(18);
    expect(t.netToPar).toBe(0);
  });
});

describe('splitCard', () => {
  it('front nine, back nine and total of an 18-hole card, whatever the array order', () => {
    const card = Array.from({ length: 18 }, (_, i) => hole({ number: 18 - i, par: 4, shotCount: 18 - i <= 9 ? 4 : 5 }));
    const split = splitCard(card);
    expect(split.front.strokes).toBe(36);
    expect(split.back.strokes).toBe(45);
    expect(split.total.strokes).toBe(81);
    expect(split.total.toPar).toBe(9);
  });

  it('a 9-hole card has an empty back nine', () => {
    const card = Array.from({ length: 9 }, (_, i) => hole({ number: i + 1, par: 3, shotCount: 3, puttCount: 2 }));
    const split = splitCard(card);
    expect(split.front.strokes).toBe(27);
    expect(split.back).toEqual(EMPTY_TOTALS);
    expect(split.total).toEqual(split.front);
  });
});

describe('storedCardTotals', () => {
  it("is the card's strokes and Stableford points, as the document stores them", () => {
    const holes = [
      hole({ number: 1, par: 4, extraShots: 1, shotCount: 5, puttCount: 2 }),
      hole({ number: 2, par: 3, extraShots: 0, shotCount: -1, puttCount: 0 }),
      hole({ number: 3, par: 5, extraShots: 0, shotCount: 0, puttCount: 0 }),
    ];
    // 5 strokes (2 points: net par) + a pick-up on a par 3 counting 3 + 0 + 2 = 5 strokes, 0 points.
    expect(storedCardTotals(holes)).toEqual({ shotCount: 10, stableford: 2 });
  });

  it('is zero for a card with nothing played', () => {
    expect(storedCardTotals([hole({ number: 1, par: 4, extraShots: 1, shotCount: 0, puttCount: 0 })])).toEqual({ shotCount: 0, stableford: 0 });
  });
});
