import { describe, expect, it } from 'vitest';
import {
  guessTeeColour,
  importedCourseId,
  mapApiCourse,
  mergeTees,
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
  it('yards to metres (x 0.9144, rounded)', () => {
    expect(yardsToMetres(100)).toBe(91);
    expect(yardsToMetres(410)).toBe(375);
    expect(yardsToMetres(0)).toBe(0);
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
    expect(mapped.tees[0]?.holes[1]).toEqual({ number: 2, par: 4, hcp: 2, distance: 283 });
    expect(mapped.tees[2]).not.toHaveProperty('slope');
  });

  it('tee type: all par 3 is PAR3, short all-par-3 is Pitch and Putt, a "pitch" name too', () => {
    const par3 = (yardage: number) => Array.from({ length: 9 }, (_, i) => ({ par: 3, yardage, handicap: i + 1 }));
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: par3(160) })], female: [] } })).tees[0]?.type).toBe('PAR3');
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: par3(90) })], female: [] } })).tees[0]?.type).toBe('Pitch and Putt');
    expect(mapApiCourse(course({ tees: { male: [tee({ tee_name: 'Pitch course' })], female: [] } })).tees[0]?.type).toBe('Pitch and Putt');
  });

  it('a 9-hole rating is doubled to the 18-hole rating our tees carry', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ par: 4, yardage: 350, handicap: i + 1 }));
    expect(mapApiCourse(course({ tees: { male: [tee({ holes: nine, course_rating: 35.3 })], female: [] } })).tees[0]?.cr).toBe(70.6);
  });

  it('holes without handicap are flagged; unusable tees are skipped with a message', () => {
    const holes = tee().holes?.map((h, i) => (i === 4 ? { par: h.par, yardage: h.yardage } : h));
    const [t] = mapApiCourse(course({ tees: { male: [tee({ holes })], female: [] } })).tees;
    expect(t?.missingStrokeIndex).toEqual([5]);
    expect(teeToSave(t as NonNullable<typeof t>)).toEqual({ skipped: 'Tee "Blue" is skipped: hole 5 has no stroke index; fill them in to import it.' });
    const [none, tooMany, noPar] = mapApiCourse(
      course({ tees: { male: [tee({ holes: [] }), tee({ holes: Array.from({ length: 27 }, () => ({ par: 4, handicap: 1 })) }), tee({ holes: [{ handicap: 1 }] })], female: [] } }),
    ).tees;
    expect(none && teeToSave(none)).toEqual({ skipped: 'Tee "Blue" is skipped: the provider lists no holes for this tee.' });
    expect(tooMany?.unusable).toBe('the tee has 27 holes; a tee has at most 18');
    expect(noPar?.unusable).toBe('hole 1 has no valid par');
  });

  it('a saved tee has the shape of our course tees', () => {
    const [t] = mapApiCourse(course()).tees;
    const saved = t && teeToSave(t);
    expect(saved && 'tee' in saved && saved.tee).toMatchObject({ id: 'm-blue', name: 'Blue', type: 'Golf', colour: 'blue', holeCount: 18, cr: 71.5, slope: 130 });
  });

  it('a re-import replaces tees with the same id and keeps the others', () => {
    expect(mergeTees([{ id: 'a', v: 1 }, { id: 'own', v: 1 }], [{ id: 'b', v: 2 }, { id: 'a', v: 2 }])).toEqual([{ id: 'a', v: 2 }, { id: 'own', v: 1 }, { id: 'b', v: 2 }]);
  });

  it('reads bodies: ids as numbers or strings, missing tees tolerated, anything else refused', () => {
    const found = readSearchBody({ courses: [{ id: 5, club_name: 'A' }, { id: ' x-1 ', tees: { male: [{ tee_name: 'W' }] } }] });
    expect(Array.isArray(found) && found.map((c) => [c.id, c.tees.male.length, c.tees.female.length])).toEqual([['5', 0, 0], ['x-1', 1, 0]]);
    expect(readSearchBody({ results: [] })).toBe('the search answer has no "courses" list');
    expect(readSearchBody({ courses: [{ club_name: 'no id' }] })).toBe('a course has no id');
    expect(readCourseBody({ course: { id: 3, tees: 'none' } })).toMatchObject({ id: '3', tees: { male: [], female: [] } });
    expect(readCourseBody(null)).toBe('the answer has no "course" object');
  });
});
