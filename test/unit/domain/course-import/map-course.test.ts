import { describe, expect, it } from 'vitest';
import {
  guessTeeColour,
  importedCourseId,
  isApiProblem,
  mapApiCourse,
  mergeTees,
  metresToYards,
  readCourseBody,
  readSearchBody,
  teeToSave,
  yardsToMetres,
  type ApiCourse,
  type ApiTee,
} from '../../../../src/domain/index.ts';

const tee = (over: Partial<ApiTee> = {}): ApiTee => ({
  tee_name: 'Blue',
  course_rating: 71.5,
  slope_rating: 130,
  holes: Array.from({ length: 18 }, (_, i) => ({ par: i % 3 === 0 ? 3 : 4, yardage: 300 + i * 10, handicap: i + 1 })),
  ...over,
});
const course = (over: Partial<ApiCourse> = {}): ApiCourse => ({ id: '77', club_name: 'Club', course_name: 'Old', tees: { male: [tee()], female: [] }, ...over });

describe('golf course API mapping', () => {
  it('yards to metres exactly (1 yd = 0.9144 m, not rounded), so every yardage reads back unchanged', () => {
    expect(yardsToMetres(100)).toBe(91.44);
    expect(yardsToMetres(400)).toBe(365.76);
    expect(yardsToMetres(410)).toBe(374.904);
    expect(yardsToMetres(0)).toBe(0);
    for (let yards = 1; yards <= 1093; yards++) expect(Math.round(metresToYards(yardsToMetres(yards)))).toBe(yards);
    expect(metresToYards(365.76)).toBeCloseTo(400, 9);
  });

  it('tee colour from the name: colours, other languages, marker names, default by gender', () => {
    expect(['Red', 'BLUE tees', 'Yellow', 'White', 'Black', 'Green'].map((n) => guessTeeColour(n))).toEqual(['red', 'blue', 'yellow', 'white', 'black', 'green']);
    expect(['Blanc', 'Rojo', 'Gelb', 'Zwart'].map((n) => guessTeeColour(n))).toEqual(['white', 'red', 'yellow', 'black']);
    expect(['Championship', 'Gold', 'Silver', "Men's", 'Forward', 'Ladies', 'Senior', 'Junior', 'Back'].map((n) => guessTeeColour(n))).toEqual([
      'black', 'yellow', 'white', 'white', 'red', 'red', 'yellow', 'green', 'blue',
    ]);
    expect(guessTeeColour('Blue/White combo')).toBe('blue');
    expect(guessTeeColour('Tee 3')).toBe('white');
    expect(guessTeeColour('Tee 3', 'female')).toBe('red');
  });

  it('course name from club and course name; id from the provider id', () => {
    expect(mapApiCourse(course()).name).toBe('Club - Old');
    expect(mapApiCourse(course({ course_name: 'Club' })).name).toBe('Club');
    expect(mapApiCourse(course({ course_name: 'Club Old Course' })).name).toBe('Club Old Course');
    expect(mapApiCourse(course({ club_name: '', course_name: '' })).name).toBe('Course 77');
    expect(importedCourseId(12)).toBe('gca-12');
    expect(importedCourseId('a.b/c')).toBe('gca-a-b-c');
  });

  it('tees: men and women, stable unique ids, rating, slope, par, stroke index from handicap', () => {
    const mapped = mapApiCourse(course({ tees: { male: [tee(), tee()], female: [tee({ tee_name: 'Red', slope_rating: 0 })] } }));
    expect(mapped.tees.map((t) => t.id)).toEqual(['m-blue', 'm-blue-2', 'f-red']);
    expect(mapped.tees[0]).toMatchObject({ gender: 'male', type: 'Golf', holeCount: 18, cr: 71.5, slope: 130, par: 66, missingStrokeIndex: [] });
    expect(mapped.tees[0]?.holes[1]).toEqual({ number: 2, par: 4, hcp: 2, distance: 283.464, yards: 310 });
    expect(mapped.tees[2]).not.toHaveProperty('slope');
  });

  it("what the service left unnamed is named in the importing golfer's words; an unnamed tee keeps one id in every language", () => {
    const unnamed = course({ club_name: ' ', course_name: undefined, tees: { male: [tee({ tee_name: '' })], female: [tee({ tee_name: undefined })] } });
    const english = mapApiCourse(unnamed);
    expect([english.name, ...english.tees.map((t) => t.name)]).toEqual(['Course 77', 'Tee 1', 'Tee 1']);
    const spanish = mapApiCourse(unnamed, { course: (id) => `Campo ${id}`, tee: (n) => `Salida ${n}` });
    expect([spanish.name, ...spanish.tees.map((t) => t.name)]).toEqual(['Campo 77', 'Salida 1', 'Salida 1']);
    expect(spanish.tees.map((t) => t.id)).toEqual(english.tees.map((t) => t.id));
  });

  it('tee type: all par 3 is PAR3, short all-par-3 is Pitch and Putt, a "pitch" name too', () => {
    const par3 = (yardage: number) => Array.from({ length: 9 }, (_, i) => ({ par: 3, yardage, handicap: i + 1 }));
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: par3(160) })], female: [] } })).tees[0]?.type).toBe('PAR3');
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: par3(90) })], female: [] } })).tees[0]?.type).toBe('Pitch and Putt');
    expect(mapApiCourse(course({ tees: { male: [tee({ tee_name: 'Pitch course' })], female: [] } })).tees[0]?.type).toBe('Pitch and Putt');
  });

  it("the front and back nines' ratings are kept on an 18-hole tee, when within the schema's bounds", () => {
    const rated = tee({ front_course_rating: 35.4, front_slope_rating: 128, back_course_rating: 36.1, back_slope_rating: 133 });
    const [t] = mapApiCourse(course({ tees: { male: [rated], female: [] } })).tees;
    expect(t).toMatchObject({ front9: { cr: 35.4, slope: 128 }, back9: { cr: 36.1, slope: 133 } });
    const saved = t && teeToSave(t);
    expect(saved && 'tee' in saved && saved.tee).toMatchObject({ front9: { cr: 35.4, slope: 128 }, back9: { cr: 36.1, slope: 133 } });
    // 0 means none; a nine without its slope is no rating; a 9-hole tee has no separate nines.
    const [none] = mapApiCourse(course({ tees: { male: [tee({ front_course_rating: 0, front_slope_rating: 0, back_course_rating: 36.1 })], female: [] } })).tees;
    expect(none).not.toHaveProperty('front9');
    expect(none).not.toHaveProperty('back9');
    const nine = Array.from({ length: 9 }, (_, i) => ({ par: 4, yardage: 350, handicap: i + 1 }));
    const [short] = mapApiCourse(course({ tees: { male: [tee({ holes: nine, front_course_rating: 35.4, front_slope_rating: 128 })], female: [] } })).tees;
    expect(short).not.toHaveProperty('front9');
  });

  it('a hole longer than the schema allows (1000 m) keeps no distance rather than a wrong one', () => {
    const holes = tee().holes?.map((h, i) => (i === 0 ? { ...h, yardage: 1094 } : h));
    expect(mapApiCourse(course({ tees: { male: [tee({ holes })], female: [] } })).tees[0]?.holes[0]).toEqual({ number: 1, par: 3, hcp: 1 });
  });

  it('a 9-hole rating is doubled to the 18-hole rating our tees carry', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ par: 4, yardage: 350, handicap: i + 1 }));
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: nine, course_rating: 35.3 })], female: [] } })).tees[0]?.cr).toBe(70.6);
  });

  it('holes without handicap are flagged; unusable tees are skipped with a message', () => {
    const holes = tee().holes?.map((h, i) => (i === 4 ? { par: h.par, yardage: h.yardage } : h));
    const [t] = mapApiCourse(course({ tees: { male: [tee({ holes })], female: [] } })).tees;
    expect(t?.missingStrokeIndex).toEqual([5]);
    expect(teeToSave(t as NonNullable<typeof t>)).toEqual({ skipped: { tee: 'Blue', reason: { code: 'no-stroke-index', holes: [5] } } });
    const [none, tooMany, noPar] = mapApiCourse(
      course({ tees: { male: [tee({ holes: [] }), tee({ holes: Array.from({ length: 27 }, () => ({ par: 4, handicap: 1 })) }), tee({ holes: [{ handicap: 1 }] })], female: [] } }),
    ).tees;
    expect(none && teeToSave(none)).toEqual({ skipped: { tee: 'Blue', reason: { code: 'no-holes' } } });
    expect(tooMany?.unusable).toEqual({ code: 'too-many-holes', holes: 27, max: 18 });
    expect(noPar?.unusable).toEqual({ code: 'bad-par', hole: 1 });
  });

  it('a saved tee has the shape of our course tees', () => {
    const [t] = mapApiCourse(course()).tees;
    const saved = t && teeToSave(t);
    expect(saved && 'tee' in saved && saved.tee).toMatchObject({ id: 'm-blue', name: 'Blue', type: 'Golf', colour: 'blue', holeCount: 18, cr: 71.5, slope: 130 });
  });

  it('a re-import replaces tees with the same id and keeps the others', () => {
    expect(mergeTees([{ id: 'a', v: 1 }, { id: 'own', v: 1 }], [{ id: 'b', v: 2 }, { id: 'a', v: 2 }])).toEqual([{ id: 'a', v: 2 }, { id: 'own', v: 1 }, { id: 'b', v: 2 }]);
  });

  it('reads bodies: numeric ids kept as numbers, missing tees and nulls tolerated', () => {
    const found = readSearchBody({ courses: [{ id: 5, club_name: 'A' }, { id: ' x-1 ', tees: { male: [{ tee_name: 'W', course_rating: null }] } }] });
    expect(!isApiProblem(found) && found.courses.map((c) => [c.id, c.tees.male.length, c.tees.female.length])).toEqual([[5, 0, 0], ['x-1', 1, 0]]);
    expect(!isApiProblem(found) && found.skipped).toEqual([]);
    expect(readSearchBody({ results: [] })).toEqual({ code: 'no-courses-list' });
    expect(readCourseBody({ course: { id: 3, tees: 'none' } })).toMatchObject({ id: 3, tees: { male: [], female: [] } });
    expect(readCourseBody(null)).toEqual({ code: 'no-course-object' });
    expect(importedCourseId(5)).toBe('gca-5');
  });

  it('a result without an id or with a malformed tee is skipped with the reason; the others are kept', () => {
    const found = readSearchBody({
      courses: [
        { club_name: 'No Id Golf' },
        { id: 1, club_name: 'Good' },
        { id: 2, course_name: 'Bad Tee', tees: { male: [{ tee_name: 'W', holes: [{ par: 4 }, 'hole'] }] } },
        { id: 3, tees: { female: [{ slope_rating: 'steep' }] } },
        { id: 4, club_name: 'List', tees: { male: { tee_name: 'W' } } },
        { id: -1, club_name: 'Negative' },
        'not a course',
      ],
    });
    expect(!isApiProblem(found) && found.courses.map((c) => c.id)).toEqual([1]);
    const skipped = isApiProblem(found) ? [] : found.skipped;
    expect(skipped).toEqual([
      { code: 'no-id', course: 'No Id Golf' },
      { code: 'bad-tee', course: 'Bad Tee', gender: 'male', tee: 1, problem: { code: 'hole-not-object', hole: 2 } },
      { code: 'bad-tee', course: null, gender: 'female', tee: 1, problem: { code: 'tee-field-not-number', field: 'slope_rating' } },
      { code: 'tee-list-not-list', course: 'List', gender: 'male' },
      { code: 'no-id', course: 'Negative' },
      { code: 'not-course-object' },
    ]);
    // The course endpoint refuses such a course as a whole, with the same reason.
    expect(readCourseBody({ course: { id: 2, course_name: 'Bad Tee', tees: { male: [{ holes: 'none' }] } } })).toEqual({
      code: 'bad-tee',
      course: 'Bad Tee',
      gender: 'male',
      tee: 1,
      problem: { code: 'holes-not-list' },
    });
  });
});
