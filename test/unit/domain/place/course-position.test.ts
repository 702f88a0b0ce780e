import { describe, expect, it } from 'vitest';
import { courseGeohash, coursePosition } from '../../../../src/domain/place/course-position.ts';

const hole = (lat: number, lng: number) => ({ teeLatitude: lat, teeLongitude: lng, latitude: lat + 0.002, longitude: lng + 0.001 });

describe('a course\'s position (docs/ARCHITECTURE.md, "Course directory")', () => {
  it('is the median of its holes\' points, over every tee', () => {
    const course = { tees: [{ holes: [hole(40, -3), hole(40.004, -3.004)] }, { holes: [hole(40.002, -3.002)] }] };
    const at = coursePosition(course);
    expect(at?.latitude).toBeCloseTo(40.003, 6);
    expect(at?.longitude).toBeCloseTo(-3.0015, 6);
  });

  it('is not moved by one point typed far away', () => {
    const holes = [hole(40, -3), hole(40.001, -3.001), hole(40.002, -3.002), { teeLatitude: -10, teeLongitude: 120 }];
    const at = coursePosition({ tees: [{ holes }] });
    expect(at?.latitude).toBeGreaterThan(39.99);
    expect(at?.longitude).toBeLessThan(-2.99);
  });

  it('is none without coordinates ((0, 0) counts as unset)', () => {
    expect(coursePosition({ tees: [{ holes: [{ latitude: 0, longitude: 0 }] }] })).toBeNull();
    expect(coursePosition({})).toBeNull();
    expect(courseGeohash({})).toBeUndefined();
  });

  it('gives a 9-character geohash', () => {
    expect(courseGeohash({ tees: [{ holes: [hole(40.4168, -3.7038)] }] })).toMatch(/^ezjmg[0-9b-hjkmnp-z]{4}$/);
  });
});
