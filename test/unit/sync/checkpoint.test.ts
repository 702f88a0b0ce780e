import { describe, expect, it } from 'vitest';
import { compareCheckpoints, compareKeys, isAfterCheckpoint } from '../../../src/sync/replication/checkpoint.ts';

describe('compareKeys (RTDB key order)', () => {
  it('puts 32-bit integer keys first, numerically, then strings', () => {
    const keys = ['b', '10', 'a', '9', '-Nabc', '2147483648'];
    expect([...keys].sort(compareKeys)).toEqual(['9', '10', '-Nabc', '2147483648', 'a', 'b']);
  });
});

describe('compareCheckpoints', () => {
  it('orders by updatedAt with null first, then by key', () => {
    const list = [
      { updatedAt: 5, id: 'b' },
      { updatedAt: null, id: 'z' },
      { updatedAt: 5, id: 'a' },
      { updatedAt: 3, id: 'c' },
    ];
    expect([...list].sort(compareCheckpoints)).toEqual([
      { updatedAt: null, id: 'z' },
      { updatedAt: 3, id: 'c' },
      { updatedAt: 5, id: 'a' },
      { updatedAt: 5, id: 'b' },
    ]);
  });

  it('tells whether a position is after the checkpoint', () => {
    expect(isAfterCheckpoint({ updatedAt: 5, id: 'a' }, undefined)).toBe(true);
    expect(isAfterCheckpoint({ updatedAt: 5, id: 'a' }, { updatedAt: 5, id: 'a' })).toBe(false);
    expect(isAfterCheckpoint({ updatedAt: 6, id: 'a' }, { updatedAt: 5, id: 'a' })).toBe(true);
    expect(isAfterCheckpoint({ updatedAt: 4, id: 'z' }, { updatedAt: 5, id: 'a' })).toBe(false);
  });
});
