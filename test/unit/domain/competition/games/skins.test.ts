// Skins: docs/GOLF.md, "Side games: skins and Nassau" (its worked examples, and the edge cases a group
// argues about).
import { describe, expect, it } from 'vitest';
import { closedOut, roundOver, skinsGame } from '../../../../../src/domain/index.ts';
import { numbers, player } from './helpers.ts';

describe('skinsGame', () => {
  it('carries ties, lets no picked-up ball win, and leaves a tie on the last hole to nobody (worked example: skins with carry-overs)', () => {
    const ana = player('ana', [4, 5, 4, 3, -1, 4]);
    const ben = player('ben', [4, 4, 4, 5, 5, 4]);
    const carla = player('carla', [5, 5, 4, 4, 6, 4]);
    const cs = [ana, ben, carla];
    const over = roundOver(cs, numbers(6));
    expect(over).toBe(true);
    const r = skinsGame(cs.map((c) => closedOut(c, over)), numbers(6), { basis: 'gross', carryOver: true }, over);
    expect(r.holes.map((h) => [h.number, h.state, h.winner, h.skins])).toEqual([
      [1, 'tied', null, 1],
      [2, 'won', 'ben', 2],
      [3, 'tied', null, 1],
      [4, 'won', 'ana', 2],
      [5, 'won', 'ben', 1],
      [6, 'tied', null, 1],
    ]);
    expect(r.won).toEqual([
      { key: 'ana', skins: 2, units: 1 },
      { key: 'ben', skins: 3, units: 4 },
      { key: 'carla', skins: 0, units: -5 },
    ]);
    expect(r.unwon).toBe(1);
    expect(r.carried).toBe(0);
  });

  it('gives net skins with the strokes received on each hole (worked example: net skins with strokes)', () => {
    // Ben receives 2 match play strokes: on stroke indexes 1 and 2 (holes 2 and 3).
    const hcps = [7, 1, 2];
    const ana = player('ana', [4, 4, 5], 0, hcps);
    const ben = player('ben', [4, 5, 5], 2, hcps);
    expect(ben.holes.map((h) => h.extraShots)).toEqual([0, 1, 1]);
    const net = skinsGame([ana, ben], numbers(3), { basis: 'net', carryOver: true, value: 2 }, true);
    expect(net.holes.map((h) => [h.state, h.winner, h.skins])).toEqual([
      ['tied', null, 1],
      ['tied', null, 2],
      ['won', 'ben', 3],
    ]);
    expect(net.won.map((w) => w.units)).toEqual([-6, 6]);
    // The same cards gross: Ana wins the second hole's two skins, the third is tied and nobody's.
    const gross = skinsGame([ana, ben], numbers(3), { basis: 'gross', carryOver: true, value: 2 }, true);
    expect(gross.holes.map((h) => [h.state, h.winner, h.skins])).toEqual([
      ['tied', null, 1],
      ['won', 'ana', 2],
      ['tied', null, 1],
    ]);
    expect(gross.unwon).toBe(1);
    expect(gross.won.map((w) => w.units)).toEqual([4, -4]);
  });

  it('without carry-over a tied skin is won by nobody', () => {
    const r = skinsGame([player('a', [4, 4]), player('b', [4, 5])], numbers(2), { basis: 'gross', carryOver: false }, true);
    expect(r.holes.map((h) => [h.state, h.skins])).toEqual([
      ['tied', 1],
      ['won', 1],
    ]);
    expect(r.unwon).toBe(1);
    expect(r.won).toEqual([
      { key: 'a', skins: 1, units: 1 },
      { key: 'b', skins: 0, units: -1 },
    ]);
  });

  it('two picked-up balls tie the hole; one holed ball wins it', () => {
    const r = skinsGame([player('a', [-1, -1]), player('b', [-1, 7])], numbers(2), { basis: 'gross', carryOver: true }, true);
    expect(r.holes.map((h) => [h.state, h.winner, h.skins])).toEqual([
      ['tied', null, 1],
      ['won', 'b', 2],
    ]);
  });

  it('while the round runs, a hole one player has not scored waits, and carrying over so do the holes after it', () => {
    const a = player('a', [4, 0, 3, 0]);
    const b = player('b', [5, 4, 4, 0]);
    const cs = [a, b];
    expect(roundOver(cs, numbers(4))).toBe(false);
    const carry = skinsGame(cs, numbers(4), { basis: 'gross', carryOver: true }, false);
    expect(carry.holes.map((h) => [h.state, h.started])).toEqual([
      ['won', true],
      ['waiting', true],
      ['waiting', true],
      ['waiting', false],
    ]);
    expect(carry.won.map((w) => w.skins)).toEqual([1, 0]);
    const each = skinsGame(cs, numbers(4), { basis: 'gross', carryOver: false }, false);
    expect(each.holes.map((h) => h.state)).toEqual(['won', 'waiting', 'won', 'waiting']);
  });

  it('once the round is over, a hole one player did not play counts as picked up for them', () => {
    const a = player('a', [4, 0, 4]);
    const b = player('b', [4, 6, 4]);
    const over = roundOver([a, b], numbers(3));
    expect(over).toBe(true);
    const r = skinsGame([a, b].map((c) => closedOut(c, over)), numbers(3), { basis: 'gross', carryOver: true }, over);
    expect(r.holes.map((h) => [h.state, h.winner, h.skins])).toEqual([
      ['tied', null, 1],
      ['won', 'b', 2],
      ['tied', null, 1],
    ]);
    expect(r.unwon).toBe(1);
  });

  it('a card corrected after the hole re-decides that hole and the carry after it', () => {
    const before = skinsGame([player('a', [4, 4, 4]), player('b', [4, 4, 5])], numbers(3), { basis: 'gross', carryOver: true }, true);
    expect(before.won.map((w) => w.skins)).toEqual([3, 0]);
    const corrected = skinsGame([player('a', [5, 4, 4]), player('b', [4, 4, 5])], numbers(3), { basis: 'gross', carryOver: true }, true);
    expect(corrected.holes.map((h) => [h.winner, h.skins])).toEqual([
      ['b', 1],
      [null, 1],
      ['a', 2],
    ]);
  });
});
