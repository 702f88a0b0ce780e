// The query indexes of our RTDB server (emulator/rtdb/query-index.ts): every answer is runQuery's (the
// SDK's own filters, query.ts) on the same data, through writes below, at and above the indexed node.
import { describe, expect, it } from 'vitest';
import { parseQuery, runQuery } from '../../../emulator/rtdb/query.ts';
import { QueryIndexes } from '../../../emulator/rtdb/query-index.ts';
import { getIn, mutateIn, type Json } from '../../../emulator/rtdb/tree.ts';

/** A small deterministic random source (tests stay the same from run to run). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const VALUES: Json[] = [null, false, true, 0, 1, 2.5, -3, 'a', 'ab', 'abc', 'b', 'ba', 'z\uf8ff', { x: 1 }];

describe('query indexes', () => {
  it('answer every query as runQuery does, through writes below, at and above the indexed node', () => {
    const next = random(7);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T;
    const keys = ['a', 'b', 'c', '1', '2', '10', '-5', 'k1', 'k2', 'zz', 'Z'];
    let root: Json = null;
    const indexes = new QueryIndexes();
    const write = (path: string[], value: Json) => {
      root = mutateIn(root, path, value);
      indexes.changed(root, [path]);
    };
    for (const k of keys) write(['items', k], { n: pick(VALUES), deep: { m: pick(VALUES) } });
    const wires = [
      { i: 'n' },
      { i: 'n', sp: 'a', ep: 'a\uf8ff', l: 3, vf: 'l' },
      { i: 'n', sp: 0, l: 2, vf: 'l' },
      { i: 'n', l: 1, vf: 'r' },
      { i: 'n', sp: 1, sn: 'k1', l: 4, vf: 'l' },
      { i: 'n', sp: 'a', sin: false, sn: '[MAX_NAME]', ep: 'b', l: 5, vf: 'l' },
      { i: 'n', ep: true, en: 'c', ein: false },
      { i: 'deep/m', sp: null, ep: 'b', l: 3, vf: 'r' },
      { i: '.value', l: 2, vf: 'r' },
      { i: 'n', sp: 'ab', ep: 'ab' },
    ];
    for (let round = 0; round < 300; round++) {
      const r = next();
      if (r < 0.6) write(['items', pick(keys), ...(next() < 0.5 ? ['n'] : ['deep', 'm'])], pick(VALUES));
      else if (r < 0.8) write(['items', pick(keys)], next() < 0.3 ? null : { n: pick(VALUES) });
      else if (r < 0.9) write(['items'], Object.fromEntries(keys.filter(() => next() < 0.7).map((k) => [k, { n: pick(VALUES) }])));
      else write([], { items: { [pick(keys)]: { n: pick(VALUES) } } });
      for (const wire of wires) {
        const q = parseQuery(wire);
        const value = getIn(root, ['items']);
        const indexed = indexes.run(['items'], value, q);
        const plain = runQuery(value, q);
        expect(indexed === null ? null : Object.keys(indexed).sort()).toEqual(plain === null ? null : Object.keys(plain as object).sort());
      }
    }
  });
});
