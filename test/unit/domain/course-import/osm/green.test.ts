// The green's front, middle and back (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"): where
// the line of play, the hole line's last segment extended (OpenStreetMap wiki, "Tag:golf=hole": the way
// runs from the tee to the green along the line a scratch golfer plays), enters, crosses the middle of,
// and leaves the green polygon (wiki "Tag:golf=green": the putting green as an area). Each vector is
// worked out by hand on the drawing described.
import { describe, expect, it } from 'vitest';
import { buildOsmCourses, shapesFromElements } from '../../../../../src/domain/course-import/osm/index.ts';
import { area, line, metresOf, square } from './plan.ts';

const hole1 = (shapes: Parameters<typeof buildOsmCourses>[0]) => {
  const [course] = buildOsmCourses(shapes);
  return course?.holes[0];
};

describe('green front, middle and back', () => {
  it('a straight par 3 into a 30 m square green: front 15 m short of the centre, back 15 m past it', () => {
    // Tee 200 m south of the green's centre; the line ends at the centre (the "pin" of the wiki).
    const h = hole1([line({ golf: 'hole', ref: '1', par: '3' }, [[0, -200], [0, 0]]), square({ golf: 'green' }, [0, 0], 15)]);
    expect(metresOf(h?.tee)).toEqual([0, -200]);
    expect(metresOf(h?.green?.front)).toEqual([0, -15]);
    expect(metresOf(h?.green?.middle)).toEqual([0, 0]);
    expect(metresOf(h?.green?.back)).toEqual([0, 15]);
    expect(h?.green?.method).toBe('line-of-play');
    expect(h?.missing).toEqual(['stroke-index']);
  });

  it('a dog-leg: measured along the last segment, not from the tee straight to the green', () => {
    // Tee (0, -300), corner (0, -100), green centre (60, 0): the last segment runs 3 east for 5 north.
    // It crosses y = -15 at x = 60 - 15 x 0.6 = 51 and y = 15 at x = 69 (the straight tee line would
    // enter at x = 57 instead).
    const h = hole1([line({ golf: 'hole', ref: '1', par: '4' }, [[0, -300], [0, -100], [60, 0]]), square({ golf: 'green' }, [60, 0], 15)]);
    expect(metresOf(h?.green?.front)).toEqual([51, -15]);
    expect(metresOf(h?.green?.middle)).toEqual([60, 0]);
    expect(metresOf(h?.green?.back)).toEqual([69, 15]);
  });

  it('a line ending short of the green is extended through it', () => {
    // The mapper stopped the line 30 m short of the front (at y = -45): the extension still crosses.
    const h = hole1([line({ golf: 'hole', ref: '1' }, [[0, -200], [0, -45]]), square({ golf: 'green' }, [0, 0], 15)]);
    expect(metresOf(h?.green?.front)).toEqual([0, -15]);
    expect(metresOf(h?.green?.back)).toEqual([0, 15]);
  });

  it('a last point on the green: the direction comes from the last point off it', () => {
    const h = hole1([line({ golf: 'hole', ref: '1' }, [[0, -200], [0, -5], [0, 5]]), square({ golf: 'green' }, [0, 0], 15)]);
    expect(metresOf(h?.green?.front)).toEqual([0, -15]);
    expect(metresOf(h?.green?.middle)).toEqual([0, 0]);
  });

  it('a concave (L-shaped) green: front where the line first enters, back where it last leaves', () => {
    // An L: the line crosses the lower arm (y -20..-10), leaves, and crosses the upper part (y 10..20).
    const green = area({ golf: 'green' }, [[-10, -20], [10, -20], [10, 20], [-10, 20], [-10, 10], [5, 10], [5, -10], [-10, -10]]);
    const h = hole1([line({ golf: 'hole', ref: '1' }, [[0, -200], [0, 0]]), green]);
    expect(metresOf(h?.green?.front)).toEqual([0, -20]);
    expect(metresOf(h?.green?.back)).toEqual([0, 20]);
    expect(metresOf(h?.green?.middle)).toEqual([0, 0]);
  });

  it('a line ending beside the green (within 40 m) is aimed at its centre instead', () => {
    // The line ends 25 m east of the centre, outside the square: no crossing along it.
    const h = hole1([line({ golf: 'hole', ref: '1' }, [[25, -200], [25, 0]]), square({ golf: 'green' }, [0, 0], 15)]);
    expect(h?.green?.method).toBe('towards-centre');
    expect(metresOf(h?.green?.middle)).toEqual([0, 0]);
    expect(h?.green?.front).not.toBeNull();
  });

  it('a relation green (multipolygon of two ways) is one green', () => {
    // wiki "Relation:multipolygon": outer ways joined end to end into one ring.
    const green = square({ golf: 'green' }, [0, 0], 15);
    const ring = green.outer[0] ?? [];
    const { shapes } = shapesFromElements([
      {
        type: 'relation',
        id: 77,
        tags: { type: 'multipolygon', golf: 'green' },
        members: [
          { type: 'way', ref: 1, role: 'outer', geometry: ring.slice(0, 3) },
          // The second way is drawn the other way round: joining reverses it.
          { type: 'way', ref: 2, role: 'outer', geometry: ring.slice(2).reverse() },
        ],
      },
    ]);
    expect(shapes[0]?.outer[0]).toHaveLength(5);
    expect(shapes[0]?.problem).toBeUndefined();
    const h = hole1([line({ golf: 'hole', ref: '1' }, [[0, -200], [0, 0]]), ...shapes]);
    expect(h?.green?.element).toBe('relation/77');
    expect(metresOf(h?.green?.front)).toEqual([0, -15]);
    expect(metresOf(h?.green?.back)).toEqual([0, 15]);
  });
});
