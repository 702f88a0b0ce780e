// From a built course to the course document (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"):
// a new tee's holes, and the geometry put onto an existing tee without touching what the golfer set.
import { describe, expect, it } from 'vitest';
import { buildOsmCourses, mergeGeometry, newTeeHoles, osmTeeType, type OsmShape } from '../../../../../src/domain/course-import/osm/index.ts';
import { line, metresOf, square } from './plan.ts';

const course = (shapes: OsmShape[]) => {
  const [c] = buildOsmCourses(shapes);
  if (!c) throw new Error('no course');
  return c;
};

const mapped = course([
  line({ golf: 'hole', ref: '1', par: '4', handicap: '3', dist: '300' }, [[0, -300], [0, 0]]),
  square({ golf: 'green' }, [0, 0], 15),
  square({ golf: 'bunker' }, [-25, 0], 4),
  line({ golf: 'hole', ref: '2', par: '3' }, [[100, -150], [100, 0]]),
]);

describe('a new tee from the map', () => {
  it('takes par, stroke index and distance from the tags, typed values where the map has none', () => {
    const holes = newTeeHoles(mapped, { par: { 3: 5 }, hcp: { 2: 9 } });
    expect(holes[0]).toMatchObject({ number: 1, par: 4, hcp: 3, distance: 300, obstacles: [{ name: 'Bunker left of the green' }] });
    expect(metresOf({ latitude: holes[0]?.teeLatitude ?? 0, longitude: holes[0]?.teeLongitude ?? 0 })).toEqual([0, -300]);
    expect(holes[1]).toMatchObject({ number: 2, par: 3, hcp: 9 });
    expect(holes[1]).not.toHaveProperty('distance');
    // Hole 2 has no green area: its middle is the line's end, with no front or back.
    expect(holes[1]).toHaveProperty('middleLatitude');
    expect(holes[1]).not.toHaveProperty('greenFrontLatitude');
    expect(holes[2]).toEqual({ number: 3, par: 5 });
  });

  it('Pitch and Putt when all par 3 within 120 m, PAR3 when all par 3, else Golf', () => {
    expect(osmTeeType([{ par: 3, distance: 70 }, { par: 3, distance: 120 }])).toBe('Pitch and Putt');
    expect(osmTeeType([{ par: 3, distance: 70 }, { par: 3 }])).toBe('PAR3');
    expect(osmTeeType([{ par: 3 }, { par: 4 }])).toBe('Golf');
  });
});

describe('the geometry onto an existing tee', () => {
  const tee = [
    { number: 1, par: 5, hcp: 1, distance: 412, notes: 'Blind tee shot', middleLatitude: 52.5, middleLongitude: 4.5 },
    { number: 2, par: 3, hcp: 18 },
    { number: 10, par: 4, hcp: 2 },
  ];

  it('fills coordinates and obstacles by hole number; par, stroke index, distance and notes stay', () => {
    const { holes, changes } = mergeGeometry(tee, mapped);
    expect(holes[0]).toMatchObject({ number: 1, par: 5, hcp: 1, distance: 412, notes: 'Blind tee shot', middleLatitude: 52.5, middleLongitude: 4.5 });
    expect(holes[0]).toHaveProperty('greenFrontLatitude');
    expect(holes[0]).toHaveProperty('teeLatitude');
    expect(holes[1]).toMatchObject({ number: 2, par: 3, hcp: 18 });
    expect(holes[2]).toEqual({ number: 10, par: 4, hcp: 2 });
    expect(changes).toEqual([
      { number: 1, filled: ['tee', 'green-front', 'green-back', 'obstacles'], kept: ['green-middle'], obstacleCount: 1 },
      { number: 2, filled: ['tee', 'green-middle'], kept: [], obstacleCount: 0 },
    ]);
  });

  it('replaces what the holes had only when asked', () => {
    const { holes, changes } = mergeGeometry(tee, mapped, true);
    expect(holes[0]?.middleLatitude).not.toBe(52.5);
    expect(holes[0]).toMatchObject({ par: 5, hcp: 1, distance: 412 });
    expect(changes[0]).toEqual({ number: 1, filled: ['tee', 'green-front', 'green-middle', 'green-back', 'obstacles'], kept: [], obstacleCount: 1 });
  });
});
