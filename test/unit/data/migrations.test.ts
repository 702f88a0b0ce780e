// A local database written by the previous app version (users with e-mail, tournaments without
// playerIds, matches without sides, courses of any size, schema version 0) opens in this version with
// its documents migrated.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { coursesSchema, matchesSchema, tournamentsSchema, usersSchema } from '../../../schemas/index.ts';
import { closeUserDatabase, openUserDatabase, userDatabaseName, type GolfDatabase } from '../../../src/data/index.ts';

let db: GolfDatabase | undefined;
afterEach(async () => {
  if (db) await closeUserDatabase(db);
  db = undefined;
});

/** The version 0 schemas as the previous version shipped them. */
const usersV0 = {
  ...usersSchema,
  version: 0,
  properties: { ...usersSchema.properties, email: { type: 'string', maxLength: 320 } },
  required: ['id', 'email'],
};
const { playerIds: _playerIds, ...tournamentPropertiesV0 } = tournamentsSchema.properties;
const tournamentsV0 = { ...tournamentsSchema, version: 0, properties: tournamentPropertiesV0 };
const { sides: _sides, ...matchPropertiesV0 } = matchesSchema.properties;
const matchesV0 = { ...matchesSchema, version: 0, properties: matchPropertiesV0 };
/** Courses before version 1 had no size limit worth the name (50 tees); the test needs only the tees. */
const coursesV0 = { ...coursesSchema, version: 0, properties: { ...coursesSchema.properties, tees: { type: 'array', maxItems: 50 } } };

describe('local schema migrations', () => {
  it('drops the e-mail from the profile, lists tournament players in playerIds, keeps matches as they were, fits a big course', async () => {
    const indexedDB = new IDBFactory();
    const name = userDatabaseName('migrating-user');
    const previous = await createRxDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }), multiInstance: false });
    await previous.addCollections({ users: { schema: usersV0 }, tournaments: { schema: tournamentsV0 }, matches: { schema: matchesV0 }, courses: { schema: coursesV0 } });
    const tee = (i: number) => ({ id: `t${i}`, name: `Tee ${i}`, type: 'Golf', holeCount: 1, holes: [{ number: 1, hcp: 1, par: 3 }] });
    await previous.collections.courses?.insert({
      id: 'c1', name: 'Big', nameSort: 'big', creationDate: 1, lastModifiedDate: 1, creatorId: 'u1', tees: Array.from({ length: 14 }, (_, i) => tee(i)),
    });
    const oldMatch = {
      id: 'm1', date: 1, creationDate: 1, modifiedDate: 1, courseId: 'c1', tournamentId: '', isCompetition: false, creatorId: 'u1',
      playMode: 'Fourball', scoringMode: 'Stableford', userId: 'u1', holeCount: 18, scoreCards: ['k1', 'k2', 'k3', 'k4'], players: { u1: 1 },
    };
    await previous.collections.matches?.insert(oldMatch);
    await previous.collections.users?.insert({ id: 'u1', email: 'u1@example.com', firstName: 'Ana' });
    await previous.collections.tournaments?.insert({
      id: 't1', name: 'Cup', creationDate: 1, modifiedDate: 1, organizer: { id: 'u1' }, players: [{ userId: 'u1' }, { userId: 'u2' }],
    });
    await previous.close();

    db = await openUserDatabase('migrating-user', { indexedDB, IDBKeyRange, multiInstance: false });
    const user = (await db.users.findOne('u1').exec())?.toJSON();
    expect(user).toMatchObject({ id: 'u1', firstName: 'Ana' });
    expect(user).not.toHaveProperty('email');
    expect((await db.tournaments.findOne('t1').exec())?.playerIds).toEqual({ u1: 1, u2: 1 });
    // No sides map: the match's sides stay the consecutive pairs of its cards.
    const match = (await db.matches.findOne('m1').exec())?.toMutableJSON();
    expect(match).toMatchObject(oldMatch);
    expect(match).not.toHaveProperty('sides');
    // A course bigger than version 1 allows keeps its first 10 tees.
    const course = (await db.courses.findOne('c1').exec())?.toMutableJSON();
    expect(course?.tees?.map((t) => t.id)).toEqual(Array.from({ length: 10 }, (_, i) => `t${i}`));
  });
});
