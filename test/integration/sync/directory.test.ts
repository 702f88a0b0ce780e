// The course and golfer directories end to end (docs/ARCHITECTURE.md, "Course directory"): a device keeps
// the courses and profiles its golfer uses, finds every other one on the server, keeps what it chooses,
// hears of changes to what it keeps, and lets go of what nothing on it uses any more.
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { encodeGeohash } from '../../../src/domain/index.ts';
import { courseNameSortKey } from '../../../src/data/course-name.ts';
import { DirectoryUnreachableError } from '../../../src/data/directory.ts';
import { golferNameKeys } from '../../../src/data/golfer-name-keys.ts';
import type { CourseDoc, MatchDoc } from '../../../src/data/types.ts';
import { upsertCourse } from '../../../src/data/writes/courses.ts';
import { saveCourse, saveGolfer, saveUserProfile, unsaveCourse } from '../../../src/data/writes/users.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import type { RxCollection } from 'rxdb';
import { collectionSpecs } from '../../../src/sync/replication/collections.ts';
import { ConnectionState } from '../../../src/sync/replication/connection-state.ts';
import type { PlainDoc } from '../../../src/backend/doc-shape.ts';
import { startCollectionSync } from '../../../src/sync/replication/engine.ts';
import { replicationIdentifier } from '../../../src/sync/replication/index.ts';
import { localLookup } from '../../../src/sync/replication/push-order.ts';
import { StatusStore } from '../../../src/sync/replication/status-store.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();

/** A course of 18 holes around (latitude, longitude), as the server stores it. */
function course(id: string, name: string, creatorId: string, at = { latitude: 40.4168, longitude: -3.7038 }): CourseDoc {
  const now = Date.now();
  const holes = Array.from({ length: 18 }, (_, i) => ({
    number: i + 1, hcp: i + 1, par: 4, distance: 350,
    teeLatitude: at.latitude + i * 0.001, teeLongitude: at.longitude, latitude: at.latitude + i * 0.001 + 0.0005, longitude: at.longitude + 0.002,
  }));
  return { id, name, nameSort: courseNameSortKey(name), creationDate: now, lastModifiedDate: now, creatorId, tees: [{ id: 'white', name: 'White', type: 'Golf', holeCount: 18, holes }] };
}

/** Puts courses on the server as their creators' pushes would have: the document and its directory entry. */
function seedCourses(...courses: CourseDoc[]): void {
  for (const c of courses) {
    sync.backend.rtdb.setData(`courses/${c.id}`, { ...toServer({ ...c, _deleted: false }, collectionSchemas.courses), updatedAt: Date.now() });
    const geohash = encodeGeohash({ latitude: c.tees?.[0]?.holes[0]?.teeLatitude ?? 0, longitude: c.tees?.[0]?.holes[0]?.teeLongitude ?? 0 }, 9);
    sync.backend.rtdb.setData(`directory/courses/${c.id}`, { name: c.name, nameSort: c.nameSort, creatorId: c.creatorId, geohash });
  }
}

function seedProfile(user: TestUser, firstName: string, lastName: string): void {
  sync.backend.rtdb.setData(`users/${user.uid}`, { id: user.uid, firstName, lastName, ...golferNameKeys({ firstName, lastName }), updatedAt: Date.now() });
}

async function device(user: TestUser): Promise<Device> {
  const d = await sync.device(user);
  await d.status((s) => s.online);
  return d;
}

const ids = async (d: Device, collection: 'courses' | 'users') => (await d.rxdb[collection].find().exec()).map((x) => x.id).sort();
const holds = (d: Device, collection: 'courses' | 'users', expected: string[]) =>
  eventually(() => ids(d, collection), (got) => got.join() === [...expected].sort().join());

function match(creator: TestUser, players: TestUser[], courseId: string): MatchDoc {
  const now = Date.now();
  return {
    id: newId('m'), date: now, creationDate: now, modifiedDate: now, courseId, tournamentId: '', isCompetition: false, scoreCards: [],
    creatorId: creator.uid, playMode: 'Individual', scoringMode: 'Stableford', userId: creator.uid,
    players: Object.fromEntries(players.map((p) => [p.uid, 1 as const])), holeCount: 18,
  };
}

describe('the course and golfer directories', () => {
  it('a device keeps what its golfer uses, not the rest; changes to what it keeps reach it', async () => {
    const [alice, bob, carol, dave] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    seedProfile(alice, 'Alice', 'Arnaiz');
    seedProfile(bob, 'Bob', 'Bravo');
    seedProfile(carol, 'Carol', 'Castro');
    seedProfile(dave, 'Dave', 'Díaz');
    const played = course(newId('c'), 'Played Links', bob.uid);
    const matched = course(newId('c'), 'Match Hills', bob.uid);
    const saved = course(newId('c'), 'Saved Dunes', bob.uid);
    const other = course(newId('c'), 'Other Park', bob.uid);
    seedCourses(played, matched, saved, other);

    const a = await device(alice);
    const mine = await upsertCourse(a.rxdb, { name: 'Alice Woods', creatorId: alice.uid });
    await saveCourse(a.rxdb, alice.uid, mine.id); // as the course list does when it creates one
    await a.rxdb.scorecards.insert(newCard(alice, { courseId: played.id }));
    await a.rxdb.matches.insert(match(alice, [alice, bob], matched.id));
    await saveCourse(a.rxdb, alice.uid, saved.id);
    await saveGolfer(a.rxdb, alice.uid, dave.uid);
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);
    await holds(a, 'courses', [mine.id, played.id, matched.id, saved.id]);
    await holds(a, 'users', [alice.uid, bob.uid, dave.uid]);

    // Alice's second device: the same, from the server, and nothing of carol or the other course.
    const a2 = await device(alice);
    await holds(a2, 'courses', [mine.id, played.id, matched.id, saved.id]);
    await holds(a2, 'users', [alice.uid, bob.uid, dave.uid]);
    // (The free RxDB build opens 13 collections at most: two devices at a time.)
    await sync.close(a2);

    // Bob renames his course and his profile: both reach alice's device.
    // His new device keeps the courses he created (the server's directory names him as their creator).
    const b = await sync.device(bob);
    await holds(b, 'courses', [played.id, matched.id, saved.id, other.id]);
    await upsertCourse(b.rxdb, { ...played, name: 'Played Links Renamed' });
    await saveUserProfile(b.rxdb, bob.uid, { firstName: 'Roberto' });
    expect(await b.sync?.awaitPushed(15_000)).toBe(true);
    await sync.close(b);
    await eventually(() => a.rxdb.courses.findOne(played.id).exec(), (c) => c?.name === 'Played Links Renamed');
    await eventually(() => a.rxdb.users.findOne(bob.uid).exec(), (u) => u?.firstName === 'Roberto' && u.nameSort === 'roberto bravo');
    expect(sync.backend.rtdb.getData(`directory/courses/${played.id}/name`)).toBe('Played Links Renamed');
    expect(sync.backend.rtdb.getData(`users/${bob.uid}/lastNameSort`)).toBe('bravo roberto');

    // Unsaved on the other device, the course leaves this one; the match's course stays.
    const again = await device(alice);
    await holds(again, 'courses', [mine.id, played.id, matched.id, saved.id]);
    await unsaveCourse(again.rxdb, alice.uid, saved.id);
    await holds(again, 'courses', [mine.id, played.id, matched.id]);
    await holds(a, 'courses', [mine.id, played.id, matched.id]);
    expect(sync.backend.rtdb.getData(`courses/${saved.id}/name`)).toBe('Saved Dunes');
  });

  it('finds courses by name and by place and golfers by name on the server; a chosen one reaches the device', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    seedProfile(bob, 'Bárbara', 'Núñez');
    // Around Seville (the other tests' courses are near Madrid, 390 km away).
    const seville = { latitude: 37.3891, longitude: -5.9845 };
    const near = course(newId('c'), 'Évian Resort', bob.uid, { latitude: 37.40, longitude: -5.99 });
    const far = course(newId('c'), 'Evergreen', bob.uid, { latitude: 37.6, longitude: -5.5 });
    const farther = course(newId('c'), 'Links of Sydney', bob.uid, { latitude: -33.86, longitude: 151.2 });
    seedCourses(near, far, farther);

    const a = await device(alice);
    const directory = a.sync?.directory;
    if (!directory) throw new Error('no directory search');
    expect((await directory.coursesByName('EVI')).map((h) => h.name)).toEqual(['Évian Resort']);
    expect((await directory.coursesByName('ev')).map((h) => h.name)).toEqual(['Evergreen', 'Évian Resort']);
    expect(await directory.coursesByName('e')).toEqual([]);
    const nearby = await directory.coursesNear(seville);
    expect(nearby.map((h) => h.id)).toEqual([near.id, far.id]);
    expect(nearby[0]?.distance).toBeLessThan(5_000);
    expect((await directory.golfersByName('nunez')).map((u) => u.id)).toEqual([bob.uid]);
    expect((await directory.golfersByName('barb')).map((u) => u.firstName)).toEqual(['Bárbara']);
    expect(await ids(a, 'courses')).toEqual([]);

    // Choosing saves it: the sync brings the whole course.
    await saveCourse(a.rxdb, alice.uid, far.id);
    const got = await eventually(() => a.rxdb.courses.findOne(far.id).exec(), (c) => c !== null);
    expect(got?.tees?.[0]?.holes).toHaveLength(18);

    // Offline, the search says so at once; what the device keeps is still there.
    a.offline();
    await a.status((s) => !s.online);
    await expect(directory.coursesByName('ev')).rejects.toBeInstanceOf(DirectoryUnreachableError);
    await expect(directory.golfersByName('nunez')).rejects.toBeInstanceOf(DirectoryUnreachableError);
    expect(await ids(a, 'courses')).toEqual([far.id]);
  });

  it('a pushed course gets its directory entry with its position; a deleted one loses it', async () => {
    const alice = await sync.backend.createUser();
    const a = await device(alice);
    const c = course('', 'Nueva Cancha', alice.uid);
    const created = await upsertCourse(a.rxdb, { name: c.name, creatorId: alice.uid, tees: c.tees });
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);
    const entry = sync.backend.rtdb.getData(`directory/courses/${created.id}`) as { name: string; nameSort: string; geohash: string };
    expect(entry).toMatchObject({ name: 'Nueva Cancha', nameSort: 'nueva cancha', creatorId: alice.uid });
    expect(entry.geohash).toMatch(/^ezjmg/);
    await (await a.rxdb.courses.findOne(created.id).exec())?.remove();
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);
    await eventually(() => sync.backend.rtdb.getData(`directory/courses/${created.id}`), (e) => e === null);
  });

  it('a device of the previous version, holding every course and profile, keeps what it uses and never loses an unpushed course', async () => {
    const [alice, bob, carol] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    seedProfile(alice, 'Alice', 'Arnaiz');
    seedProfile(bob, 'Bob', 'Bravo');
    seedProfile(carol, 'Carol', 'Castro');
    const played = course(newId('c'), 'Old Played', bob.uid);
    const others = [course(newId('c'), 'Old Other One', bob.uid), course(newId('c'), 'Old Other Two', carol.uid)];
    seedCourses(played, ...others);
    const card = newCard(alice, { courseId: played.id });
    sync.backend.rtdb.setData(`scoreCards/${card.id}`, { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: Date.now() });
    sync.backend.rtdb.setData(`feeds/${alice.uid}/scoreCards/${card.id}`, Date.now());
    const stamps = () => others.map((c) => sync.backend.rtdb.getData(`courses/${c.id}/updatedAt`));
    const before = stamps();

    // The previous version pulled both collections whole, under the same replication identifiers
    // (its golfer could read them whole then: an administrator's rights stand in for those rules here).
    const d = await sync.device(alice, { sync: false });
    sync.backend.rtdb.setData(`admins/${alice.uid}`, true);
    await previousVersionPull(d);
    sync.backend.rtdb.setData(`admins/${alice.uid}`, null);
    expect(await ids(d, 'courses')).toEqual(liveIds('courses').sort());
    expect((await ids(d, 'users')).length).toBeGreaterThanOrEqual(3);
    // A course created on the phone while offline, never pushed.
    const offline = course(newId('c'), 'Made Offline', alice.uid);
    await d.rxdb.courses.insert(offline);

    // The new version: the course played and the one made offline stay (that one is pushed), the others
    // leave the device and nothing is sent back for them.
    d.startSync();
    await d.status((st) => st.online);
    await holds(d, 'courses', [played.id, offline.id]);
    await holds(d, 'users', [alice.uid]);
    expect(await d.sync?.awaitPushed(15_000)).toBe(true);
    expect(sync.backend.rtdb.getData(`courses/${offline.id}/name`)).toBe('Made Offline');
    expect(sync.backend.rtdb.getData(`directory/courses/${offline.id}/name`)).toBe('Made Offline');
    expect(stamps()).toEqual(before);
  });
});

/** The keys of the documents of `path` on the server that are not tombstones. */
function liveIds(path: string): string[] {
  const docs = (sync.backend.rtdb.getData(path) ?? {}) as Record<string, { deleted?: boolean }>;
  return Object.keys(docs).filter((id) => docs[id]?.deleted !== true);
}

/** The replication of courses and profiles as the previous version ran it: each collection pulled whole
 * by `updatedAt`, under the identifier the new version keeps. Resolves once both are on the device. */
async function previousVersionPull(d: Device): Promise<void> {
  const connection = new ConnectionState(d.client.db);
  const status = new StatusStore();
  const specs = collectionSpecs(d.user.uid);
  const base = { db: d.client.db, uid: d.user.uid, signedIn: d.client.signedIn, connection, status, local: localLookup(d.rxdb) };
  const syncs = (['courses', 'users'] as const).map((name) =>
    startCollectionSync(base, specs[name], d.rxdb.collections[name] as unknown as RxCollection<PlainDoc>, replicationIdentifier(d.client.db, specs[name]), () => Promise.resolve()),
  );
  const all = (path: string) => liveIds(path).length;
  await eventually(() => d.rxdb.courses.count().exec(), (n) => n === all('courses'));
  await eventually(() => d.rxdb.users.count().exec(), (n) => n === all('users'));
  connection.stop();
  await Promise.all(syncs.map((s) => s.stop()));
}
