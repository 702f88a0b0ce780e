// What a golfer may record on the play screen (docs/PRODUCT.md, "Mapping a hole"): a missing point by
// anyone, a set one by the course's creator or an administrator, and only from a fix of 10 m or better.
import { describe, expect, it } from 'vitest';
import {
  accuracyProblem,
  HOLE_POINTS,
  holePointSpec,
  isPointMissing,
  MAX_POINT_ACCURACY_M,
  mayRecordPoint,
  withCoursePoints,
  withPoint,
} from '../../../src/domain/hole-points.ts';

describe('hole points', () => {
  it('names the four points by their stored pairs (the back is greenEnd, the flag is not mapped)', () => {
    expect(HOLE_POINTS.map((p) => [p.button, p.latitude, p.longitude])).toEqual([
      ['Tee here', 'teeLatitude', 'teeLongitude'],
      ['Green front here', 'greenFrontLatitude', 'greenFrontLongitude'],
      ['Green middle here', 'middleLatitude', 'middleLongitude'],
      ['Green back here', 'greenEndLatitude', 'greenEndLongitude'],
    ]);
    expect(holePointSpec('greenBack').name).toBe('the green back');
  });

  it('a point is missing when neither field is stored, or both are 0 (older data)', () => {
    expect(isPointMissing({}, 'tee')).toBe(true);
    expect(isPointMissing({ teeLatitude: 0, teeLongitude: 0 }, 'tee')).toBe(true);
    expect(isPointMissing({ teeLatitude: 56.3, teeLongitude: -2.8 }, 'tee')).toBe(false);
    // Greenwich and the equator are real places.
    expect(isPointMissing({ teeLatitude: 51.47, teeLongitude: 0 }, 'tee')).toBe(false);
    // Half a pair is set: its stored half is not a non-creator's to change.
    expect(isPointMissing({ teeLatitude: 56.3 }, 'tee')).toBe(false);
    expect(isPointMissing({ teeLatitude: 56.3, teeLongitude: -2.8 }, 'greenFront')).toBe(true);
  });

  it('anyone records a missing point; only the creator or an admin changes a set one', () => {
    const hole = { teeLatitude: 56.3, teeLongitude: -2.8 };
    expect(mayRecordPoint(hole, 'greenMiddle', false)).toBe(true);
    expect(mayRecordPoint(hole, 'tee', false)).toBe(false);
    expect(mayRecordPoint(hole, 'tee', true)).toBe(true);
  });

  it('refuses a fix worse than 10 m, and one whose accuracy is not known, saying why', () => {
    expect(MAX_POINT_ACCURACY_M).toBe(10);
    expect(accuracyProblem(4)).toBeNull();
    expect(accuracyProblem(10)).toBeNull();
    expect(accuracyProblem(10.4)).toMatch(/known to about 10 m; a point needs 10 m or better/);
    expect(accuracyProblem(25)).toBe('Your position is known to about 25 m; a point needs 10 m or better. Wait a moment in the open for a better fix.');
    expect(accuracyProblem(Number.NaN)).toMatch(/not known/);
    expect(accuracyProblem(-1)).toMatch(/not known/);
  });

  it('stores a point to six decimals (about 10 cm)', () => {
    const hole: { par: number; greenFrontLatitude?: number } = { par: 4 };
    expect(withPoint(hole, 'greenFront', { latitude: 56.340_212_345, longitude: -2.798_123_456 })).toEqual({
      par: 4,
      greenFrontLatitude: 56.340212,
      greenFrontLongitude: -2.798123,
    });
  });

  it('lays the course points over a card hole: the course wins where it has a point', () => {
    const card = { number: 1, teeLatitude: 1, teeLongitude: 1, middleLatitude: 2, middleLongitude: 2 };
    const course = { teeLatitude: 3, teeLongitude: 3, greenFrontLatitude: 4, greenFrontLongitude: 4, middleLatitude: 0, middleLongitude: 0 };
    expect(withCoursePoints(card, course)).toEqual({ number: 1, teeLatitude: 3, teeLongitude: 3, middleLatitude: 2, middleLongitude: 2, greenFrontLatitude: 4, greenFrontLongitude: 4 });
    expect(withCoursePoints(card, undefined)).toBe(card);
    // Nothing new: the same object, so a memoised view does not re-render.
    expect(withCoursePoints(card, { teeLatitude: 1, teeLongitude: 1 })).toBe(card);
  });
});
