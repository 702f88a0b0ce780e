// The validators' English sentences are keys into the data catalog (docs/ARCHITECTURE.md, "Languages"):
// every sentence the domain's validators write, for inputs wrong in every way they check, is recognised
// and said in Spanish. A match's sides are refused in a code (`sidesProblem`), said by `sidesProblemText`.
import { afterEach, describe, expect, it } from 'vitest';
import { validateClub, validateCourse, validateHole, validateNewRound, validateProfile, validateTee, checkNumber, sidesProblem, type SidesProblem } from '../../../src/domain/index.ts';
import { fieldErrorText, knowsFieldError, sidesProblemText } from '../../../src/data/field-errors.ts';
import { dataText } from '../../../src/data/i18n/index.ts';
import { chooseLanguage } from '../../../src/i18n/language.ts';

/** Every string in an error map, nested per-hole maps included. */
function sentences(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(sentences);
  if (typeof errors === 'object' && errors !== null) return Object.values(errors).flatMap(sentences);
  return [];
}

const badHole = { number: 'x', par: 9, hcp: 1.5, distance: -1, latitude: 100, teeLongitude: 5, greenFrontLatitude: 'a', greenFrontLongitude: 1, middleLatitude: 1, middleLongitude: 200, greenEndLatitude: 1, obstacles: [{ latitude: 95, longitude: 0 }] };

const written = [
  ...sentences(validateHole(badHole, 'Golf')),
  ...sentences(validateHole({ number: 1, par: 4, hcp: 1 }, 'Pitch and Putt')),
  ...sentences(validateHole({}, 'Golf')),
  ...sentences(validateTee({ name: '', type: 'x', colour: 'pink', holeCount: 18, cr: 'a', slope: 10, holes: [{ number: 1, par: 4, hcp: 1 }, { number: 1, par: 4, hcp: 1 }], front9Cr: 30, back9Slope: 100 })),
  ...sentences(validateTee({ name: 'x'.repeat(300), type: 'Golf', holeCount: 9, cr: 30, slope: 113.5, front9Cr: 30, holes: Array.from({ length: 9 }, (_, i) => ({ number: i + 1, par: 4, hcp: i + 10 })) })),
  ...sentences(validateTee({ name: 'White', type: 'Golf', holeCount: 18, cr: 70, slope: 120, back9Cr: 35, holes: [] })),
  ...sentences(validateNewRound({ courseId: '', teeId: '', date: Number.NaN, greenFee: -1 })),
  ...sentences(validateNewRound({ courseId: 'c', teeId: 't', date: Date.UTC(1800, 0, 1), greenFee: 'x' })),
  ...sentences(validateProfile({ firstName: '', lastName: 'x'.repeat(200), handicapGolf: 99, handicapPitchAndPutt: 'x' } as never)),
  ...sentences(validateClub({ name: '', loft: 100, distance: 'x' } as never)),
  ...sentences(validateCourse({ name: '' })),
  ...['handicap', 'course handicap', 'duration'].map((label) => checkNumber('x', { label, min: 0, max: 1 }) ?? ''),
];

describe('the validators\' sentences in the golfer\'s language', () => {
  afterEach(() => chooseLanguage(undefined));

  it('the validators were made to write many sentences', () => {
    expect(new Set(written).size).toBeGreaterThan(25);
  });

  it('recognises every sentence the validators write', () => {
    expect(written.filter((s) => !knowsFieldError(s))).toEqual([]);
  });

  it('says them in Spanish', async () => {
    await chooseLanguage('es');
    expect(fieldErrorText(dataText.t, 'The slope must be between 55 and 155.')).toBe('Revisa el slope: debe estar entre 55 y 155.');
    expect(fieldErrorText(dataText.t, 'Enter the latitude of the middle of the green too.')).toBe('Escribe también la latitud del centro del green.');
    expect(fieldErrorText(dataText.t, 'Choose the course you are playing.')).toBe('Elige el campo en el que juegas.');
    for (const s of written) expect(fieldErrorText(dataText.t, s), s).not.toBe(s);
  });

  it('keeps English as it is written', () => {
    for (const s of written) expect(fieldErrorText(dataText.t, s)).toBe(s);
  });
});

describe('a match\'s sides refused in the golfer\'s language', () => {
  afterEach(() => chooseLanguage(undefined));
  const problems = [sidesProblem('Foursome', [1, 1, 1, 2]), sidesProblem('Scramble', [1, 1, 1, 1, 1, 2]), sidesProblem('Fourball', [])] as SidesProblem[];

  it('in English', () => {
    expect(problems.map((p) => sidesProblemText(dataText.t, p))).toEqual([
      'Foursome is played in sides of two: side 1 has 3 players, side 2 has 1 player.',
      'Scramble is played in teams of two, three or four: side 1 has 5 players, side 2 has 1 player.',
      'Add at least one player.',
    ]);
  });

  it('in Spanish', async () => {
    await chooseLanguage('es');
    expect(problems.map((p) => sidesProblemText(dataText.t, p))).toEqual([
      'Foursome se juega por parejas: el bando 1 tiene 3 jugadores, el bando 2 tiene 1 jugador.',
      'Scramble se juega por equipos de dos, tres o cuatro: el bando 1 tiene 5 jugadores, el bando 2 tiene 1 jugador.',
      'Añade al menos un jugador.',
    ]);
  });
});
