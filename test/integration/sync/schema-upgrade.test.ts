// A new version whose local schema changed, opened on a phone that still holds changes the previous
// version had not synced (docs/ARCHITECTURE.md, "What the phone does to keep the round"). The previous
// version is its schemas as they were (test/fixtures/previous-schemas, written by `schemas/to-json.ts`
// at that version: two releases back courses and userData version 1; the release before this one
// userData version 2, the public profiles version 1 and matches version 2, before the side games), on the same RxDB storage as the app (Dexie, here on
// fake-indexeddb); the new version is the app's collections with their migration strategies. The
// migrated changes reach the server, and nothing the server holds is taken for a conflict.
import { IDBKeyRange, IDBFactory } from 'fake-indexeddb';
import { readFileSync } from 'node:fs';
import { createRxDatabase, type RxJsonSchema } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { collectionCreators } from '../../../src/data/database.ts';
import type { GolfCollections, GolfDatabase } from '../../../src/data/types.ts';
import { conflictHandlers, startSync } from '../../../src/sync/replication/index.ts';
import { courseDocument } from '../../support/course-18.ts';
import { syncTestContext } from './support/backend.ts';
import { newId } from './support/cards.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

const previousSchema = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/previous-schemas/${file}`, import.meta.url), 'utf8')) as RxJsonSchema<unknown>;

/** The earlier releases: the schemas that differ from this version's, by collection. */
const RELEASES = [
  { name: 'two releases back', schemas: { courses: 'courses-v1.json', userdata: 'userdata-v1.json' } },
  { name: 'the previous release', schemas: { userdata: 'userdata-v2.json', users: 'users-v1.json', matches: 'matches-v2.json' } },
] as const;

/** The collections as an earlier release created them. */
function previousCollections(schemas: Readonly<Record<string, string>>): Parameters<GolfDatabase['addCollections']>[0] {
  const creators = collectionCreators(conflictHandlers) as Record<string, { schema: unknown; migrationStrategies?: Record<number, unknown> }>;
  for (const [name, file] of Object.entries(schemas)) {
    const schema = previousSchema(file);
    const strategies = Object.fromEntries(Object.entries(creators[name]?.migrationStrategies ?? {}).filter(([v]) => Number(v) <= schema.version));
    creators[name] = { ...creators[name], schema, migrationStrategies: strategies };
  }
  return creators as Parameters<GolfDatabase['addCollections']>[0];
}

describe.each(RELEASES)('a new version with a changed local schema, opened by a phone of $name', (release) => {
  it('migrates a database holding changes that version had not synced, and they reach the server', async () => {
    const user = await sync.backend.createUser();
    const indexedDB = new IDBFactory();
    const dbName = `upgrade-${process.pid}-${Date.now().toString(36)}`;
    const courseId = newId('course');

    // The previous version: a course and the golfer's private data synced, then changed with no signal.
    const client = await sync.backend.client(user);
    const old = await createRxDatabase<GolfCollections>({
      name: dbName,
      storage: wrappedValidateAjvStorage({ storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) }),
      multiInstance: false,
    });
    await old.addCollections(previousCollections(release.schemas));
    for (const [name, file] of Object.entries(release.schemas)) {
      expect(old[name as keyof GolfCollections].schema.version).toBe(previousSchema(file).version);
    }
    const oldSync = startSync({ rxdb: old, firebaseDb: client.db, uid: user.uid, signedIn: client.signedIn });
    await old.courses.insert(courseDocument({ id: courseId, name: 'Old Links', creatorId: user.uid, now: Date.now() }));
    await old.userdata.insert({ id: user.uid, displayStyle: 'Default Colors' });
    // A match of the golfer's own, where that release had one to migrate (matches version 2: no side games).
    const withMatch = 'matches' in release.schemas;
    const matchId = newId('match');
    if (withMatch) {
      await old.matches.insert({
        id: matchId, date: Date.now(), creationDate: Date.now(), modifiedDate: Date.now(), courseId, tournamentId: '', isCompetition: false,
        creatorId: user.uid, playMode: 'Individual', scoringMode: 'Stableford', userId: user.uid, holeCount: 18, notes: 'Nine sharp',
      });
    }
    expect(await oldSync.awaitPushed(15_000)).toBe(true);
    await eventually(() => sync.backend.rtdb.getData(`courses/${courseId}/name`), (name) => name === 'Old Links');

    const { goOffline } = await import('firebase/database');
    goOffline(client.db);
    await (await old.courses.findOne(courseId).exec())?.incrementalPatch({ name: 'Renamed Links', nameSort: 'renamed links' });
    await (await old.userdata.findOne(user.uid).exec())?.incrementalPatch({ displayStyle: 'Geometry Shapes' });
    if (withMatch) await (await old.matches.findOne(matchId).exec())?.incrementalPatch({ notes: 'Half past nine' });
    await eventually(
      () => new Promise<number>((resolve) => oldSync.status$.subscribe((s) => resolve(s.pending)).unsubscribe()),
      (pending) => pending === (withMatch ? 3 : 2),
    );
    await oldSync.stop();
    await old.close();
    await client.close();

    // The new version opens the same local data at its own versions, the changes still waiting, then synced.
    const device = await sync.device(user, { reuse: { indexedDB, dbName } });
    for (const name of Object.keys(release.schemas) as (keyof GolfCollections)[]) {
      expect(device.rxdb[name].schema.version).toBe(collectionSchemas[name].version);
    }
    expect((await device.rxdb.courses.findOne(courseId).exec())?.name).toBe('Renamed Links');
    expect(await device.sync?.awaitPushed(15_000)).toBe(true);
    await eventually(() => sync.backend.rtdb.getData(`courses/${courseId}/name`), (name) => name === 'Renamed Links');
    await eventually(() => sync.backend.rtdb.getData(`userData/${user.uid}/displayStyle`), (style) => style === 'Geometry Shapes');
    if (withMatch) {
      await eventually(() => sync.backend.rtdb.getData(`matches/${matchId}/notes`), (notes) => notes === 'Half past nine');
      // The migrated match plays no side games until its creator chooses some.
      expect((await device.rxdb.matches.findOne(matchId).exec())?.toJSON()).not.toHaveProperty('games');
    }
    const status = await device.status(() => true);
    expect(status.rejected).toEqual([]);
    expect(status.pending).toBe(0);
    // Still the golfer's changes after the sync has pulled the server's state back.
    expect((await device.rxdb.courses.findOne(courseId).exec())?.name).toBe('Renamed Links');
    expect((await device.rxdb.userdata.findOne(user.uid).exec())?.displayStyle).toBe('Geometry Shapes');
  });
});
