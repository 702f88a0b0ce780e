// A local database written by an earlier app version (users with e-mail, tournaments without
// playerIds, matches without sides, marker or games, score cards without consent or signature, courses of any
// size, schema version 0) opens in this version with its documents migrated.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { coursesSchema, matchesSchema, scoreCardHoleSchema, scoreCardsSchema, shotMarkSchema, shotMarksHoleSchema, shotMarksSchema, tournamentsSchema, usersSchema } from '../../../schemas/index.ts';
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
const { sides: _sides, markerId: _markerId, games: _games, ...matchPropertiesV0 } = matchesSchema.properties;
const matchesV0 = { ...matchesSchema, version: 0, properties: matchPropertiesV0 };
/** Courses before version 1 had no size limit worth the name (50 tees); the test needs only the tees. */
const coursesV0 = { ...coursesSchema, version: 0, properties: { ...coursesSchema.properties, tees: { type: 'array', maxItems: 50 } } };
const { disputed: _disputed, ...holePropertiesV0 } = scoreCardHoleSchema.properties;
const { acceptedAt: _acceptedAt, confirmedAt: _confirmedAt, ...cardPropertiesV0 } = scoreCardsSchema.properties;
const scoreCardsV0 = { ...scoreCardsSchema, version: 0, properties: { ...cardPropertiesV0, holes: { ...cardPropertiesV0.holes, items: { ...scoreCardHoleSchema, properties: holePropertiesV0 } } } };

describe('local schema migrations', () => {
  it('drops the e-mail from the profile, lists tournament players in playerIds, keeps matches and cards as they were, fits a big course', async () => {
    const indexedDB = new IDBFactory();
    const name = userDatabaseName('migrating-user');
    const previous = await createRxDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }), multiInstance: false });
    await previous.addCollections({
      users: { schema: usersV0 },
      tournaments: { schema: tournamentsV0 },
      matches: { schema: matchesV0 },
      courses: { schema: coursesV0 },
      scorecards: { schema: scoreCardsV0 },
    });
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
    // A card another golfer made for u2: after the migration it is still theirs, and still an invitation.
    const oldCard = {
      id: 'k2', date: 1, creationDate: 1, modifiedDate: 1, courseName: 'Old', courseId: 'c1', teeId: 't', teeName: 'White', holeCount: 1,
      holes: [{ number: 1, hcp: 1, par: 4, extraShots: 1, shotCount: 5, puttCount: 2, bunkerCount: 0, penaltyCount: 0, fairway: 1, gir: 1, modifiedAt: 1 }],
      shotCount: 5, stableford: 2, handicap: 18, handicapGolf: 18, handicapPitchAndPutt: 18, isCompetition: false, userId: 'u2', creatorId: 'u1', matchId: 'm1', tournamentId: '',
    };
    await previous.collections.scorecards?.insert(oldCard);
    await previous.collections.tournaments?.insert({
      id: 't1', name: 'Cup', creationDate: 1, modifiedDate: 1, organizer: { id: 'u1' }, players: [{ userId: 'u1' }, { userId: 'u2' }],
    });
    await previous.close();

    db = await openUserDatabase('migrating-user', { indexedDB, IDBKeyRange, multiInstance: false });
    // A collection the earlier version did not have (shot marks: docs/ARCHITECTURE.md, "Documents") is
    // added beside the migrated ones, empty and ready.
    await db.shotmarks.insert({ id: 'sc1', userId: 'u1' });
    expect((await db.shotmarks.findOne('sc1').exec())?.userId).toBe('u1');
    const user = (await db.users.findOne('u1').exec())?.toJSON();
    expect(user).toMatchObject({ id: 'u1', firstName: 'Ana' });
    expect(user).not.toHaveProperty('email');
    expect((await db.tournaments.findOne('t1').exec())?.playerIds).toEqual({ u1: 1, u2: 1 });
    // No sides map: the match's sides stay the consecutive pairs of its cards.
    const match = (await db.matches.findOne('m1').exec())?.toMutableJSON();
    expect(match).toMatchObject(oldMatch);
    expect(match).not.toHaveProperty('sides');
    expect(match).not.toHaveProperty('markerId');
    expect(match).not.toHaveProperty('games');
    const card = (await db.scorecards.findOne('k2').exec())?.toMutableJSON();
    expect(card).toEqual(oldCard);
    // A course bigger than version 1 allows keeps its first 10 tees.
    const course = (await db.courses.findOne('c1').exec())?.toMutableJSON();
    expect(course?.tees?.map((t) => t.id)).toEqual(Array.from({ length: 10 }, (_, i) => `t${i}`));
  });

  it('keeps the shot marks of version 0 (no lie) as they were, and takes a lie once migrated', async () => {
    const indexedDB = new IDBFactory();
    const name = userDatabaseName('marking-user');
    const { lie: _lie, ...markPropertiesV0 } = shotMarkSchema.properties;
    const shotMarksV0 = {
      ...shotMarksSchema,
      version: 0,
      properties: {
        ...shotMarksSchema.properties,
        holes: { ...shotMarksSchema.properties.holes, items: { ...shotMarksHoleSchema, properties: { ...shotMarksHoleSchema.properties, marks: { ...shotMarksHoleSchema.properties.marks, items: { ...shotMarkSchema, properties: markPropertiesV0 } } } } },
      },
    };
    // Validated as the app's storage is (RxDB's dev mode, on since the test above, asks for it).
    const storage = wrappedValidateAjvStorage({ storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
    const previous = await createRxDatabase({ name, storage, multiInstance: false });
    await previous.addCollections({ shotmarks: { schema: shotMarksV0 } });
    const oldMarks = { id: 'sc1', userId: 'u1', holes: [{ number: 1, marks: [{ id: 'a', latitude: 52, longitude: 4, accuracy: 4, at: 1, tee: true }, { id: 'b', latitude: 52.002, longitude: 4, accuracy: 4, at: 2, club: 'driver' }] }] };
    await previous.collections.shotmarks?.insert(oldMarks);
    await previous.close();

    db = await openUserDatabase('marking-user', { indexedDB, IDBKeyRange, multiInstance: false });
    const doc = await db.shotmarks.findOne('sc1').exec();
    expect(doc?.toMutableJSON()).toMatchObject(oldMarks);
    await doc?.incrementalPatch({ holes: [{ number: 1, marks: [{ id: 'a', latitude: 52, longitude: 4, accuracy: 4, at: 1, tee: true, lie: 'tee' }] }] });
    expect((await db.shotmarks.findOne('sc1').exec())?.holes?.[0]?.marks[0]?.lie).toBe('tee');
  });
});
