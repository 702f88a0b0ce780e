// The Nassau: docs/GOLF.md, "Side games: skins and Nassau" (its worked example with an automatic
// press, stroke play, a 9-hole match).
import { describe, expect, it } from 'vitest';
import { nassauGame, nassauSegments, type MatchBet, type NassauResult } from '../../../../../src/domain/index.ts';
import { numbers, player } from './helpers.ts';

function pairBets(r: NassauResult): MatchBet[] {
  if (r.play !== 'match') throw new Error('match play expected');
  return r.pairs[0]?.bets ?? [];
}

const line = (b: MatchBet) => [b.segment, b.press, b.from, b.to, b.state.up, b.thru, b.state.finished ? b.state.result : null];

describe('nassauGame', () => {
  it('splits 18 holes into the front, the back and the whole round, and a 9-hole match into one bet', () => {
    expect(nassauSegments(numbers(18)).map((s) => [s.segment, s.holes[0], s.holes.at(-1)])).toEqual([
      ['front', 1, 9],
      ['back', 10, 18],
      ['overall', 1, 18],
    ]);
    expect(nassauSegments(numbers(9)).map((s) => [s.segment, s.holes.length])).toEqual([['nine', 9]]);
  });

  it('presses a bet two down from the next hole to the end of its nine (worked example: a Nassau with an automatic press)', () => {
    // Front nine from Ana's side: won 1, 2; halved 3; lost 4, 5; halved 6; lost 7; halved 8, 9.
    // The back nine is all halved.
    const ana = player('ana', [3, 3, 4, 5, 5, 4, 5, 4, 4, ...Array<number>(9).fill(4)]);
    const ben = player('ben', [4, 4, 4, 4, 4, 4, 4, 4, 4, ...Array<number>(9).fill(4)]);
    const r = nassauGame([ana, ben], numbers(18), { play: 'match', basis: 'gross', press: true, value: 1 });
    expect(pairBets(r).map(line)).toEqual([
      // Ben 2 down after 2: a press from 3 to 9, which Ben leads 2 up after 5: its own press, 6 to 9.
      ['front', 0, 1, 9, -1, 9, '1 UP'],
      ['front', 1, 3, 9, -3, 7, '3&2'],
      ['front', 2, 6, 9, -1, 9, '1 UP'],
      ['back', 0, 10, 18, 0, 18, 'Halved'],
      ['overall', 0, 1, 18, -1, 18, '1 UP'],
      ['overall', 1, 3, 9, -3, 7, '3&2'],
      ['overall', 2, 6, 9, -1, 9, '1 UP'],
    ]);
    expect(pairBets(r).filter((b) => b.state.winner === 'ben')).toHaveLength(6);
    expect(r.units).toEqual([
      { key: 'ana', units: -6 },
      { key: 'ben', units: 6 },
    ]);
  });

  it('without presses keeps the three bets; a running bet is worth nothing yet', () => {
    const ana = player('ana', [3, 3, 4, 4, 4, 4, 4, 0, 0, ...Array<number>(9).fill(0)]);
    const ben = player('ben', [4, 4, 4, 4, 4, 4, 4, 0, 0, ...Array<number>(9).fill(0)]);
    const r = nassauGame([ana, ben], numbers(18), { play: 'match', basis: 'gross', press: false, value: 5 });
    expect(pairBets(r).map((b) => [b.segment, b.state.up, b.thru, b.state.finished])).toEqual([
      ['front', 2, 7, false],
      ['back', 0, null, false],
      ['overall', 2, 7, false],
    ]);
    expect(r.units.map((u) => u.units)).toEqual([0, 0]);
  });

  it('meets every two competitors at match play', () => {
    const a = player('a', Array<number>(9).fill(4));
    const b = player('b', Array<number>(9).fill(5));
    const c = player('c', Array<number>(9).fill(6));
    const r = nassauGame([a, b, c], numbers(9), { play: 'match', basis: 'gross', press: false, value: 2 });
    if (r.play !== 'match') throw new Error('match play expected');
    expect(r.pairs.map((p) => [...p.sides, p.bets[0]?.state.result])).toEqual([
      ['a', 'b', '5&4'],
      ['a', 'c', '5&4'],
      ['b', 'c', '5&4'],
    ]);
    expect(r.units.map((u) => u.units)).toEqual([4, 0, -4]);
  });

  it('at stroke play, the lowest total over the bet takes its value from each other; a tie for it, nobody', () => {
    // Net over a 9-hole match: Carla receives a stroke on every hole (18 strokes on the 18-hole scale
    // that reads a nine's indexes 1-9 as 1, 3, ..., 17).
    const ana = player('ana', Array<number>(9).fill(4));
    const ben = player('ben', [5, 5, 5, 4, 4, 4, 4, 4, 4]);
    const carla = player('carla', Array<number>(9).fill(5), 18);
    const r = nassauGame([ana, ben, carla], numbers(9), { play: 'stroke', basis: 'net', press: true, value: 2 });
    if (r.play !== 'stroke') throw new Error('stroke play expected');
    expect(r.bets[0]).toMatchObject({ segment: 'nine', finished: true, leader: null, margin: 0, thru: 9 });
    expect(r.units.map((u) => u.units)).toEqual([0, 0, 0]);
    const gross = nassauGame([ana, ben, carla], numbers(9), { play: 'stroke', basis: 'gross', press: false, value: 2 });
    if (gross.play !== 'stroke') throw new Error('stroke play expected');
    expect(gross.bets[0]).toMatchObject({ leader: 'ana', margin: 3, finished: true });
    expect(gross.units.map((u) => u.units)).toEqual([4, -2, -2]);
  });

  it('at stroke play counts only the holes every competitor has a score on while the round runs', () => {
    const r = nassauGame([player('a', [4, 4, 0]), player('b', [5, 0, 0])], numbers(3), { play: 'stroke', basis: 'gross', press: false });
    if (r.play !== 'stroke') throw new Error('stroke play expected');
    expect(r.bets[0]).toMatchObject({ thru: 1, finished: false, leader: 'a', margin: 1, totals: [{ key: 'a', strokes: 4 }, { key: 'b', strokes: 5 }] });
  });
});
