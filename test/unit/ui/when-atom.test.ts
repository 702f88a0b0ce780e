import { atom, getDefaultStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { whenAtom } from '../../../src/ui/when-atom.ts';

const store = getDefaultStore();

describe('whenAtom', () => {
  it('resolves at once with a value it accepts', async () => {
    const count = atom(3);
    expect(await whenAtom(count, (n) => n > 2)).toBe(3);
  });

  it('resolves with the first later value it accepts', async () => {
    const count = atom(0);
    const waiting = whenAtom(count, (n) => n >= 2);
    store.set(count, 1);
    store.set(count, 2);
    store.set(count, 5);
    expect(await waiting).toBe(2);
  });

  it('resolves with the value it has when the time is up', async () => {
    const count = atom(0);
    const waiting = whenAtom(count, (n) => n >= 10, 20);
    store.set(count, 4);
    expect(await waiting).toBe(4);
  });
});
