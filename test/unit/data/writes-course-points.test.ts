// Recording a hole's point on the play screen (docs/PRODUCT.md, "Mapping a hole"): the writer refuses
// what the rules refuse, and a golfer who did not create the course changes nothing but the point.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertCourse, type GolfDatabase } from '../../../src/data/index.ts';
import { recordHolePoint, type RecordedPoint } from '../../../src/data/writes/course-points.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
  const c = course();
  const [tee] = c.tees ?? [];
  if (!tee) throw new Error('the fixture has a tee');
  // Hole 1's tee is set; nothing else is.
  const holes = tee.holes.map((h) => (h.number === 1 ? { ...h, teeLatitude: 56.3431, teeLongitude: -2.8022 } : h));
  await upsertCourse(db, { ...c, tees: [{ ...tee, holes }] }, 1_000);
});
afterEach(() => dispose(db));

const at = { latitude: 56.340_212_345, longitude: -2.798_123_456 };
const byBob = (over: Partial<RecordedPoint> = {}): RecordedPoint => ({
  courseId: 'c1',
  teeId: 'white',
  holeNumber: 1,
  point: 'greenFront',
  position: at,
  accuracy: 4,
  uid: 'bob',
  isAdmin: false,
  ...over,
});

async function stored() {
  const doc = await db.courses.findOne('c1').exec();
  if (!doc) throw new Error('the course is stored');
  return doc.toMutableJSON();
}

describe('recordHolePoint', () => {
  it('fills a missing point for a golfer who did not create the course, and changes nothing else', async () => {
    const before = await stored();
    await recordHolePoint(db, byBob(), 9_000);
    const after = await stored();
    const hole1 = after.tees?.[0]?.holes[0];
    expect(hole1).toMatchObject({ greenFrontLatitude: 56.340212, greenFrontLongitude: -2.798123, teeLatitude: 56.3431 });
    // Only the two fields: not even the course's lastModifiedDate, which the rules keep for its creator.
    const { greenFrontLatitude: _a, greenFrontLongitude: _b, ...rest } = hole1 ?? {};
    expect({ ...after, tees: [{ ...after.tees?.[0], holes: [rest, ...(after.tees?.[0]?.holes.slice(1) ?? [])] }] }).toEqual(before);
  });

  it('refuses a set point to a golfer who did not create the course, saying who may change it', async () => {
    await expect(recordHolePoint(db, byBob({ point: 'tee' }))).rejects.toThrow("The tee of hole 1 is set already; only the course's creator or an administrator can change it.");
    expect((await stored()).tees?.[0]?.holes[0]?.teeLatitude).toBe(56.3431);
  });

  it('lets the creator and an administrator move a set point, stamping the course', async () => {
    await recordHolePoint(db, byBob({ point: 'tee', uid: 'u1' }), 9_000);
    expect((await stored()).tees?.[0]?.holes[0]).toMatchObject({ teeLatitude: 56.340212, teeLongitude: -2.798123 });
    expect((await stored()).lastModifiedDate).toBe(9_000);
    await recordHolePoint(db, byBob({ point: 'tee', isAdmin: true, position: { latitude: 56.1, longitude: -2.1 } }), 9_500);
    expect((await stored()).tees?.[0]?.holes[0]).toMatchObject({ teeLatitude: 56.1, teeLongitude: -2.1 });
  });

  it('refuses a position known to worse than 10 m', async () => {
    await expect(recordHolePoint(db, byBob({ accuracy: 25 }))).rejects.toThrow('Your position is known to about 25 m; a point needs 10 m or better.');
    expect((await stored()).tees?.[0]?.holes[0]?.greenFrontLatitude).toBeUndefined();
  });

  it('refuses a hole the tee no longer has', async () => {
    await expect(recordHolePoint(db, byBob({ holeNumber: 19 }))).rejects.toThrow("Hole 19 is no longer on this course's tee, so it cannot be mapped.");
    await expect(recordHolePoint(db, byBob({ teeId: 'gone' }))).rejects.toThrow(/no longer on this course's tee/);
  });
});
