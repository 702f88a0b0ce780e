// The 18-hole course the tests and benches play: par 72 (36 out, 36 in), stroke index = hole number,
// each hole as long as its par suggests, one yellow tee. One copy, so a test says only how its course
// differs (another rating, coordinates on a hole).
import { courseNameSortKey } from '../../src/data/course-name.ts';
import type { CourseDoc, CourseHole, Tee } from '../../src/data/types.ts';

/** The pars, hole 1 first. */
export const PARS_18: readonly number[] = [4, 4, 3, 5, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];

/** The course's par: 72. */
export const PAR_18 = PARS_18.reduce((sum, par) => sum + par, 0);

/** A usual length in metres for a hole of that par. */
export function holeDistance(par: number): number {
  return par === 3 ? 150 : par === 4 ? 340 : 470;
}

/** The 18 holes as a tee lists them. */
export function holes18(): CourseHole[] {
  return PARS_18.map((par, i) => ({ number: i + 1, hcp: i + 1, par, distance: holeDistance(par) }));
}

/** The yellow tee on those holes, course rating 70.5 and slope 125 unless `overrides` says otherwise. */
export function yellowTee18(overrides: Partial<Tee> = {}): Tee {
  return { id: 'yellow', name: 'Yellow', type: 'Golf', colour: 'yellow', holeCount: 18, cr: 70.5, slope: 125, holes: holes18(), ...overrides };
}

/** The course document as the app writes it, with the yellow tee unless `tees` are given. */
export function courseDocument(fields: { id: string; name: string; creatorId: string; now: number; tees?: Tee[] }): CourseDoc {
  const { id, name, creatorId, now, tees = [yellowTee18()] } = fields;
  return { id, name, nameSort: courseNameSortKey(name), creationDate: now, lastModifiedDate: now, creatorId, tees };
}
