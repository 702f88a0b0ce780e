// Holes from what mappers draw (OpenStreetMap wiki, "Tag:golf=hole", "Tag:golf=green", "Tag:golf=tee",
// "Tag:leisure=golf_course"; docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"), each case the
// drawing it names.
import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '../../../../../schemas/limits.ts';
import { buildOsmCourses, MAX_OBSTACLES, playedTwice, shapesFromElements, type OsmShape } from '../../../../../src/domain/course-import/osm/index.ts';
import { area, at, line, metresOf, square } from './plan.ts';

const only = (shapes: OsmShape[]) => {
  const courses = buildOsmCourses(shapes);
  expect(courses).toHaveLength(1);
  return courses[0] as NonNullable<(typeof courses)[0]>;
};

describe('holes from the golf tagging', () => {
  it('reads ref, par, handicap and dist from the hole line (wiki "Tag:golf=hole")', () => {
    const c = only([line({ golf: 'hole', ref: '1', par: '4', handicap: '7', dist: '352' }, [[0, -350], [0, 0]]), square({ golf: 'green' }, [0, 0], 15)]);
    expect(c.holeCount).toBe(9);
    expect(c.holes[0]).toMatchObject({ number: 1, par: 4, hcp: 7, distance: 352, lineMetres: 350, missing: [] });
    // Holes 2..9 are not mapped: present, with everything missing.
    expect(c.holes[1]).toMatchObject({ number: 2, tee: null, green: null, missing: ['hole-line', 'tee', 'green', 'par', 'stroke-index'] });
  });

  it('a distance in yards becomes metres; per-colour subkeys are read when the plain key is absent', () => {
    // "dist:<colour>" (wiki "Tag:golf=hole": values per tee colour as subkeys); 380 yd = 347.5 m.
    const c = only([
      line({ golf: 'hole', ref: '1', 'par:white': '4', 'dist:white': '380 yd', 'dist:red': '300 yd' }, [[0, -350], [0, 0]]),
      line({ golf: 'hole', ref: '2', par: '3', 'dist:white': '150' }, [[100, -150], [100, 0]]),
    ]);
    expect(c.teeColour).toBe('white');
    expect(c.holes[0]).toMatchObject({ par: 4, distance: 347 });
    expect(c.holes[1]).toMatchObject({ par: 3, distance: 150 });
  });

  it('a green shared by two holes (`ref=9;18`) serves both, each measured along its own line', () => {
    // The double green: 9 comes from the south, 18 from the north; front is where each line enters.
    const green = { ...square({ golf: 'green', ref: '9;18' }, [0, 0], 15) };
    const c = only([
      line({ golf: 'hole', ref: '9', par: '4' }, [[0, -300], [0, 0]]),
      line({ golf: 'hole', ref: '18', par: '4' }, [[0, 300], [0, 0]]),
      green,
    ]);
    expect(c.holeCount).toBe(18);
    expect(c.holes[8]?.green?.element).toBe(green.element);
    expect(c.holes[17]?.green?.element).toBe(green.element);
    expect(metresOf(c.holes[8]?.green?.front)).toEqual([0, -15]);
    expect(metresOf(c.holes[17]?.green?.front)).toEqual([0, 15]);
    expect(metresOf(c.holes[17]?.green?.back)).toEqual([0, -15]);
  });

  it('a green tagged for another hole is not taken by a line ending near it', () => {
    const c = only([line({ golf: 'hole', ref: '1' }, [[0, -300], [0, 0]]), square({ golf: 'green', ref: '2' }, [0, 0], 15)]);
    expect(c.holes[0]?.green).toMatchObject({ element: null, method: 'centre', front: null, back: null });
    expect(c.holes[0]?.missing).toContain('green-front-back');
  });

  it('a missing tee: a green tagged with the hole number and nothing else gives the middle only', () => {
    const green = square({ golf: 'green', ref: '5' }, [0, 0], 15);
    const c = only([green]);
    const h = c.holes[4];
    expect(h).toMatchObject({ number: 5, tee: null, line: null });
    expect(metresOf(h?.green?.middle)).toEqual([0, 0]);
    expect(h?.green?.front).toBeNull();
    expect(h?.missing).toEqual(['tee', 'green-front-back', 'par', 'stroke-index']);
  });

  it('no hole line: the tee area and the green tagged with the number, measured from the tee to the green centre', () => {
    // Two tee areas for hole 3 (two colours): the one farther from the green is the tee (the back tee).
    const c = only([square({ golf: 'tee', ref: '3' }, [0, -140], 4), square({ golf: 'tee', ref: '3' }, [0, -180], 4), square({ golf: 'green', ref: '3' }, [0, 0], 15)]);
    const h = c.holes[2];
    expect(metresOf(h?.tee)).toEqual([0, -180]);
    expect(h?.green?.method).toBe('towards-centre');
    expect(metresOf(h?.green?.front)).toEqual([0, -15]);
    expect(metresOf(h?.green?.back)).toEqual([0, 15]);
  });

  it('no green mapped: the middle is the end of the hole line (the wiki draws it to the pin)', () => {
    const c = only([line({ golf: 'hole', ref: '1', par: '3' }, [[0, -150], [0, 0]])]);
    expect(metresOf(c.holes[0]?.green?.middle)).toEqual([0, 0]);
    expect(c.holes[0]?.green).toMatchObject({ element: null, front: null, back: null });
  });

  it('hole lines without ref are numbered by their order in a relation listing them (a route=golf course)', () => {
    const { shapes } = shapesFromElements([
      { type: 'way', id: 11, nodes: [], geometry: [at([0, 0]), at([0, 150])], tags: { golf: 'hole', par: '3' } },
      { type: 'way', id: 12, nodes: [], geometry: [at([100, 0]), at([100, 150])], tags: { golf: 'hole', par: '3' } },
      { type: 'relation', id: 5, tags: { type: 'route', route: 'golf' }, members: [
        { type: 'way', ref: 12, role: '' },
        { type: 'way', ref: 11, role: '' },
      ] },
    ]);
    const c = only(shapes);
    expect(c.holes[0]?.line).toBe('way/12');
    expect(c.holes[1]?.line).toBe('way/11');
  });

  it('a nine played twice with `ref=1;10` lines and `handicap=1;2` gives 18 holes from 9 lines', () => {
    const c = only([
      line({ golf: 'hole', ref: '1;10', par: '4', handicap: '1;2' }, [[0, -300], [0, 0]]),
      line({ golf: 'hole', ref: '2;11', par: '3', handicap: '17;18' }, [[100, -150], [100, 0]]),
    ]);
    expect(c.holeCount).toBe(18);
    expect(c.holes[0]).toMatchObject({ number: 1, hcp: 1, par: 4 });
    expect(c.holes[9]).toMatchObject({ number: 10, hcp: 2, par: 4, line: c.holes[0]?.line });
    expect(c.holes[10]).toMatchObject({ number: 11, hcp: 18, par: 3 });
  });

  it('a nine indexed 1..9 played twice: 2n - 1 on the first round, 2n on the second (docs/GOLF.md, "Extra shots")', () => {
    const nine = only(Array.from({ length: 9 }, (_, i) => line({ golf: 'hole', ref: String(i + 1), par: '4', handicap: String(9 - i) }, [[i * 100, -300], [i * 100, 0]])));
    expect(nine.holeCount).toBe(9);
    const twice = playedTwice(nine);
    expect(twice.holeCount).toBe(18);
    expect(twice.holes.map((h) => h.hcp)).toEqual([17, 15, 13, 11, 9, 7, 5, 3, 1, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
    expect(twice.holes[9]?.tee).toEqual(nine.holes[0]?.tee);
    // `handicap=3;4` on a single line names both rounds' indexes.
    const tagged = only([line({ golf: 'hole', ref: '1', handicap: '3;4' }, [[0, -300], [0, 0]])]);
    const both = playedTwice(tagged).holes;
    expect([both[0]?.hcp, both[9]?.hcp]).toEqual([3, 4]);
  });

  it('bunkers and water near the green become obstacles, nearest first, named by where they lie', () => {
    // Line from the south: a bunker 25 m west of the centre is left of the green; a pond 30 m south is short.
    const c = only([
      line({ golf: 'hole', ref: '1' }, [[0, -300], [0, 0]]),
      square({ golf: 'green' }, [0, 0], 15),
      square({ golf: 'bunker' }, [-25, 0], 4),
      square({ natural: 'water' }, [0, -40], 8),
      square({ golf: 'bunker' }, [20, 35], 3),
      square({ golf: 'bunker' }, [0, -150], 5),
    ]);
    expect(c.holes[0]?.obstacles.map((o) => o.name)).toEqual(['Bunker left of the green', 'Water short of the green', 'Bunker behind the green']);
    // The bunker is marked at its centre; the water at its edge nearest the green (32 m short).
    const [bunker, water] = c.holes[0]?.obstacles ?? [];
    expect(metresOf(bunker)).toEqual([-25, 0]);
    expect(metresOf(water)).toEqual([0, -32]);
  });

  it('keeps at most as many obstacles as a hole may hold (COURSE_LIMITS)', () => {
    expect(MAX_OBSTACLES).toBe(COURSE_LIMITS.obstaclesPerHole);
    const bunkers = Array.from({ length: 14 }, (_, i) => square({ golf: 'bunker' }, [Math.cos(i) * 25, Math.sin(i) * 25], 2));
    const c = only([line({ golf: 'hole', ref: '1' }, [[0, -300], [0, 0]]), square({ golf: 'green' }, [0, 0], 15), ...bunkers]);
    expect(c.holes[0]?.obstacles).toHaveLength(COURSE_LIMITS.obstaclesPerHole);
  });

  it('one course per golf course area, named from it; features go to the area they lie in', () => {
    const a = area({ leisure: 'golf_course', name: 'North' }, [[-500, 0], [500, 0], [500, 1000], [-500, 1000]]);
    const b = area({ leisure: 'golf_course', name: 'South' }, [[-500, -1000], [500, -1000], [500, -1], [-500, -1]]);
    const courses = buildOsmCourses([a, b, line({ golf: 'hole', ref: '1' }, [[0, 100], [0, 400]]), line({ golf: 'hole', ref: '1' }, [[0, -100], [0, -400]])]);
    expect(courses.map((c) => [c.name, c.element, c.holes[0]?.line !== null])).toEqual([
      ['North', a.element, true],
      ['South', b.element, true],
    ]);
    // An area with a blank name takes the name the caller gives, in the golfer's language.
    const blank = area({ leisure: 'golf_course', name: ' ' }, [[-500, 0], [500, 0], [500, 1000], [-500, 1000]]);
    expect(buildOsmCourses([blank, line({ golf: 'hole', ref: '1' }, [[0, 100], [0, 400]])], { fallbackName: 'Campo de golf' })[0]?.name).toBe('Campo de golf');
  });

  it('says what it left out and why, and uses the first of two lines with one number', () => {
    const first = line({ golf: 'hole', ref: '1' }, [[0, -300], [0, 0]]);
    const second = line({ golf: 'hole', ref: '1' }, [[50, -300], [50, 0]]);
    const unnumbered = line({ golf: 'hole', ref: 'A' }, [[90, -300], [90, 0]]);
    const open = { ...line({ golf: 'green' }, [[0, 0], [10, 10], [0, 20]]) };
    const c = only([first, second, unnumbered, open]);
    expect(c.holes[0]?.line).toBe(first.element);
    expect(c.notes).toEqual([
      { code: 'open-green', element: open.element, feature: 'golf=green' },
      { code: 'mapped-twice', hole: 1, used: first.element, other: second.element },
      { code: 'no-ref', element: unnumbered.element, feature: 'golf=hole' },
    ]);
  });
});
