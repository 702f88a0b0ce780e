import { describe, expect, it } from 'vitest';
import { cardDifferential, expectedDifferential, handicapAcceptance, ratingOfHolesPlayed } from '../../../../src/domain/index.ts';
import { card, strokes } from './helpers.ts';

describe('expected score (WHS 2024 Rule 3.2)', () => {
  it('scales the 9-hole estimate 0.52 x index + 1.2 by holes / 9', () => {
    expect(expectedDifferential(14.2, 9)).toBe(8.6); // 0.52 x 14.2 + 1.2 = 8.584
    expect(expectedDifferential(10, 4)).toBe(2.8); // 6.4 x 4 / 9 = 2.844
    expect(expectedDifferential(16, 4)).toBe(4.2); // 9.52 x 4 / 9 = 4.231
    expect(expectedDifferential(10, 0)).toBe(0);
  });

  it('rates the holes played: their par plus the rating above par spread over 18 holes', () => {
    // 55 + (72.4 - 72) x 14 / 18 = 55.311
    expect(ratingOfHolesPlayed({ courseRating: 72.4, teePar: 72, teeHoles: 18, playedPar: 55, playedHoles: 14 })).toBeCloseTo(55.3111, 4);
    // a 9-hole tee of par 36 with an 18-hole rating of 71: 36 + (71 - 72) x 9 / 18 = 35.5 (half)
    expect(ratingOfHolesPlayed({ courseRating: 71, teePar: 36, teeHoles: 9, playedPar: 36, playedHoles: 9 })).toBe(35.5);
    expect(ratingOfHolesPlayed({ courseRating: 70.1, teePar: 72, teeHoles: 18, playedPar: 72, playedHoles: 18 })).toBeCloseTo(70.1, 10);
  });
});

describe('handicapAcceptance', () => {
  it('needs a rated Golf or PAR3 tee, 9 or 18 holes, 10 of 18 or all 9 played', () => {
    expect(handicapAcceptance(card('a', 1, strokes(18, 5)))).toBe('acceptable');
    expect(handicapAcceptance(card('a', 1, strokes(10, 5, 8)))).toBe('acceptable');
    // 9 of 18 holes that are not one nine; a front nine played in full is a 9-hole score (nine-hole-rules.test.ts).
    expect(handicapAcceptance(card('a', 1, [...strokes(8, 5), 0, 5, ...strokes(0, 0, 8)]))).toBe('not-enough-holes');
    expect(handicapAcceptance(card('a', 1, strokes(9, 5)))).toBe('acceptable');
    expect(handicapAcceptance(card('a', 1, strokes(8, 5, 1)))).toBe('not-enough-holes');
    expect(handicapAcceptance(card('a', 1, [...strokes(9, 5, 8), -1]))).toBe('acceptable'); // picked up counts as played
    expect(handicapAcceptance(card('a', 1, strokes(12, 5)))).toBe('not-9-or-18-holes');
    expect(handicapAcceptance(card('a', 1, strokes(18, 5), { teeType: 'Pitch and Putt' }))).toBe('pitch-and-putt');
    expect(handicapAcceptance(card('a', 1, strokes(18, 5), { teeType: 'PAR3', courseRating: 54.2, slope: 80 }))).toBe('acceptable');
    expect(handicapAcceptance(card('a', 1, strokes(18, 5), { courseRating: null }))).toBe('unrated-tee');
    expect(handicapAcceptance(card('a', 1, strokes(18, 5), { slope: 0 }))).toBe('unrated-tee');
  });
});

describe('cardDifferential', () => {
  // Rating 70.0, slope 130, par 72; 5 on every hole but 9 on stroke index 1.
  const full = card('f', 1, [9, ...strokes(17, 5)], { courseRating: 70, slope: 130 });

  it('18 holes with an index: net double bogey from the course handicap of that index', () => {
    // index 18.0: CH = 18 x 130 / 113 + (70 - 72) = 18.708 -> 19, so SI 1 receives 2 strokes and
    // its 9 is capped at 4 + 2 + 2 = 8. AGS = 8 + 17 x 5 = 93; (113 / 130) x (93 - 70) = 19.992 -> 20.0
    expect(cardDifferential(full, 18)).toMatchObject({ adjustedGrossScore: 93, holesPlayed: 18, differential: 20, nineHoleDifferential: null });
    expect(cardDifferential(full, 18).differentialExact).toBeCloseTo(19.9923, 4);
  });

  it('18 holes without an index: par + 5', () => {
    // 9 stays 9 (par + 5); AGS 94; (113 / 130) x 24 = 20.862 -> 20.9
    expect(cardDifferential(full, null).differential).toBe(20.9);
  });

  it('14 of 18 holes with an index: the holes played plus the expected score of the other 4', () => {
    // rating 72.4, slope 113, index 10.0; 14 holes in 5 = 70 (CH 10, no cap reached).
    // rating of the 14 = 56 + 0.4 x 14 / 18 = 56.311; 70 - 56.311 = 13.689 -> 13.7; expected 4 holes 2.8
    const c = card('p', 1, strokes(14, 5, 4), { courseRating: 72.4 });
    expect(cardDifferential(c, 10)).toMatchObject({ adjustedGrossScore: 70, holesPlayed: 14, differential: 16.5, nineHoleDifferential: null });
    // unrounded: 13.689 + 2.844 = 16.533
    expect(cardDifferential(c, 10).differentialExact).toBeCloseTo(16.5333, 4);
  });

  it('14 of 18 holes without an index: the 4 holes not played score par', () => {
    // 70 + 4 x 4 = 86; 86 - 72.4 = 13.6
    const c = card('p', 1, strokes(14, 5, 4), { courseRating: 72.4 });
    expect(cardDifferential(c, null).differential).toBe(13.6);
  });

  it('9 holes with an index: the nine plus the expected 9-hole differential (Rule 5.1b, 2024)', () => {
    // 9-hole tee, 18-hole rating 71.0 -> nine rated 35.5; 45 - 35.5 = 9.5; index 14.2 expects 8.6
    expect(cardDifferential(card('n', 1, strokes(9, 5)), 14.2)).toMatchObject({
      adjustedGrossScore: 45,
      holesPlayed: 9,
      differential: 18.1,
      nineHoleDifferential: 9.5,
    });
  });

  it('9 holes without an index: the 9-hole differential alone, to be combined', () => {
    expect(cardDifferential(card('n', 1, strokes(9, 5)), null)).toMatchObject({ differential: null, nineHoleDifferential: 9.5 });
  });

  it('takes PCC off pro rata to the holes played', () => {
    // 18 holes of 5 on rating 72, PCC 1: 90 - 72 - 1 = 17.0
    expect(cardDifferential(card('c', 1, strokes(18, 5), { pcc: 1 }), 10).differential).toBe(17);
  });
});
