// Course geometry from OpenStreetMap end to end below the screens (docs/ARCHITECTURE.md, "Course geometry
// from OpenStreetMap"): the Overpass client against the loopback server (test/support/overpass-server.ts:
// real HTTP, no mocks), the courses built from its answers compared with how they were drawn
// (test/support/overpass-courses.ts), and the import written to a golfer's database and accepted by the
// database rules as the sync would push it.
import { ref, serverTimestamp, set, get } from 'firebase/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesSchema } from '../../../schemas/courses.ts';
import { createOsmCourse, putOsmGeometry } from '../../../src/data/writes/osm-course.ts';
import { upsertCourse } from '../../../src/data/writes/courses.ts';
import { buildOsmCourses, newTeeHoles, osmTeeType, type OsmCourse } from '../../../src/domain/course-import/osm/index.ts';
import { distanceMeters } from '../../../src/domain/gps.ts';
import { createOverpassClient, OverpassError, type OverpassClient } from '../../../src/osm/index.ts';
import { toServer, type SchemaNode } from '../../../src/backend/doc-shape.ts';
import { backendForFile } from '../../support/backend-for-file.ts';
import { fixtureCourse, ZEEWIJK, ZEEWIND_ORIGIN } from '../../support/overpass-courses.ts';
import { startOverpassServer, type OverpassServer } from '../../support/overpass-server.ts';
import { dispose, freshDatabase } from '../../unit/data/fixtures.ts';

const backend = backendForFile();
let overpass: OverpassServer;
let client: OverpassClient;

beforeAll(async () => {
  overpass = await startOverpassServer();
  client = createOverpassClient({ baseUrl: overpass.url, isOnline: () => true });
});
afterAll(() => overpass.stop());

async function built(name: string): Promise<OsmCourse> {
  const fixture = fixtureCourse(name);
  const data = await client.course(fixture.element);
  const course = buildOsmCourses(data.shapes).find((c) => c.element === fixture.element);
  if (!course) throw new Error(`${name} was not built`);
  return course;
}

/** Metres between where a point was built and where it was drawn. */
const off = (a: { latitude: number; longitude: number } | null | undefined, b: { latitude: number; longitude: number } | undefined) => (a && b ? distanceMeters(a, b) : Infinity);

describe('finding courses', () => {
  it('near a position: every course within 15 km, nearest first', async () => {
    const found = await client.near(ZEEWIND_ORIGIN);
    expect(found.courses.map((c) => c.name)).toEqual(['Zeewind Golf', 'Polder Par 3', 'Broken Links', 'Heideveld Golf (9 holes)']);
    expect(found.courses[0]).toMatchObject({ element: fixtureCourse('Zeewind').element, place: 'Zeewijk' });
    expect(found.courses.map((c) => c.distance)).toEqual([...found.courses.map((c) => c.distance)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(await client.near({ latitude: 40, longitude: -3 })).toMatchObject({ courses: [] });
  });

  it('by name, by a town, or by a typed position', async () => {
    expect((await client.search('polder')).courses.map((c) => c.name)).toEqual(['Polder Par 3']);
    const town = await client.search('zeewijk');
    expect(town.places.map((p) => p.name)).toEqual([ZEEWIJK.name]);
    expect(town.courses).toHaveLength(4);
    expect(town.from).toEqual(ZEEWIJK.centre);
    // Regular-expression characters in a name are searched for literally.
    expect((await client.search('Golf (9 holes)')).courses.map((c) => c.name)).toEqual(['Heideveld Golf (9 holes)']);
    expect((await client.search(`${ZEEWIND_ORIGIN.latitude}, ${ZEEWIND_ORIGIN.longitude}`)).courses[0]?.name).toBe('Zeewind Golf');
  });
});

describe('building what was drawn', () => {
  it('Zeewind: 18 holes, tees at the lines starts, greens front/middle/back where drawn (within 10 cm)', async () => {
    const course = await built('Zeewind');
    const fixture = fixtureCourse('Zeewind');
    expect(course).toMatchObject({ name: 'Zeewind Golf', holeCount: 18, teeColour: 'white', notes: [] });
    for (const h of course.holes) {
      const drawn = fixture.greens.get(h.number);
      expect(off(h.tee, fixture.tees.get(h.number)), `tee of ${h.number}`).toBeLessThan(0.1);
      expect(off(h.green?.front, drawn?.front), `front of ${h.number}`).toBeLessThan(0.1);
      expect(off(h.green?.middle, drawn?.middle), `middle of ${h.number}`).toBeLessThan(0.1);
      expect(off(h.green?.back, drawn?.back), `back of ${h.number}`).toBeLessThan(0.1);
      expect(h.missing).toEqual([]);
    }
    // The double green, the relation green, the pond and the lateral water.
    expect(course.holes[17]?.green?.element).toBe(course.holes[8]?.green?.element);
    expect(course.holes[11]?.green?.element).toMatch(/^relation\//);
    expect(course.holes[6]?.obstacles.map((o) => o.name)).toEqual(['Bunker left of the green', 'Water short of the green']);
    expect(course.holes[12]?.obstacles.map((o) => o.name)).toContain('Lateral water right of the green');
    // dist on 1-9, dist:white on 10-18.
    expect(course.holes[0]?.distance).toBe(343);
    expect(course.holes[9]?.distance).toBe(370);
  });

  it('Polder Par 3: holes numbered by the course relation, a hole without a green, one drawn only as areas', async () => {
    const course = await built('Polder');
    expect(course.holes.map((h) => h.line !== null)).toEqual([true, true, true, true, true, true, true, true, false]);
    expect(course.holes[4]?.missing).toEqual(['green-front-back', 'stroke-index']);
    expect(course.holes[8]?.green?.method).toBe('towards-centre');
    expect(course.holes[8]?.missing).toEqual(['par', 'stroke-index']);
    expect(osmTeeType(newTeeHoles(course, { par: { 9: 3 } }))).toBe('PAR3');
  });

  it('Broken Links: nothing usable, and each element left out says why', async () => {
    const course = await built('Broken');
    expect(course.holes.every((h) => h.tee === null && h.green === null)).toBe(true);
    expect(course.notes).toHaveLength(5);
  });
});

describe('a busy or unreachable server', () => {
  async function kind(run: Promise<unknown>) {
    const err = await run.then(
      () => null,
      (e: unknown) => e,
    );
    return err instanceof OverpassError ? [err.kind, err.message] : ['not an OverpassError', String(err)];
  }

  it('429, 504 "too busy" and a timed-out query each say try again later; the next try works', async () => {
    overpass.failNext('429');
    expect(await kind(client.near(ZEEWIND_ORIGIN))).toEqual(['rate-limited', expect.stringContaining('try again later')]);
    overpass.failNext('busy');
    expect(await kind(client.search('zeewind'))).toEqual(['busy', expect.stringContaining('try again later')]);
    overpass.failNext('timeout');
    expect(await kind(client.course(fixtureCourse('Zeewind').element))).toEqual(['busy', expect.stringContaining('try again later')]);
    expect((await client.search('zeewind')).courses).toHaveLength(1);
  });

  it('a server answering late: the client gives up and says so', async () => {
    const slow = await startOverpassServer({ delayMs: 2_000 });
    try {
      const err = await kind(createOverpassClient({ baseUrl: slow.url, timeoutMs: 200, isOnline: () => true }).near(ZEEWIND_ORIGIN));
      expect(err).toEqual(['timeout', expect.stringContaining('Try again later')]);
    } finally {
      await slow.stop();
    }
  });

  it('a server that is gone: unreachable, naming its address', async () => {
    const gone = await startOverpassServer();
    await gone.stop();
    expect(await kind(createOverpassClient({ baseUrl: gone.url, isOnline: () => true }).near(ZEEWIND_ORIGIN))).toEqual(['unreachable', expect.stringContaining(gone.url)]);
  });
});

describe('importing', () => {
  it('a new course from the map is written whole, small, and accepted by the database rules', async () => {
    const golfer = await backend.createUser();
    const course = await built('Zeewind');
    const db = await freshDatabase();
    try {
      const holes = newTeeHoles(course).map((h) => ({ ...h, par: h.par as number, hcp: h.hcp as number }));
      const doc = await createOsmCourse(db, { name: course.name, creatorId: golfer.uid, osmElement: course.element ?? undefined, tee: { name: 'White', type: 'Golf', colour: 'white', holes } });
      expect(doc).toMatchObject({ name: 'Zeewind Golf', osmElement: fixtureCourse('Zeewind').element, creatorId: golfer.uid });
      expect(doc.tees?.[0]).toMatchObject({ holeCount: 18, type: 'Golf' });
      // Every device pulls every course: the whole course, geometry and obstacles included, stays small.
      expect(JSON.stringify(doc).length).toBeLessThan(12_000);
      const { db: server } = await backend.client(golfer);
      const path = `courses/${doc.id}`;
      await set(ref(server, path), { ...toServer(doc, coursesSchema as unknown as SchemaNode), updatedAt: serverTimestamp() });
      expect((await get(ref(server, `${path}/osmElement`))).val()).toBe(doc.osmElement);
    } finally {
      await dispose(db);
    }
  });

  it('onto an existing course: coordinates filled by hole number, par, stroke index and distances kept', async () => {
    const course = await built('Heideveld');
    const db = await freshDatabase();
    try {
      const mine = await upsertCourse(db, {
        name: 'Heideveld',
        creatorId: 'u1',
        tees: [{ id: 'y', name: 'Yellow', type: 'Golf', holeCount: 9, holes: Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 1, distance: 300 + i })) }],
      });
      const changes = await putOsmGeometry(db, { courseId: mine.id, teeId: 'y', osm: course, replace: false });
      expect(changes).toHaveLength(9);
      const after = (await db.courses.findOne(mine.id).exec())?.toJSON();
      expect(after?.osmElement).toBe(fixtureCourse('Heideveld').element);
      const hole = after?.tees?.[0]?.holes[0];
      expect(hole).toMatchObject({ number: 1, par: 4, hcp: 1, distance: 300 });
      expect(off({ latitude: hole?.greenFrontLatitude ?? 0, longitude: hole?.greenFrontLongitude ?? 0 }, fixtureCourse('Heideveld').greens.get(1)?.front)).toBeLessThan(0.1);
    } finally {
      await dispose(db);
    }
  });
});
