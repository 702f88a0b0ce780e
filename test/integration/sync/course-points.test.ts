// Mapping a hole through the sync engine (docs/ARCHITECTURE.md, "Security rules" and "Sync"): a golfer
// who did not create a course fills a missing point offline; their push sends only that point, the
// creator's own changes made meanwhile stay, and every device gets the point. A point another golfer
// filled first refuses the push, which is flagged and kept on the phone, not dropped.
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertCourse } from '../../../src/data/writes/courses.ts';
import { recordHolePoint } from '../../../src/data/writes/course-points.ts';
import { saveCourse } from '../../../src/data/writes/users.ts';
import type { CourseDoc, Tee } from '../../../src/data/types.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();
let creator: TestUser;
let golfer: TestUser;
let other: TestUser;

beforeAll(async () => {
  creator = await sync.backend.createUser();
  golfer = await sync.backend.createUser();
  other = await sync.backend.createUser();
});

function tee(): Tee {
  return {
    id: 'yellow',
    name: 'Yellow',
    type: 'Golf',
    holeCount: 2,
    cr: 70.1,
    slope: 125,
    holes: [
      { number: 1, hcp: 1, par: 4, distance: 360, teeLatitude: 40.4, teeLongitude: -3.7 },
      { number: 2, hcp: 2, par: 3, distance: 150 },
    ],
  };
}

const courseOn = async (d: Device, id: string): Promise<CourseDoc | null> => (await d.rxdb.courses.findOne(id).exec())?.toMutableJSON() ?? null;
const hole1 = (c: CourseDoc | null) => c?.tees?.[0]?.holes[0];
const front = { latitude: 40.4031, longitude: -3.7012 };

/**
 * The course on a mapping golfer's phone: a phone keeps only the courses its golfer uses, so each saves it
 * to "My courses" (as one found on the server is; docs/ARCHITECTURE.md, "Course directory").
 */
async function keptBy(id: string, devices: Device[]): Promise<void> {
  for (const d of devices) {
    await saveCourse(d.rxdb, d.user.uid, id);
    await eventually(() => courseOn(d, id), (c) => c !== null);
  }
}

/** The creator's course, written by the creator's device and kept by `devices`. */
async function sharedCourse(id: string, creatorDevice: Device, ...devices: Device[]): Promise<void> {
  await upsertCourse(creatorDevice.rxdb, { id, name: `Mapped ${id}`, creatorId: creator.uid, tees: [tee()] });
  expect(await creatorDevice.sync?.awaitPushed(10_000)).toBe(true);
  await keptBy(id, devices);
}

/** The creator's course as the server holds it (a third device would pass RxDB's collection limit). */
async function seededCourse(id: string, ...devices: Device[]): Promise<void> {
  const now = Date.now();
  sync.backend.rtdb.setData(`courses/${id}`, { id, name: `Mapped ${id}`, nameSort: `mapped ${id}`, creationDate: now, lastModifiedDate: now, creatorId: creator.uid, tees: [tee()], updatedAt: now });
  await keptBy(id, devices);
}

describe('mapping a hole of a course someone else created', () => {
  it('a fill made offline reaches the server as that point alone, beside the creator change made meanwhile', async () => {
    const a = await sync.device(creator);
    const b = await sync.device(golfer);
    await sharedCourse('map-1', a, b);
    b.offline();
    await b.status((s) => !s.online);
    await recordHolePoint(b.rxdb, { courseId: 'map-1', teeId: 'yellow', holeNumber: 1, point: 'greenFront', position: front, accuracy: 3, uid: golfer.uid, isAdmin: false });
    // Meanwhile the creator changes the par: a whole-course push from B would undo it, a fill keeps it.
    const course = await courseOn(a, 'map-1');
    if (!course) throw new Error('the creator has the course');
    await upsertCourse(a.rxdb, { ...course, tees: [{ ...tee(), holes: tee().holes.map((h) => (h.number === 2 ? { ...h, par: 4 } : h)) }] });
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);

    b.online();
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    const stored = sync.backend.rtdb.getData('courses/map-1') as CourseDoc;
    expect(stored.tees?.[0]?.holes[0]).toMatchObject({ greenFrontLatitude: 40.4031, greenFrontLongitude: -3.7012, teeLatitude: 40.4 });
    expect(stored.tees?.[0]?.holes[1]?.par).toBe(4);
    expect((await b.status(() => true)).rejected).toEqual([]);
    for (const d of [a, b]) {
      await eventually(() => courseOn(d, 'map-1'), (x) => hole1(x)?.greenFrontLatitude === 40.4031 && x?.tees?.[0]?.holes[1]?.par === 4);
    }
  });

  it('a point another golfer filled first refuses the push: flagged and kept on the phone until the course next changes', async () => {
    const b = await sync.device(golfer);
    const c = await sync.device(other);
    await seededCourse('map-2', b, c);
    b.offline();
    await b.status((s) => !s.online);
    await recordHolePoint(b.rxdb, { courseId: 'map-2', teeId: 'yellow', holeNumber: 1, point: 'greenFront', position: front, accuracy: 3, uid: golfer.uid, isAdmin: false });
    await recordHolePoint(c.rxdb, { courseId: 'map-2', teeId: 'yellow', holeNumber: 1, point: 'greenFront', position: { latitude: 40.4032, longitude: -3.7013 }, accuracy: 5, uid: other.uid, isAdmin: false });
    expect(await c.sync?.awaitPushed(10_000)).toBe(true);

    b.online();
    const refused = await b.status((s) => s.rejected.some((r) => r.documentId === 'map-2'));
    expect(refused.rejected.find((r) => r.documentId === 'map-2')?.message).toMatch(/another golfer recorded this point first/);
    expect((sync.backend.rtdb.getData('courses/map-2') as CourseDoc).tees?.[0]?.holes[0]?.greenFrontLatitude).toBe(40.4032);
    expect(hole1(await courseOn(b, 'map-2'))?.greenFrontLatitude).toBe(40.4031);
    // The next change of the course on the server (its creator's) brings the point that stands.
    sync.backend.rtdb.setData('courses/map-2/name', 'Mapped again');
    sync.backend.rtdb.setData('courses/map-2/updatedAt', Date.now());
    await eventually(() => courseOn(b, 'map-2'), (x) => x?.name === 'Mapped again' && hole1(x)?.greenFrontLatitude === 40.4032);
  });

  it('a golfer who did not create the course cannot push any other change of it', async () => {
    const b = await sync.device(golfer);
    await seededCourse('map-3', b);
    const course = await courseOn(b, 'map-3');
    if (!course) throw new Error('B has the course');
    await upsertCourse(b.rxdb, { ...course, name: 'Renamed by B' });
    const refused = await b.status((s) => s.rejected.some((r) => r.documentId === 'map-3'));
    expect(refused.rejected.length).toBeGreaterThan(0);
    expect((sync.backend.rtdb.getData('courses/map-3') as CourseDoc).name).toBe('Mapped map-3');
  });
});
