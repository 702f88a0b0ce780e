// Which change of a course a golfer who did not create it sends as filled points (docs/ARCHITECTURE.md,
// "Security rules", mapping a hole): only missing pairs filled, everything else as the server has it.
import { describe, expect, it } from 'vitest';
import { filledPoints, isFillingPoints } from '../../../../src/sync/replication/course-fill.ts';
import type { DocWithDeleted } from '../../../../src/backend/doc-shape.ts';

function courseDoc(holes: Record<string, unknown>[], over: Record<string, unknown> = {}): DocWithDeleted {
  return { id: 'c1', name: 'Links', nameSort: 'links', creationDate: 1, lastModifiedDate: 1, creatorId: 'alice', tees: [{ id: 't', name: 'T', type: 'Golf', holeCount: 2, holes }], _deleted: false, ...over };
}
const h1 = { number: 1, hcp: 1, par: 4, teeLatitude: 56.3, teeLongitude: -2.8 };
const h2 = { number: 2, hcp: 2, par: 3, middleLatitude: 0, middleLongitude: 0 };
const assumed = courseDoc([h1, h2]);

describe('filledPoints', () => {
  it('gives the paths of the pairs filled, a (0, 0) pair included', () => {
    const next = courseDoc([
      { ...h1, greenFrontLatitude: 56.31, greenFrontLongitude: -2.81 },
      { ...h2, middleLatitude: 56.32, middleLongitude: -2.82 },
    ]);
    expect(filledPoints(assumed, next)).toEqual({
      'tees/0/holes/0/greenFrontLatitude': 56.31,
      'tees/0/holes/0/greenFrontLongitude': -2.81,
      'tees/0/holes/1/middleLatitude': 56.32,
      'tees/0/holes/1/middleLongitude': -2.82,
    });
  });

  it('is null when anything else changed too, or a set point moved, or nothing changed', () => {
    const fill = { greenFrontLatitude: 56.31, greenFrontLongitude: -2.81 };
    expect(filledPoints(assumed, courseDoc([{ ...h1, ...fill, par: 5 }, h2]))).toBeNull();
    expect(filledPoints(assumed, courseDoc([{ ...h1, ...fill }, h2], { name: 'Mine' }))).toBeNull();
    expect(filledPoints(assumed, courseDoc([{ ...h1, ...fill }, h2], { lastModifiedDate: 2 }))).toBeNull();
    expect(filledPoints(assumed, courseDoc([{ ...h1, teeLatitude: 56.4 }, h2]))).toBeNull();
    expect(filledPoints(assumed, courseDoc([{ ...h1, ...fill }, h2, { number: 3, hcp: 3, par: 4, ...fill }]))).toBeNull();
    expect(filledPoints(assumed, courseDoc([{ ...h1, greenFrontLatitude: 56.31 }, h2]))).toBeNull();
    expect(filledPoints(assumed, { ...courseDoc([{ ...h1, ...fill }, h2]), _deleted: true })).toBeNull();
    expect(filledPoints(assumed, assumed)).toBeNull();
  });

  it('applies to courses their golfer did not create', () => {
    const spec = (name: string) => ({ name }) as Parameters<typeof isFillingPoints>[0]['spec'];
    expect(isFillingPoints({ uid: 'bob', spec: spec('courses') }, assumed)).toBe(true);
    expect(isFillingPoints({ uid: 'alice', spec: spec('courses') }, assumed)).toBe(false);
    expect(isFillingPoints({ uid: 'bob', spec: spec('matches') }, assumed)).toBe(false);
  });
});
