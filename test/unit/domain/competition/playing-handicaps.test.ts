import { describe, expect, it } from 'vitest';
import { matchCardHandicaps, playingHandicaps, strokesReceived, withStrokesReceived, type HandicapEntry, type TeeHole } from '../../../../src/domain/index.ts';
import { holes } from './cards.ts';

const entry = (playerId: string, side: string, courseHandicapExact: number): HandicapEntry => ({ playerId, side, courseHandicapExact });
const figures = (rows: { playingHandicap: number; strokes: number }[]) => rows.map((r) => [r.playingHandicap, r.strokes]);

describe('playingHandicaps', () => {
  it('Individual stroke play: 95% of the unrounded course handicap, rounded half up', () => {
    // 14.4 x 0.95 = 13.68 -> 14 (rounding the course handicap first would give 14 x 0.95 = 13.3 -> 13)
    // 10.0 x 0.95 = 9.5 -> 10 (half up); -1.5 x 0.95 = -1.425 -> -1 (a plus handicap)
    const rows = playingHandicaps('Individual', 'stroke', [entry('a', 'a', 14.4), entry('b', 'b', 10), entry('c', 'c', -1.5)]);
    expect(figures(rows)).toEqual([[14, 14], [10, 10], [-1, -1]]);
  });

  it('Fourball stroke play: 85% per player, partners keep their own', () => {
    // 18.0 x 0.85 = 15.3 -> 15; 9.0 x 0.85 = 7.65 -> 8
    const rows = playingHandicaps('Fourball', 'stroke', [entry('a', 'A', 18), entry('b', 'A', 9)]);
    expect(figures(rows)).toEqual([[15, 15], [8, 8]]);
  });

  it('singles match play: 100%, the lower plays off 0 and the other receives the difference', () => {
    // 8.4 -> 8, 15.6 -> 16: strokes 0 and 16 - 8 = 8
    const rows = playingHandicaps('Individual', 'match', [entry('a', 'A', 8.4), entry('b', 'B', 15.6)]);
    expect(figures(rows)).toEqual([[8, 0], [16, 8]]);
  });

  it('four-ball match play: 90%, strokes off the lowest of the four players', () => {
    // 10 x 0.9 = 9; 20 x 0.9 = 18; 5 x 0.9 = 4.5 -> 5; 30.3 x 0.9 = 27.27 -> 27. Lowest 5.
    const rows = playingHandicaps('Fourball', 'match', [entry('a1', 'A', 10), entry('a2', 'A', 20), entry('b1', 'B', 5), entry('b2', 'B', 30.3)]);
    expect(figures(rows)).toEqual([[9, 4], [18, 13], [5, 0], [27, 22]]);
  });

  it('Foursome: 50% of the side combined, shared by the partners; match play off the lower side', () => {
    // X: (12.3 + 20.8) x 0.5 = 16.55 -> 17; Y: (5 + 8) x 0.5 = 6.5 -> 7
    const entries = [entry('x1', 'X', 12.3), entry('x2', 'X', 20.8), entry('y1', 'Y', 5), entry('y2', 'Y', 8)];
    expect(figures(playingHandicaps('Foursome', 'stroke', entries))).toEqual([[17, 17], [17, 17], [7, 7], [7, 7]]);
    expect(figures(playingHandicaps('Foursome', 'match', entries))).toEqual([[17, 10], [17, 10], [7, 0], [7, 0]]);
  });

  it('Scramble of four: 25/20/15/10% from the lowest course handicap, whatever the order given', () => {
    // 4 x 0.25 + 10 x 0.2 + 18 x 0.15 + 28 x 0.1 = 1 + 2 + 2.7 + 2.8 = 8.5 -> 9
    const rows = playingHandicaps('Scramble', 'stroke', [entry('p3', 'T', 18), entry('p1', 'T', 4), entry('p4', 'T', 28), entry('p2', 'T', 10)]);
    expect(rows.map((r) => r.playingHandicap)).toEqual([9, 9, 9, 9]);
  });

  it('Scramble of two: 35/15%', () => {
    // 10 x 0.35 + 20 x 0.15 = 3.5 + 3 = 6.5 -> 7
    const rows = playingHandicaps('Scramble', 'stroke', [entry('a', 'T', 20), entry('b', 'T', 10)]);
    expect(rows.map((r) => r.playingHandicap)).toEqual([7, 7]);
  });
});

describe('strokesReceived and withStrokesReceived', () => {
  it('spreads a playing handicap by stroke index: 19 gives 2 on SI 1 and 1 on the rest', () => {
    const si = Array.from({ length: 18 }, (_, i) => i + 1);
    expect(strokesReceived(19, si)).toEqual([2, ...Array.from({ length: 17 }, () => 1)]);
  });

  it('a 9-hole tee indexed 1-9 is read on the 18-hole scale: 5 strokes fall on SI 1, 2, 3 (18-scale 1, 3, 5)', () => {
    expect(strokesReceived(5, [1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('replaces the extra shots of recorded holes and keeps the rest of each hole', () => {
    const replaced = withStrokesReceived(holes([5, 4], [2, 2]), 1);
    expect(replaced.map((h) => [h.shotCount, h.extraShots])).toEqual([[5, 1], [4, 0]]);
  });
});

describe('matchCardHandicaps', () => {
  // Slope 120, rating 69.8, par 71: course handicaps 20.145 (index 20.1), 10.906 (11.4), 37.030 (none: 36), -1.2 (0).
  const teeHoles: TeeHole[] = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: i === 0 ? 3 : 4, hcp: i + 1 }));
  const tee = { type: 'Golf', holeCount: 18, slope: 120, cr: 69.8, holes: teeHoles } as const;

  it('Individual: 95% of each exact course handicap on the tee, in the players\' order', () => {
    // 20.145 x 0.95 = 19.138 -> 19; 10.906 x 0.95 = 10.361 -> 10
    expect(matchCardHandicaps('Individual', tee, [{ handicapGolf: 20.1, side: 1 }, { handicapGolf: 11.4, side: 2 }])).toEqual([19, 10]);
  });

  it('Fourball: 85% per player, partners keep their own', () => {
    // 20.145 x 0.85 = 17.123 -> 17; 10.906 x 0.85 = 9.270 -> 9
    expect(matchCardHandicaps('Fourball', tee, [{ handicapGolf: 20.1, side: 1 }, { handicapGolf: 11.4, side: 1 }])).toEqual([17, 9]);
  });

  it('Foursome: both partners carry 50% of their side\'s combined course handicaps; no handicap counts as 36', () => {
    // (20.145 + 10.906) x 0.5 = 15.526 -> 16; (37.030 - 1.2) x 0.5 = 17.915 -> 18
    const players = [{ handicapGolf: 20.1, side: 1 }, { handicapGolf: 11.4, side: 1 }, { side: 2 }, { handicapGolf: 0, side: 2 }];
    expect(matchCardHandicaps('Foursome', tee, players)).toEqual([16, 16, 18, 18]);
  });

  it('Scramble of two: 35% of the lower and 15% of the higher course handicap', () => {
    // 10.906 x 0.35 + 20.145 x 0.15 = 3.817 + 3.022 = 6.839 -> 7
    expect(matchCardHandicaps('Scramble', tee, [{ handicapGolf: 20.1, side: 1 }, { handicapGolf: 11.4, side: 1 }])).toEqual([7, 7]);
  });
});
