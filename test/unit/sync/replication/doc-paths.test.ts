// A document's change as the paths of one multi-path update (src/sync/replication/doc-paths.ts).
import { describe, expect, it } from 'vitest';
import { changedPaths } from '../../../../src/sync/replication/doc-paths.ts';

const hole = (number: number, over: Record<string, unknown> = {}) => ({
  number, par: 4, hcp: number, shotCount: 0, modifiedAt: 0,
  teeLatitude: 40.41681234567891, teeLongitude: -3.70381234567891, middleLatitude: 40.41991234567891, middleLongitude: -3.70681234567891,
  ...over,
});
const card = (holes: unknown[], over: Record<string, unknown> = {}) => ({ id: 'c1', userId: 'ann', holes, shotCount: 0, modifiedDate: 1, clubs: undefined, ...over });

describe('changedPaths', () => {
  it('a "+1 shot" is the hole\'s changed fields and the card\'s totals: no coordinates, no other hole', () => {
    const before = card([hole(1), hole(2), hole(3)]);
    const after = card([hole(1), hole(2, { shotCount: 5, modifiedAt: 10 }), hole(3)], { shotCount: 5, modifiedDate: 10 });
    expect(changedPaths(before, after)).toEqual({ 'holes/1/shotCount': 5, 'holes/1/modifiedAt': 10, shotCount: 5, modifiedDate: 10 });
  });

  it('nothing for equal states', () => {
    expect(changedPaths(card([hole(1)]), card([hole(1)]))).toEqual({});
  });

  it('a field or item that is gone is null; a new one is sent whole', () => {
    const before = card([hole(1, { disputed: true, clubs: ['driver', 'pw'] }), hole(2)], { notes: 'windy' });
    const after = card([hole(1, { clubs: ['driver'] }), hole(2), hole(3)]);
    expect(changedPaths(before, after)).toEqual({ 'holes/0/disputed': null, 'holes/0/clubs/1': null, 'holes/2': hole(3), notes: null });
  });

  it('a value whose kind changed is sent whole at its path', () => {
    expect(changedPaths({ a: { b: 1 } }, { a: 2 })).toEqual({ a: 2 });
    expect(changedPaths({ a: 2 }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
    expect(changedPaths({ a: [1, 2] }, { a: { 0: 1, 1: 2 } })).toEqual({ a: { 0: 1, 1: 2 } });
  });
});
