import { describe, expect, it } from 'vitest';
import {
  isValid,
  parseNumber,
  validateClub,
  validateCourse,
  validateHole,
  validateNewRound,
  validateProfile,
  validateTee,
  type HoleInput,
} from '../../../src/domain/index.ts';

const holes = (count: number, si: (i: number) => number, par = 4): HoleInput[] =>
  Array.from({ length: count }, (_, i) => ({ number: i + 1, par, hcp: si(i) }));
const tee18 = { name: 'Yellow', type: 'Golf', colour: 'yellow', holeCount: 18, cr: 71.2, slope: 128, holes: holes(18, (i) => i + 1) };

describe('parseNumber', () => {
  it('reads numbers, decimal commas and empty inputs', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber(' -3 ')).toBe(-3);
    expect(parseNumber('')).toBeNull();
    expect(parseNumber(null)).toBeNull();
    expect(parseNumber('12a')).toBeNaN();
    expect(parseNumber(7)).toBe(7);
  });
});

describe('validateCourse', () => {
  it('needs a name', () => {
    expect(validateCourse({ name: '  ' })).toEqual({ name: 'Enter the course name.' });
    expect(validateCourse({ name: 'x'.repeat(201) })).toEqual({ name: 'The course name can be at most 200 characters.' });
    expect(validateCourse({ name: 'Royal Dornoch' })).toEqual({});
  });
});

describe('validateTee', () => {
  it('accepts a good 18-hole tee', () => {
    const e = validateTee(tee18);
    expect(e).toEqual({ byHole: Array(18).fill({}) });
    expect(isValid(e)).toBe(true);
  });

  it('explains missing and out-of-range tee fields', () => {
    const e = validateTee({ name: '', type: 'Links', colour: 'pink', holeCount: 12, cr: 95, slope: 160, holes: [] });
    expect(e).toEqual({
      name: 'Enter the tee name.',
      type: 'Choose a valid tee type.',
      colour: 'Choose a valid tee colour.',
      holeCount: 'A tee has 9 or 18 holes.',
      cr: 'The course rating must be between 20 and 90.',
      slope: 'The slope must be between 55 and 155.',
      byHole: [],
    });
    expect(isValid(e)).toBe(false);
  });

  it('rating and slope may be left empty; colour is optional', () => {
    expect(isValid(validateTee({ ...tee18, cr: '', slope: null, colour: undefined }))).toBe(true);
    expect(validateTee({ ...tee18, slope: 54 }).slope).toBe('The slope must be between 55 and 155.');
    expect(validateTee({ ...tee18, slope: 155 }).slope).toBeUndefined();
    expect(validateTee({ ...tee18, slope: 120.5 }).slope).toBe('The slope must be a whole number.');
    expect(validateTee({ ...tee18, cr: 'abc' }).cr).toBe('The course rating must be a number.');
  });

  it("checks an 18-hole tee's optional nine ratings like its own: range, whole slope, both or neither", () => {
    expect(isValid(validateTee({ ...tee18, front9Cr: '35,4', front9Slope: '128', back9Cr: 36.1, back9Slope: 133 }))).toBe(true);
    expect(isValid(validateTee({ ...tee18, front9Cr: '', front9Slope: '', back9Cr: null }))).toBe(true);
    const e = validateTee({ ...tee18, front9Cr: 71.4, front9Slope: 128.5, back9Slope: 130 });
    expect([e.front9Cr, e.front9Slope, e.back9Cr, e.back9Slope]).toEqual([
      'The front nine rating must be between 10 and 45.',
      'The front nine slope must be a whole number.',
      'Enter the back nine rating too, or leave its slope empty.',
      undefined,
    ]);
    expect(validateTee({ ...tee18, front9Cr: 35.4 }).front9Slope).toBe('Enter the front nine slope too, or leave its rating empty.');
    const nine = { ...tee18, holeCount: 9, cr: 70.2, holes: holes(9, (i) => 2 * i + 1) };
    expect(validateTee({ ...nine, front9Cr: 35.1, front9Slope: 120 }).front9Cr).toBe('A 9-hole tee has no separate front nine: leave its rating empty.');
  });

  it('asks for the 18-hole rating on a 9-hole tee', () => {
    const nine = { ...tee18, holeCount: 9, cr: 35.1, holes: holes(9, (i) => 2 * i + 1) };
    expect(validateTee(nine).cr).toMatch(/18-hole course rating/);
    expect(validateTee({ ...nine, cr: 70.2 }).cr).toBeUndefined();
  });

  it('says when the number of holes does not match', () => {
    expect(validateTee({ ...tee18, holes: tee18.holes.slice(0, 17) }).holes).toBe('This tee has 18 holes but 17 are filled in.');
  });

  it('flags duplicate stroke indexes and hole numbers on the hole that repeats them', () => {
    const h = holes(18, (i) => i + 1);
    h[5] = { ...h[5], hcp: 2 };
    h[7] = { ...h[7], number: 3 };
    const e = validateTee({ ...tee18, holes: h });
    expect(e.byHole[5]).toEqual({ hcp: 'Stroke index 2 is already used on hole 2.' });
    expect(e.byHole[7]).toEqual({ number: 'Hole 3 appears twice.' });
  });

  it('stroke indexes are 1-18', () => {
    const h = holes(18, (i) => i + 1);
    h[0] = { ...h[0], hcp: 19 };
    h[1] = { ...h[1], hcp: 0 };
    const e = validateTee({ ...tee18, holes: h });
    expect(e.byHole[0]?.hcp).toBe('The stroke index must be between 1 and 18.');
    expect(e.byHole[1]?.hcp).toBe('The stroke index must be between 1 and 18.');
  });

  it('a 9-hole tee may use the odd, the even or 1-9 stroke indexes, not a mix', () => {
    const nine = (si: (i: number) => number) => validateTee({ ...tee18, holeCount: 9, cr: 70, holes: holes(9, si) });
    expect(isValid(nine((i) => 2 * i + 1))).toBe(true);
    expect(isValid(nine((i) => 2 * i + 2))).toBe(true);
    expect(isValid(nine((i) => i + 1))).toBe(true);
    expect(nine((i) => (i === 0 ? 2 : 2 * i + 1)).holes).toBe(
      'On a 9-hole tee use stroke indexes 1 to 9, or the odd ones (1, 3, … 17), or the even ones (2, 4, … 18).',
    );
  });

  it('pitch and putt holes are par 3; golf holes par 3 to 6', () => {
    const pp = validateTee({ ...tee18, type: 'Pitch and Putt', holes: holes(18, (i) => i + 1, 4) });
    expect(pp.byHole[0]).toEqual({ par: 'Every hole of a pitch and putt course is a par 3.' });
    expect(isValid(validateTee({ ...tee18, type: 'Pitch and Putt', holes: holes(18, (i) => i + 1, 3) }))).toBe(true);
    expect(validateTee({ ...tee18, holes: holes(18, (i) => i + 1, 7) }).byHole[0]).toEqual({ par: 'The par must be between 3 and 6.' });
  });
});

describe('validateHole', () => {
  it('needs number, par and stroke index', () => {
    expect(validateHole({}, 'Golf')).toEqual({
      number: 'Enter the hole number.',
      par: 'Enter the par.',
      hcp: 'Enter the stroke index.',
    });
  });

  it('checks distance and coordinates', () => {
    const e = validateHole(
      { number: 1, par: 4, hcp: 1, distance: -5, greenFrontLatitude: 91, greenFrontLongitude: 4, teeLatitude: 52, middleLatitude: 52, middleLongitude: -181 },
      'Golf',
    );
    expect(e).toEqual({
      distance: 'The distance must be between 0 and 1000.',
      greenFrontLatitude: 'The latitude of the front of the green must be between -90 and 90.',
      teeLongitude: 'Enter the longitude of the tee too.',
      middleLongitude: 'The longitude of the middle of the green must be between -180 and 180.',
    });
  });

  it('checks obstacles', () => {
    expect(validateHole({ number: 1, par: 4, hcp: 1, obstacles: [{ latitude: 1, longitude: 1 }, { latitude: 100, longitude: 1 }] }, 'Golf')).toEqual({
      obstacles: 'Obstacle 2 needs a latitude between -90 and 90 and a longitude between -180 and 180.',
    });
  });
});

describe('validateClub', () => {
  it('needs a name; loft 0-90 and distance >= 0 when given', () => {
    expect(validateClub({ name: '7 iron', loft: 34, distance: 140 })).toEqual({});
    expect(validateClub({ name: 'Putter', loft: '', distance: '' })).toEqual({});
    expect(validateClub({ name: '', loft: 91, distance: -1 })).toEqual({
      name: 'Enter the club name.',
      loft: 'The loft must be between 0 and 90.',
      distance: 'The distance must be between 0 and 500.',
    });
  });
});

describe('validateProfile', () => {
  it('needs names; handicaps from +10 (-10) to 54 when given', () => {
    expect(validateProfile({ firstName: 'Ann', lastName: 'Lee', handicapGolf: '12,4', handicapPitchAndPutt: '' })).toEqual({});
    expect(validateProfile({ firstName: '', lastName: ' ', handicapGolf: 54.1, handicapPitchAndPutt: -10.5 })).toEqual({
      firstName: 'Enter the first name.',
      lastName: 'Enter the last name.',
      handicapGolf: 'The golf handicap must be between -10 and 54.',
      handicapPitchAndPutt: 'The pitch and putt handicap must be between -10 and 54.',
    });
    expect(validateProfile({ firstName: 'A', lastName: 'B', handicapGolf: -10 }).handicapGolf).toBeUndefined();
  });
});

describe('validateNewRound', () => {
  it('needs a course, a tee and a date', () => {
    expect(validateNewRound({ courseId: 'c1', teeId: 't1', date: Date.now() })).toEqual({});
    expect(validateNewRound({ courseId: '', teeId: null, date: Number.NaN, greenFee: -2 })).toEqual({
      courseId: 'Choose the course you are playing.',
      teeId: 'Choose the tee you are playing from.',
      date: 'Enter the date of the round.',
      greenFee: 'The green fee must be between 0 and 100000.',
    });
    expect(validateNewRound({ courseId: 'c', teeId: 't', date: Date.UTC(1024, 5, 1) }).date).toBe('Check the year of the round.');
  });
});
