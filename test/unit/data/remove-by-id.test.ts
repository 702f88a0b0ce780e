// removeById removes the document as it stands when the removal runs: a pull or another write that
// landed after the document was read must not make the removal fail as an RxDB conflict (the simulation
// met it when the match form took a player out while a pull stored their card).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RxCollection } from 'rxdb';
import type { GolfDatabase, UserDoc } from '../../../src/data/types.ts';
import { removeById } from '../../../src/data/writes/util.ts';
import { dispose, freshDatabase } from './fixtures.ts';

describe('removeById', () => {
  let db: GolfDatabase;
  beforeEach(async () => {
    db = await freshDatabase();
    await db.users.insert({ id: 'ana', firstName: 'Ana', lastName: 'Ruiz', handicap: 12 });
  });
  afterEach(() => dispose(db));

  it('removes a document that changed after it was read', async () => {
    const read = await db.users.findOne('ana').exec();
    if (!read) throw new Error('the profile was not stored');
    // Another write lands between the read and the removal.
    await read.incrementalPatch({ handicap: 11 });
    const readBefore = { findOne: () => ({ exec: async () => read }) } as unknown as RxCollection<UserDoc>;
    expect(await removeById(readBefore, 'ana')).toBe(true);
    expect(await db.users.findOne('ana').exec()).toBeNull();
  });

  it('says so when there is nothing to remove', async () => {
    expect(await removeById(db.users, 'nobody')).toBe(false);
  });
});
