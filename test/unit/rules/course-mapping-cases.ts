// Mapping a hole while playing (docs/ARCHITECTURE.md, "Security rules"): any signed-in golfer fills a
// hole's missing point; changing a set one, removing one, and everything else of a course stay with
// its creator and admins. Each attack beside the fill that must still go through. Run against
// database.rules.json in memory (course-mapping.test.ts) and through the firebase SDK
// (test/integration/rules.test.ts). Every case starts from `courseMappingSeed(uids)`.
import type { RuleCase } from './cases.ts';
import { course, NAMED_UIDS, pushed, seed, SERVER_TS, type Uids } from './fixtures.ts';

/** Where hole 1 of the mapped course's tee is: its tee is set, its green is not. */
const H1 = 'tees/0/holes/0';
/** Hole 2: nothing set but a green middle stored as (0, 0), how older data stored none. */
const H2 = 'tees/0/holes/1';
const TEE = { latitude: 56.3431, longitude: -2.8022 };
const FRONT = { latitude: 56.3402, longitude: -2.7981 };

/** The shared seed plus alice's course `mapped` (hole 1's tee set, hole 2's green middle (0, 0)) and
 * her deleted course `gone`; bob and carol are not their creators. */
export function courseMappingSeed(u: Uids = NAMED_UIDS) {
  const base = seed(u);
  const mapped = course('mapped', u.alice);
  const [tee] = mapped.tees ?? [];
  if (!tee) throw new Error('the course fixture has a tee');
  const [h1, h2] = tee.holes;
  if (!h1 || !h2) throw new Error('the course fixture has two holes');
  const holes = [
    { ...h1, teeLatitude: TEE.latitude, teeLongitude: TEE.longitude },
    { ...h2, middleLatitude: 0, middleLongitude: 0 },
  ];
  const withPoints = { ...mapped, tees: [{ ...tee, holes }] };
  return {
    ...base,
    courses: { ...base.courses, mapped: withPoints, gone: { ...course('gone', u.alice), deleted: true } },
  };
}

/** An update of `courses/{id}` as the sync pushes a fill: the fields, and the server's stamp. */
function fill(fields: Record<string, unknown>): Record<string, unknown> {
  return { ...fields, updatedAt: SERVER_TS };
}

const greenFront = (at = H1) => ({ [`${at}/greenFrontLatitude`]: FRONT.latitude, [`${at}/greenFrontLongitude`]: FRONT.longitude });

export function courseMappingCases(u: Uids = NAMED_UIDS): RuleCase[] {
  const mapped = courseMappingSeed(u).courses.mapped;
  const P = 'courses/mapped';
  /** The whole course as a push would send it, with `fields` laid over hole 1. */
  const wholeWithHole1 = (fields: Record<string, number>) => {
    const [tee] = mapped.tees ?? [];
    if (!tee) throw new Error('the mapped course has a tee');
    return pushed(mapped, { tees: [{ ...tee, holes: tee.holes.map((h, i) => (i === 0 ? { ...h, ...fields } : h)) }] });
  };
  return [
    // What any golfer may do.
    { name: 'a golfer who did not create the course fills a missing green front', as: 'bob', op: 'update', path: P, value: fill(greenFront()), allowed: true },
    {
      name: 'a golfer fills the green front, middle and back of a hole at once',
      as: 'carol',
      op: 'update',
      path: P,
      value: fill({ ...greenFront(), [`${H1}/middleLatitude`]: 56.3403, [`${H1}/middleLongitude`]: -2.798, [`${H1}/greenEndLatitude`]: 56.3404, [`${H1}/greenEndLongitude`]: -2.7979 }),
      allowed: true,
    },
    { name: 'a golfer fills a point stored as (0, 0), which older data meant as none', as: 'bob', op: 'update', path: P, value: fill({ [`${H2}/middleLatitude`]: 56.34, [`${H2}/middleLongitude`]: -2.79 }), allowed: true },
    { name: 'a golfer fills a missing tee on another hole', as: 'bob', op: 'update', path: P, value: fill({ [`${H2}/teeLatitude`]: 56.341, [`${H2}/teeLongitude`]: -2.801 }), allowed: true },

    // What they may not.
    { name: 'a golfer does not overwrite a tee that is set', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: 56.35, [`${H1}/teeLongitude`]: -2.81 }), allowed: false },
    { name: 'a golfer does not move one half of a set tee', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: 56.35 }), allowed: false },
    { name: 'a golfer does not remove a tee that is set', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: null, [`${H1}/teeLongitude`]: null }), allowed: false },
    { name: 'a golfer does not fill half a pair', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/greenFrontLatitude`]: FRONT.latitude }), allowed: false },
    { name: 'a golfer does not fill a missing point with (0, 0)', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/greenFrontLatitude`]: 0, [`${H1}/greenFrontLongitude`]: 0 }), allowed: false },
    { name: 'a golfer does not change the par while filling a point', as: 'bob', op: 'update', path: P, value: fill({ ...greenFront(), [`${H1}/par`]: 3 }), allowed: false },
    { name: 'a golfer does not change the stroke index while filling a point', as: 'bob', op: 'update', path: P, value: fill({ ...greenFront(), [`${H1}/hcp`]: 1 }), allowed: false },
    { name: 'a golfer does not rename the course while filling a point', as: 'bob', op: 'update', path: P, value: fill({ ...greenFront(), name: 'Bob Links', nameSort: 'bob links' }), allowed: false },
    { name: 'a golfer does not change a tee rating while filling a point', as: 'bob', op: 'update', path: P, value: fill({ ...greenFront(), 'tees/0/slope': 155 }), allowed: false },
    { name: 'a golfer does not add an obstacle while filling a point', as: 'bob', op: 'update', path: P, value: fill({ ...greenFront(), [`${H1}/obstacles/0`]: { latitude: 56.34, longitude: -2.8 } }), allowed: false },
    {
      name: 'a golfer does not add a hole through its coordinates',
      as: 'bob',
      op: 'update',
      path: P,
      value: fill({ 'tees/0/holes/2/number': 3, 'tees/0/holes/2/hcp': 3, 'tees/0/holes/2/par': 4, ...greenFront('tees/0/holes/2') }),
      allowed: false,
    },
    { name: 'a golfer does not add a hole that is only coordinates', as: 'bob', op: 'update', path: P, value: fill(greenFront('tees/0/holes/2')), allowed: false },
    {
      name: 'a golfer does not add a tee',
      as: 'bob',
      op: 'update',
      path: P,
      value: fill({ 'tees/1': { id: 'tee-2', name: 'Red', type: 'Golf', holeCount: 1, holes: [{ number: 1, hcp: 1, par: 4, ...{ greenFrontLatitude: 56.34, greenFrontLongitude: -2.79 } }] } }),
      allowed: false,
    },
    { name: 'a golfer does not write the whole course, even with only a point filled', as: 'bob', op: 'set', path: P, value: wholeWithHole1({ greenFrontLatitude: FRONT.latitude, greenFrontLongitude: FRONT.longitude }), allowed: false },
    { name: 'a golfer does not write a whole hole', as: 'bob', op: 'update', path: P, value: fill({ [H1]: { number: 1, hcp: 7, par: 4, distance: 370, teeLatitude: TEE.latitude, teeLongitude: TEE.longitude, ...{ greenFrontLatitude: FRONT.latitude, greenFrontLongitude: FRONT.longitude } } }), allowed: false },
    { name: 'a golfer does not fill a point without the server stamp', as: 'bob', op: 'update', path: P, value: greenFront(), allowed: false },
    { name: 'a golfer does not fill a point of a deleted course', as: 'bob', op: 'update', path: 'courses/gone', value: fill(greenFront()), allowed: false },
    { name: 'a golfer does not create a course through a point', as: 'bob', op: 'update', path: 'courses/nothing', value: fill(greenFront()), allowed: false },
    { name: 'a golfer does not fill a latitude out of range', as: 'bob', op: 'update', path: P, value: fill({ [`${H1}/greenFrontLatitude`]: 95, [`${H1}/greenFrontLongitude`]: -2.79 }), allowed: false },
    { name: 'a golfer who is not signed in fills nothing', as: null, op: 'update', path: P, value: fill(greenFront()), allowed: false },

    // The creator and admins change any point.
    { name: 'the creator moves a tee that is set', as: 'alice', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: 56.35, [`${H1}/teeLongitude`]: -2.81 }), allowed: true },
    { name: 'the creator removes a point', as: 'alice', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: null, [`${H1}/teeLongitude`]: null }), allowed: true },
    { name: 'the creator fills a point and changes the par', as: 'alice', op: 'update', path: P, value: fill({ ...greenFront(), [`${H1}/par`]: 5 }), allowed: true },
    { name: 'an admin moves a tee that is set', as: 'admin', op: 'update', path: P, value: fill({ [`${H1}/teeLatitude`]: 56.35, [`${H1}/teeLongitude`]: -2.81 }), allowed: true },
    { name: 'an admin writes the whole course with a set tee moved', as: 'admin', op: 'set', path: P, value: wholeWithHole1({ teeLatitude: 56.35, teeLongitude: -2.81 }), allowed: true },
  ];
}
