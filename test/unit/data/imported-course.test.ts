import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createScoreCard, saveImportedCourse, upsertTee, type GolfDatabase } from '../../../src/data/index.ts';
import { isApiProblem, mapApiCourse, readCourseBody, teesToSave, type ApiCourse } from '../../../src/domain/index.ts';
import { dispose, freshDatabase, tee18 } from './fixtures.ts';

const fixture = (id: string): ApiCourse => {
  const course = readCourseBody(JSON.parse(readFileSync(new URL(`../../fixtures/golf-course-api/course-${id}.json`, import.meta.url), 'utf8')));
  if (isApiProblem(course)) throw new Error(course.code);
  return course;
};

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

describe('golf course API import into the database', () => {
  it('creates the course under the provider-derived id, and a re-import updates the same course', async () => {
    const imported = mapApiCourse(fixture('1001'));
    const first = await saveImportedCourse(db, { course: imported, tees: teesToSave(imported.tees.slice(0, 2)).tees, creatorId: 'admin1' }, 1_000);
    expect(first).toMatchObject({ id: 'gca-1001', name: 'Royal Westmoreland Golf Club', nameSort: 'royal westmoreland golf club', creatorId: 'admin1', creationDate: 1_000 });
    expect(first.tees?.map((t) => t.id)).toEqual(['m-championship', 'm-blue']);
    // The stored tee keeps the nines' ratings and the exact metres of the yardage (410 yd).
    expect(first.tees?.[0]).toMatchObject({ cr: 74.4, slope: 139, front9: { cr: 37.2, slope: 139 }, back9: { cr: 37.2, slope: 139 } });
    expect(first.tees?.[0]?.holes[0]?.distance).toBe(374.904);

    await upsertTee(db, 'gca-1001', tee18('own'), 1_500);
    const again = await saveImportedCourse(db, { course: imported, tees: teesToSave(imported.tees.slice(1)).tees, creatorId: 'admin2' }, 2_000);
    expect(again).toMatchObject({ creatorId: 'admin1', creationDate: 1_000, lastModifiedDate: 2_000 });
    expect(again.tees?.map((t) => t.id)).toEqual(['m-championship', 'm-blue', 'own', 'm-white', 'f-red']);
    expect(await db.courses.count().exec()).toBe(1);
  });

  it('a round can be played on an imported tee', async () => {
    const imported = mapApiCourse(fixture('5005'));
    const course = await saveImportedCourse(db, { course: imported, tees: teesToSave(imported.tees).tees, creatorId: 'admin1' }, 1_000);
    const card = await createScoreCard(db, { userId: 'u1', course, teeId: 'm-yellow', player: { handicapPitchAndPutt: 9 } }, 2_000);
    expect(card).toMatchObject({ courseId: 'gca-5005', courseName: 'Parque del Sol - Pitch & Putt', teeName: 'Yellow', holeCount: 18, handicap: 9 });
    // 65 yards, stored as the exact 59.436 m.
    expect(card.holes[0]).toMatchObject({ number: 1, par: 3, hcp: 7, distance: 59.436 });
  });
});
