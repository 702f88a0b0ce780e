// The server's hash of a value, as the SDK computes it for a transaction (emulator/rtdb/hash.ts): the
// numbers' hashes it keeps must be the ones it would compute.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doubleToIEEE754String, hashValue } from '../../../emulator/rtdb/hash.ts';

const leaf = (n: number) => createHash('sha1').update(`number:${doubleToIEEE754String(n)}`, 'utf8').digest('base64');

describe('hashValue', () => {
  it('hashes a number the same the first time and every time after', () => {
    for (const n of [4, 4, 0.1, 1795901793497, -3]) expect(hashValue(n)).toBe(leaf(n));
  });

  it('tells -0 from 0 after either was hashed', () => {
    expect(hashValue(0)).toBe(leaf(0));
    expect(hashValue(-0)).toBe(leaf(-0));
    expect(hashValue(-0)).not.toBe(hashValue(0));
  });

  it("hashes a card's holes by their numbers", () => {
    const holes = { 0: { par: 4, shotCount: 5 }, 1: { par: 4, shotCount: 4 } };
    const hole = (h: { par: number; shotCount: number }) => createHash('sha1').update(`:par:${leaf(h.par)}:shotCount:${leaf(h.shotCount)}`, 'utf8').digest('base64');
    const expected = createHash('sha1').update(`:0:${hole(holes[0])}:1:${hole(holes[1])}`, 'utf8').digest('base64');
    expect(hashValue(holes)).toBe(expected);
  });
});
