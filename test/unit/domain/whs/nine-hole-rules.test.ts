// The WHS rules that use the nines' ratings and unrounded differentials (Rules of Handicapping 2024):
// Rule 2.2b (a 9-hole score needs the nine played), Rule 5.1b (9-hole score differentials, two combined
// unrounded), Rule 5.9 (exceptional scores compared unrounded). docs/GOLF.md, "9-hole rounds".
import { describe, expect, it } from 'vitest';
import { cardDifferential, createIndexReplay, exceptionalScoreReduction, handicapAcceptance, handicapFromCards } from '../../../../src/domain/index.ts';
import { card, strokes } from './helpers.ts';

const DAY = 86_400_000;
/** The helper's 18-hole tee (par 72, rated 72.0 / 113) with its nines rated on their own. */
const rated = { teeHoleCount: 18, front9: { cr: 35.2, slope: 125 }, back9: { cr: 36.9, slope: 131 } };

describe('a front nine played on an 18-hole tee (Rule 2.2b, 5.1b, 2024)', () => {
  const front = card('f', 1, strokes(9, 5, 9), rated);
  const back = card('b', 1, [...strokes(0, 0, 9), ...strokes(9, 5)], rated);

  it('is acceptable as a 9-hole score, not refused for too few of the 18 holes', () => {
    expect(handicapAcceptance(front)).toBe('acceptable');
    expect(handicapAcceptance(back)).toBe('acceptable');
    // 9 holes played that are not one nine make neither score.
    expect(handicapAcceptance(card('x', 1, [...strokes(8, 5), 0, 5, ...strokes(0, 0, 8)], rated))).toBe('not-enough-holes');
  });

  it("is scored on that nine's own rating and slope", () => {
    // (113 / 125) x (45 - 35.2) = 8.859 -> 8.9; no index yet: waits for a second nine
    expect(cardDifferential(front, null)).toMatchObject({ adjustedGrossScore: 45, holesPlayed: 9, differential: null, nineHoleDifferential: 8.9 });
    // (113 / 131) x (45 - 36.9) = 6.987 -> 7.0
    expect(cardDifferential(back, null).nineHoleDifferential).toBe(7);
    // With an index of 10.0: 8.9 + the expected nine 6.4 = 15.3
    expect(cardDifferential(front, 10).differential).toBe(15.3);
  });

  it('net double bogey comes from the 9-hole course handicap (Rule 3.1, 6.1)', () => {
    // Index 10.0: 9-hole CH = 5.0 x 125 / 113 + (35.2 - 36) = 4.731 -> 5: a stroke on SI 1, 3, 5, 7, 9
    // (holes 1-5 of the helper's tee), so a 9 on hole 1 is capped at 4 + 2 + 1 = 7 and one on hole 6 at 6.
    const blowUps = card('c', 1, [9, 5, 5, 5, 5, 9, 5, 5, 5, ...strokes(0, 0, 9)], rated);
    expect(cardDifferential(blowUps, 10).adjustedGrossScore).toBe(7 + 4 * 5 + 6 + 3 * 5);
  });

  it("without the nines' ratings, the 18-hole rating halved and the 18-hole slope (as a 9-hole tee)", () => {
    // 45 - 72 / 2 = 9.0
    expect(cardDifferential(card('f', 1, strokes(9, 5, 9)), null).nineHoleDifferential).toBe(9);
  });

  it("a 9-hole match card of an 18-hole tee (holes 1-9 only) also uses the front nine's rating", () => {
    const matchCard = card('m', 1, strokes(9, 5), { ...rated, courseRating: 72, holes: strokes(9, 5).map((s, i) => ({ number: i + 1, par: 4, hcp: 2 * i + 1, shotCount: s })) });
    expect(cardDifferential(matchCard, null).nineHoleDifferential).toBe(8.9);
  });
});

describe('two 9-hole differentials before an index exists (Rule 5.1b)', () => {
  it('are added unrounded, and only the sum is rounded', () => {
    // A 9-hole tee rated 70.9 for 18 holes: each nine 35.45, slope 113. 45 -> 9.55 and 43 -> 7.55.
    // Rounded first they would make 9.6 + 7.6 = 17.2; unrounded 9.55 + 7.55 = 17.1.
    const first = card('A', 1, strokes(9, 5), { courseRating: 70.9 });
    const second = card('B', 2, [...strokes(7, 5), 4, 4], { courseRating: 70.9 });
    expect(cardDifferential(first, null).nineHoleDifferential).toBe(9.6);
    expect(cardDifferential(second, null).nineHoleDifferential).toBe(7.6);
    expect(handicapFromCards([first, second]).history).toEqual([{ cardIds: ['A', 'B'], date: 2 * DAY, differential: 17.1, index: null }]);
  });
});

describe('the exceptional score reduction (Rule 5.9)', () => {
  it('compares the unrounded differential with the index', () => {
    expect(exceptionalScoreReduction(13.04, 20)).toBe(0); // 6.96 below
    expect(exceptionalScoreReduction(13, 20)).toBe(1); // 7.0 below, exactly
    expect(exceptionalScoreReduction(9.96, 20)).toBe(2); // 10.04 below
    expect(exceptionalScoreReduction(10.04, 20)).toBe(1); // 9.96 below
    expect(exceptionalScoreReduction(6.55, 14.3)).toBe(1); // 7.75 below, binary noise aside
  });

  it('a posted 13.0 that was 13.04 unrounded cuts nothing from an index of 20.0', () => {
    const replay = createIndexReplay();
    for (const [i, d] of [22, 22, 22].entries()) replay.post({ differential: d, date: i });
    expect(replay.current).toBe(20);
    expect(replay.post({ differential: 13, exact: 13.04, date: 4 })).toEqual({ date: 4, differential: 13, index: 12 });
    expect(replay.differentials()).toEqual([22, 22, 22, 13]);
  });

  it('through the cards: 87 on a 72.0 / 130 tee is 13.04 unrounded, no reduction', () => {
    // Three rounds of 94 (four 6s, fourteen 5s) on 72.0 / 113: 22.0 each, index 22.0 - 2.0 = 20.0.
    const rounds = [1, 2, 3].map((d) => card(`r${d}`, d, [6, 6, 6, 6, ...strokes(14, 5)]));
    // 87 = fifteen 5s and three 4s: (113 / 130) x (87 - 72) = 13.038 -> 13.0, 6.96 below 20.0.
    const good = card('g', 4, [...strokes(15, 5), 4, 4, 4], { slope: 130 });
    const result = handicapFromCards([...rounds, good]);
    expect(result.history.map((h) => [h.differential, h.index])).toEqual([
      [22, null],
      [22, null],
      [22, 20],
      [13, 12],
    ]);
    expect(result.record.map((e) => e.differential)).toEqual([22, 22, 22, 13]);
  });
});

describe('a card with no hole played is not a round', () => {
  it('counts as too few holes played, whatever its tee (tomorrow\'s match card)', () => {
    const empty = strokes(0, 0, 18);
    expect(handicapAcceptance(card('t', 9, empty))).toBe('not-enough-holes');
    expect(handicapAcceptance(card('t', 9, empty, { courseRating: null }))).toBe('not-enough-holes');
    expect(handicapAcceptance(card('t', 9, empty, { teeType: 'Pitch and Putt' }))).toBe('not-enough-holes');
    expect(handicapAcceptance(card('t', 9, strokes(0, 0, 12)))).toBe('not-enough-holes');
    expect(handicapFromCards([card('t', 9, empty, { courseRating: null })]).excluded).toEqual([{ cardId: 't', reason: 'not-enough-holes' }]);
  });
});

describe('a card of a 9-hole tee (Rules 3.1, 5.1b, 6.1)', () => {
  // docs/GOLF.md, "9-hole rounds": a 9-hole tee stored at 70.6 / 121 (its nine 35.3), par 4 on every hole
  // indexed 1, 3, ..., 17; index 9.5 before the round: 9-hole course handicap 4.440 -> 4, a stroke on
  // SI 1, 3, 5 and 7 (holes 1-4). A 9 on hole 5 (no stroke) is capped at net double bogey 6.
  const nineTee = { courseRating: 70.6, slope: 121, teeHoleCount: 9 };
  const blowUp = card('n', 1, [4, 4, 4, 4, 9, 4, 4, 4, 4], nineTee);

  it('net double bogey comes from the 9-hole course handicap, the nine rated at half the tee', () => {
    // AGS 8 x 4 + 6 = 38; (113 / 121) x (38 - 35.3) = 2.521 -> 2.5; + expected nine 0.52 x 9.5 + 1.2 = 6.14 -> 6.1
    expect(cardDifferential(blowUp, 9.5)).toMatchObject({ adjustedGrossScore: 38, nineHoleDifferential: 2.5, differential: 8.6 });
    // A 9 on hole 1 (a stroke received) is capped at 4 + 2 + 1 = 7.
    expect(cardDifferential(card('m', 1, [9, 4, 4, 4, 4, 4, 4, 4, 4], nineTee), 9.5).adjustedGrossScore).toBe(39);
  });

  it('before an index: par + 5 per hole, the nine waiting for its pair as before', () => {
    // 4 x 8 + 9 = 41; (113 / 121) x (41 - 35.3) = 5.323 -> 5.3
    expect(cardDifferential(blowUp, null)).toMatchObject({ adjustedGrossScore: 41, differential: null, nineHoleDifferential: 5.3 });
  });
});
