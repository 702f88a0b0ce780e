// The score that brings the index down, and the index after a given score: the worked examples of
// docs/GOLF.md, "The score that lowers the index", each checked here.
import { describe, expect, it } from 'vitest';
import { cardDifferential, handicapFromCards, projectIndex, ratedRoundOnTee, targetScore, type HandicapCard, type RatedRound } from '../../../../src/domain/index.ts';
import { card, strokes } from './helpers.ts';

const DAY = 86_400_000;

/** An 18-hole round of 90 (5 on every par 4) on a tee of slope 113 rated so that its differential is `d`. */
const scored = (id: string, day: number, d: number): HandicapCard => card(id, day, strokes(18, 5), { courseRating: 90 - d });
/** Cards with these differentials, one a day from day 1. */
const record = (differentials: readonly number[], firstDay = 1, prefix = 'c') => differentials.map((d, i) => scored(`${prefix}${i}`, firstDay + i, d));

const tee72: RatedRound = { holes: 18, rating: 72, slope: 113 };

describe('the tee a target is worked out on', () => {
  const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1 }));
  it('18 holes: its rating and slope; 9 holes: half its stored rating, its slope; none for an unrated or Pitch and Putt tee', () => {
    expect(ratedRoundOnTee({ type: 'Golf', holeCount: 18, cr: 72, slope: 130, holes })).toEqual({ holes: 18, rating: 72, slope: 130 });
    expect(ratedRoundOnTee({ type: 'PAR3', holeCount: 9, cr: 70.6, slope: 121, holes: holes.slice(0, 9) })).toEqual({ holes: 9, rating: 35.3, slope: 121 });
    expect(ratedRoundOnTee({ type: 'Golf', holeCount: 18, cr: 0, slope: 130, holes })).toBeNull();
    expect(ratedRoundOnTee({ type: 'Pitch and Putt', holeCount: 18, cr: 54, slope: 80, holes })).toBeNull();
  });
});

describe('three scores: 15.3, 15.2, 16.6, index 15.2 - 2.0 = 13.2', () => {
  const handicap = handicapFromCards(record([15.3, 15.2, 16.6]));

  it('Shoot 86 or better on a 72.0 / 113 tee: 14.0, and a fourth score takes the lowest less 1.0: 13.0', () => {
    expect(handicap.index).toBe(13.2);
    expect(targetScore(handicap, tee72, 10 * DAY)).toEqual({ kind: 'lower', score: 86, index: 13.2, indexAfter: 13, highestCounting: 15.2 });
    // 87 gives 15.0: it replaces the 15.2, but the index rises to 14.0 (4 scores: lowest - 1.0).
    expect(projectIndex(handicap, tee72, 87, 10 * DAY)).toMatchObject({ differential: 15, index: 14, cap: null });
  });

  it('the projection of a 90: 18.0, the 15.2 still lowest: 14.2', () => {
    expect(projectIndex(handicap, tee72, 90, 10 * DAY)).toEqual({ score: 90, differential: 18, index: 14.2, calculated: 14.2, lowIndex: null, cap: null });
  });

  it('a 9-hole tee stored at 70.6 / 121: 41 or better over the nine', () => {
    const nine = ratedRoundOnTee({ type: 'Golf', holeCount: 9, cr: 70.6, slope: 121, holes: [] });
    if (!nine) throw new Error('rated');
    // 41: (113 / 121) x (41 - 35.3) = 5.323 -> 5.3, + expected nine 0.52 x 13.2 + 1.2 = 8.064 -> 8.1: 13.4 -> index 12.4
    expect(targetScore(handicap, nine, 10 * DAY)).toMatchObject({ kind: 'lower', score: 41, indexAfter: 12.4 });
    // 42: 6.257 -> 6.3 + 8.1 = 14.4 -> 13.4, not lower
    expect(projectIndex(handicap, nine, 42, 10 * DAY)).toMatchObject({ differential: 14.4, index: 13.4 });
  });
});

describe('one nine of an 18-hole tee 72.6 / 133 with its front nine rated 35.4 / 128, index 13.2', () => {
  const handicap = handicapFromCards(record([15.3, 15.2, 16.6]));
  const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1 }));
  const tee = { type: 'Golf' as const, holeCount: 18, cr: 72.6, slope: 133, front9: { cr: 35.4, slope: 128 }, holes };
  const front = ratedRoundOnTee(tee, 'front');
  const back = ratedRoundOnTee(tee, 'back');

  it('each nine is rated as a card of that nine is: its own rating, else half the 18-hole rating and its slope', () => {
    expect(front).toEqual({ holes: 9, rating: 35.4, slope: 128 });
    expect(back).toEqual({ holes: 9, rating: 36.3, slope: 133 });
    expect(ratedRoundOnTee(tee)).toEqual({ holes: 18, rating: 72.6, slope: 133 });
  });

  it('Shoot 42 or better on the front nine: (113 / 128) x 6.6 = 5.827 -> 5.8, + expected nine 8.1 = 13.9 -> 12.9', () => {
    if (!front) throw new Error('rated');
    expect(targetScore(handicap, front, 10 * DAY)).toMatchObject({ kind: 'lower', score: 42, indexAfter: 12.9 });
    // 43: 6.709 -> 6.7, + 8.1 = 14.8 -> 13.8, not lower
    expect(projectIndex(handicap, front, 43, 10 * DAY)).toMatchObject({ differential: 14.8, index: 13.8 });
    // The same 42 posted as an 18-hole card of which only the front nine was played (six 5s, three 4s).
    const played = card('f', 10, [5, 5, 5, 5, 5, 5, 4, 4, 4, ...strokes(0, 0, 9)], { courseRating: 72.6, slope: 133, front9: tee.front9, teeHoleCount: 18 });
    expect(cardDifferential(played, 13.2)).toMatchObject({ adjustedGrossScore: 42, differential: 13.9 });
  });

  it('Shoot 43 or better on the back nine, unrated on its own: (113 / 133) x 6.7 = 5.692 -> 5.7, + 8.1 = 13.8 -> 12.8', () => {
    if (!back) throw new Error('rated');
    expect(targetScore(handicap, back, 10 * DAY)).toMatchObject({ kind: 'lower', score: 43, indexAfter: 12.8 });
    // 44: 6.542 -> 6.5, + 8.1 = 14.6 -> 13.6, not lower
    expect(projectIndex(handicap, back, 44, 10 * DAY)).toMatchObject({ differential: 14.6, index: 13.6 });
    const played = card('b', 10, [...strokes(0, 0, 9), 5, 5, 5, 5, 5, 5, 5, 4, 4], { courseRating: 72.6, slope: 133, front9: tee.front9, teeHoleCount: 18 });
    expect(cardDifferential(played, 13.2)).toMatchObject({ adjustedGrossScore: 43, differential: 13.8 });
  });
});

describe('a full record of 20', () => {
  // Oldest first: 20.0, the eight that count (10.0 to 12.8, average 11.4), eleven of 18.0.
  const counting = [10, 10.4, 10.8, 11.2, 11.6, 12, 12.4, 12.8];
  const handicap = handicapFromCards(record([20, ...counting, ...Array<number>(11).fill(18)]));

  it('Shoot 86 or better on a 72.0 / 130 tee: 12.2 makes (78.4 + 12.2) / 8 = 11.325 -> 11.3', () => {
    expect(handicap.index).toBe(11.4);
    const tee: RatedRound = { holes: 18, rating: 72, slope: 130 };
    expect(targetScore(handicap, tee, 30 * DAY)).toEqual({ kind: 'lower', score: 86, index: 11.4, indexAfter: 11.3, highestCounting: 12.8 });
    // 87 gives 13.0: above the 12.8, the index stays 11.4. A 12.4 would replace the 12.8 and still not lower it
    // (90.8 / 8 = 11.35 -> 11.4), so the number said is the projection's, not "beat the highest counting".
    expect(projectIndex(handicap, tee, 87, 30 * DAY)).toMatchObject({ differential: 13, index: 11.4 });
  });
});

describe('the caps (low index of the last 365 days)', () => {
  // Twenty scores of `low` (index `low` with a full record), then twenty more: 8.0 (oldest), 9.0, 9.2, 9.4,
  // 9.6, 9.8, 10.0, 10.2 and twelve of 20.0. Calculated 75.2 / 8 = 9.4.
  const later = [8, 9, 9.2, 9.4, 9.6, 9.8, 10, 10.2, ...Array<number>(12).fill(20)];
  const golfer = (low: number) => handicapFromCards([...record(Array<number>(20).fill(low)), ...record(later, 21, 'l')]);

  it('soft cap, low 4.0: the index is 4.0 + 3.0 + 2.4 / 2 = 8.2', () => {
    const handicap = golfer(4);
    expect(handicap.index).toBe(8.2);
    // A 90 (18.0): the 8.0 leaves, (67.2 + 18.0) / 8 = 10.65 -> 10.7; soft cap 7.0 + 3.7 / 2 = 8.85 -> 8.9
    expect(projectIndex(handicap, tee72, 90, 41 * DAY)).toEqual({ score: 90, differential: 18, index: 8.9, calculated: 10.7, lowIndex: 4, cap: 'soft' });
    // 78 (6.0): 9.15 -> 9.2, capped 8.1; 79 (7.0): 9.275 -> 9.3, capped 8.15 -> 8.2, not lower
    expect(targetScore(handicap, tee72, 41 * DAY)).toMatchObject({ kind: 'lower', score: 78, indexAfter: 8.1 });
  });

  it('hard cap, low 2.0: 9.4 is held at 2.0 + 5.0 = 7.0, and a 90 leaves it there', () => {
    const handicap = golfer(2);
    expect(handicap.index).toBe(7);
    expect(projectIndex(handicap, tee72, 90, 41 * DAY)).toEqual({ score: 90, differential: 18, index: 7, calculated: 10.7, lowIndex: 2, cap: 'hard' });
    // 75 (3.0): 70.2 / 8 = 8.775 -> 8.8, soft 5.0 + 3.8 / 2 = 6.9; 76 (4.0): 8.9 -> 6.95 -> 7.0
    expect(targetScore(handicap, tee72, 41 * DAY)).toMatchObject({ kind: 'lower', score: 75, indexAfter: 6.9 });
  });

  it('with every low index older than 365 days nothing caps', () => {
    const handicap = golfer(2);
    expect(projectIndex(handicap, tee72, 90, 406 * DAY)).toMatchObject({ index: 10.7, calculated: 10.7, lowIndex: null, cap: null });
  });
});

describe('fewer than 3 scores: what is needed instead', () => {
  it('counts the scores still needed; a nine waits for its pair', () => {
    expect(targetScore(handicapFromCards([]), tee72, DAY)).toEqual({ kind: 'needs-scores', scoresNeeded: 3, nineWaiting: false });
    expect(targetScore(handicapFromCards(record([15.3, 15.2])), tee72, DAY)).toEqual({ kind: 'needs-scores', scoresNeeded: 1, nineWaiting: false });
    const nine = card('n', 3, strokes(9, 5));
    expect(targetScore(handicapFromCards([...record([15.3]), nine]), tee72, 5 * DAY)).toEqual({ kind: 'needs-scores', scoresNeeded: 2, nineWaiting: true });
    expect(projectIndex(handicapFromCards(record([15.3, 15.2])), tee72, 80, DAY)).toBeNull();
  });
});

describe('a nine waiting from before the index', () => {
  it('is combined with a 9-hole score, as the record would', () => {
    // A nine of 45 on a 9-hole tee rated 72.0 / 113 (36.0 for the nine): 9.0 waits; then 15.3, 15.2, 16.6 -> 13.2.
    const handicap = handicapFromCards([card('n', 1, strokes(9, 5), { courseRating: 72 }), ...record([15.3, 15.2, 16.6], 2)]);
    expect(handicap).toMatchObject({ index: 13.2, pendingNineExact: 9 });
    const nine: RatedRound = { holes: 9, rating: 36, slope: 113 };
    // 42: 9.0 + 6.0 = 15.0 -> 14.0; 41: 14.0 -> 13.0 (without the waiting nine, the expected 8.1 would be added)
    expect(projectIndex(handicap, nine, 42, 10 * DAY)).toMatchObject({ differential: 15, index: 14 });
    expect(targetScore(handicap, nine, 10 * DAY)).toMatchObject({ kind: 'lower', score: 41, indexAfter: 13 });
  });
});

describe('no score lowers it', () => {
  it('says so', () => {
    const handicap = handicapFromCards(record([15.3, 15.2, 16.6]));
    expect(targetScore({ ...handicap, index: -60 }, tee72, 10 * DAY)).toEqual({ kind: 'none', index: -60 });
  });
});
