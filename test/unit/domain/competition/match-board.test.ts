import { describe, expect, it } from 'vitest';
import { matchBoard, type BoardRow } from '../../../../src/domain/index.ts';
import { card, times } from './cards.ts';

const summary = (rows: BoardRow[]) => rows.map((r) => [r.positionLabel, r.key, r.thru, r.gross, r.net, r.points]);

describe('matchBoard, Individual Stableford over 9 par-4 holes, no strokes received', () => {
  // A: nine 4s = 36 strokes, 18 points. B: a birdie = 35, 19 points. C: a bogey = 37, 17 points.
  // D: as A. E: not started.
  const cards = [
    card('A', 'A', times(9, 4)),
    card('B', 'B', [3, ...times(8, 4)]),
    card('C', 'C', [5, ...times(8, 4)]),
    card('D', 'D', times(9, 4)),
    card('E', 'E', times(9, 0)),
  ];

  it('ranks on points with ties shown, unstarted players last and unranked', () => {
    expect(summary(matchBoard({ playMode: 'Individual', scoringMode: 'Stableford', holeCount: 9, cards }))).toEqual([
      ['1', 'B', 'F', 35, 35, 19],
      ['T2', 'A', 'F', 36, 36, 18],
      ['T2', 'D', 'F', 36, 36, 18],
      ['4', 'C', 'F', 37, 37, 17],
      ['-', 'E', '-', 0, 0, 0],
    ]);
  });

  it('compares players at different holes against the 2-points-a-hole pace', () => {
    // F has played 5 holes: three birdies and two pars = 3 x 3 + 2 x 2 = 13 points, 3 above the pace
    // of 10. B has 19 points after 9 holes, 1 above the pace of 18. F leads though B has more points.
    const withF = [...cards, card('F', 'F', [3, 3, 3, 4, 4, 0, 0, 0, 0])];
    const rows = matchBoard({ playMode: 'Individual', scoringMode: 'Stableford', holeCount: 9, cards: withF });
    expect(summary(rows).slice(0, 2)).toEqual([
      ['1', 'F', '5', 17, 17, 13],
      ['2', 'B', 'F', 35, 35, 19],
    ]);
  });
});

describe('matchBoard, Strokes', () => {
  it('ranks on net strokes to par of the holes played', () => {
    // P: 3 holes, gross 4 4 4 with a stroke on hole 1: net 11, par 12 -> -1.
    // Q: 9 holes, gross 36 with no strokes: net 36 -> level par.
    // R: 9 holes, gross 40 with 5 strokes: net 35 -> -1, tied with P.
    const cards = [
      card('Q', 'Q', times(9, 4)),
      card('P', 'P', [4, 4, 4, 0, 0, 0, 0, 0, 0], [1]),
      card('R', 'R', [5, 5, 5, 5, 4, 4, 4, 4, 4], [1, 1, 1, 1, 1]),
    ];
    const rows = matchBoard({ playMode: 'Individual', scoringMode: 'Strokes', holeCount: 9, cards });
    expect(rows.map((r) => [r.positionLabel, r.key, r.thru, r.netToPar])).toEqual([
      ['T1', 'P', '3', -1],
      ['T1', 'R', 'F', -1],
      ['3', 'Q', 'F', 0],
    ]);
  });

  it('a scratch board ranks on gross strokes to par', () => {
    // Same cards: gross to par P 0, Q 0, R +4.
    const cards = [
      card('R', 'R', [5, 5, 5, 5, 4, 4, 4, 4, 4], [1, 1, 1, 1, 1]),
      card('Q', 'Q', times(9, 4)),
      card('P', 'P', [4, 4, 4, 0, 0, 0, 0, 0, 0], [1]),
    ];
    const rows = matchBoard({ playMode: 'Individual', scoringMode: 'Strokes', holeCount: 9, cards, basis: 'gross' });
    expect(rows.map((r) => [r.positionLabel, r.key, r.grossToPar])).toEqual([
      ['T1', 'Q', 0],
      ['T1', 'P', 0],
      ['3', 'R', 4],
    ]);
  });
});

describe('matchBoard, Fourball Stableford', () => {
  it('one row per side, scoring the better ball', () => {
    // Side A: a1 4 5 5 (no strokes), a2 5 4 6 with a stroke a hole: nets 4 3 5.
    //   Better ball points: hole 1 max(2, 2) = 2; hole 2 max(1, 3) = 3; hole 3 max(1, 1) = 1 -> 6.
    //   Gross: min(4,5) + min(5,4) + min(5,6) = 4 + 4 + 5 = 13; net: 4 + 3 + 5 = 12.
    // Side B: b1 4 4 4, b2 picked up everywhere: 2 + 2 + 2 = 6 points, gross 12, net 12.
    const cards = [
      card('a1', 'A', [4, 5, 5]),
      card('a2', 'A', [5, 4, 6], [1, 1, 1]),
      card('b1', 'B', [4, 4, 4]),
      card('b2', 'B', [-1, -1, -1]),
    ];
    const rows = matchBoard({ playMode: 'Fourball', scoringMode: 'Stableford', holeCount: 18, cards });
    expect(rows.map((r) => [r.positionLabel, r.key, r.playerIds, r.thru, r.gross, r.net, r.points])).toEqual([
      ['T1', 'A', ['a1', 'a2'], '3', 13, 12, 6],
      ['T1', 'B', ['b1', 'b2'], '3', 12, 12, 6],
    ]);
  });
});
