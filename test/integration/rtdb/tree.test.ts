// The write overlay (what the rules see as the new tree) and the in-place commit agree with each other.
import { describe, expect, it } from 'vitest';
import { getIn, mutateIn, overlay, type Json } from '../../../emulator/rtdb/tree.ts';

const base = (): Json => ({ a: { x: 1, y: { z: 2 } }, b: 'keep', list: { c1: { n: 1 }, c2: { n: 2 } } });

describe('overlay and mutateIn', () => {
  it.each([
    ['a new leaf', ['a', 'w'], 5],
    ['a replaced subtree', ['a'], { q: true }],
    ['a delete that prunes its emptied parents', ['a', 'y', 'z'], null],
    ['a delete of a missing key', ['nope', 'deeper'], null],
    ['a write below a leaf', ['b', 'c'], 1],
    ['a root replace', [], { only: 1 }],
    ['a root delete', [], null],
    ['the last child of a collection', ['list', 'c1'], null],
  ] as [string, string[], Json][])('%s', (_name, path, value) => {
    const original = base();
    const view = overlay(original, path, value);
    expect(original).toEqual(base());
    const committed = mutateIn(structuredClone(original), path, value);
    expect(JSON.parse(JSON.stringify(view ?? null))).toEqual(committed);
    expect(getIn(view, path)).toEqual(getIn(committed, path));
  });

  it('stacks overlays for a multi-path update and still reads the untouched siblings', () => {
    const original = base();
    let view = overlay(original, ['list', 'c1'], null);
    view = overlay(view, ['list', 'c3'], { n: 3 });
    view = overlay(view, ['list', 'c2'], null);
    expect(Object.keys(getIn(view, ['list']) as object)).toEqual(['c3']);
    expect('c3' in (getIn(view, ['list']) as object)).toBe(true);
    expect(getIn(view, ['a', 'y', 'z'])).toBe(2);
    expect(Array.isArray(view)).toBe(false);
  });
});
