// A golfer's saved courses and golfers merge id by id (docs/ARCHITECTURE.md, "Course directory"): a
// course saved on a phone before its first pull survives the server's older list, and a removal on
// either side stays removed.
import { describe, expect, it } from 'vitest';
import { conflictHandlers, mergeIdSets } from '../../../../src/sync/conflicts/handlers.ts';
import type { UserDataDoc } from '../../../../src/data/types.ts';

describe('mergeIdSets', () => {
  it('keeps what either side added', () => {
    expect(mergeIdSets({ b: 1 }, { a: 1 }, undefined)).toEqual({ a: 1, b: 1 });
    expect(mergeIdSets({ a: 1, b: 1 }, { a: 1, c: 1 }, { a: 1 })).toEqual({ a: 1, b: 1, c: 1 });
  });

  it('drops what either side removed', () => {
    expect(mergeIdSets({ a: 1 }, { a: 1, b: 1 }, { a: 1, b: 1 })).toEqual({ a: 1 });
    expect(mergeIdSets({ a: 1, b: 1 }, { b: 1 }, { a: 1, b: 1 })).toEqual({ b: 1 });
    expect(mergeIdSets(undefined, { a: 1 }, { a: 1 })).toBeUndefined();
  });
});

describe('the userData conflict handler', () => {
  it('keeps a course saved on a new phone before its first pull beside the server list', async () => {
    const doc = (fields: Partial<UserDataDoc>) => ({ id: 'u1', _deleted: false, ...fields }) as UserDataDoc & { _deleted: boolean };
    const resolved = await conflictHandlers.userdata.resolve(
      {
        newDocumentState: doc({ savedCourses: { 'map-2': 1 } }),
        realMasterState: doc({ savedCourses: { 'map-1': 1 }, email: 'u1@example.com' }),
      },
      'test',
    );
    expect(resolved).toMatchObject({ savedCourses: { 'map-1': 1, 'map-2': 1 }, email: 'u1@example.com' });
  });
});

describe('the public profile conflict handler', () => {
  it("keeps this device's deletion of the profile (an account deleted) over a server copy changed meanwhile", async () => {
    const base = { id: 'u1', firstName: 'Tom', lastName: 'Morris', _deleted: false };
    const resolved = await conflictHandlers.users.resolve(
      { assumedMasterState: base, newDocumentState: { ...base, _deleted: true }, realMasterState: { ...base, handicap: 12 } },
      'test',
    );
    expect(resolved._deleted).toBe(true);
  });

  it("keeps this device's deletion of a profile it never sent, which the server holds too", async () => {
    const profile = { id: 'u1', firstName: 'Tom', lastName: 'Morris', _deleted: false };
    const resolved = await conflictHandlers.users.resolve(
      { newDocumentState: { ...profile, _deleted: true }, realMasterState: { ...profile, updatedAt: 5 } },
      'test',
    );
    expect(resolved._deleted).toBe(true);
  });

  it('takes back a profile the server restored after the deletion this device already knew of', async () => {
    const gone = { id: 'u1', firstName: 'Tom', lastName: 'Morris', _deleted: true };
    const resolved = await conflictHandlers.users.resolve(
      { assumedMasterState: gone, newDocumentState: { ...gone, handicap: 10 }, realMasterState: { ...gone, _deleted: false } },
      'test',
    );
    expect(resolved._deleted).toBe(false);
  });
});

