// The settlement of the games: docs/GOLF.md, "Side games: skins and Nassau" (worked example: the
// settlement).
import { describe, expect, it } from 'vitest';
import { fewestPayments } from '../../../../../src/domain/index.ts';

describe('fewestPayments', () => {
  it('settles five balances in three payments where paying the largest debts first takes four (worked example: the settlement)', () => {
    const balances = [
      { key: 'ana', units: 4 },
      { key: 'ben', units: 3 },
      { key: 'carla', units: 2 },
      { key: 'dan', units: -5 },
      { key: 'eva', units: -4 },
    ];
    expect(fewestPayments(balances)).toEqual([
      { from: 'eva', to: 'ana', units: 4 },
      { from: 'dan', to: 'ben', units: 3 },
      { from: 'dan', to: 'carla', units: 2 },
    ]);
  });

  it('pays nothing when all are square, and one payment between two', () => {
    expect(fewestPayments([{ key: 'a', units: 0 }, { key: 'b', units: 0 }])).toEqual([]);
    expect(fewestPayments([{ key: 'a', units: -3 }, { key: 'b', units: 3 }])).toEqual([{ from: 'a', to: 'b', units: 3 }]);
  });

  it('moves every unit owed, whatever the balances', () => {
    const balances = [5, -1, -1, 7, -3, -2, -5, 2, -2].map((units, i) => ({ key: `p${i}`, units }));
    const payments = fewestPayments(balances);
    const net = new Map(balances.map((b) => [b.key, b.units]));
    for (const p of payments) {
      net.set(p.from, (net.get(p.from) ?? 0) + p.units);
      net.set(p.to, (net.get(p.to) ?? 0) - p.units);
    }
    expect([...net.values()].every((v) => v === 0)).toBe(true);
    expect(payments.every((p) => p.units > 0)).toBe(true);
    // {5,-5}, {7,-3,-2,-2} ... at most one payment fewer than the nine balances.
    expect(payments.length).toBeLessThanOrEqual(8);
  });
});
