// A golfcourseapi.com course -> the parts of our course document (schemas/courses.ts): name, tees
// with holes in metres (the exact metres of the yards sent) and stroke indexes, the nines' ratings. Pure: the page previews the result, the administrator
// picks tees and fills missing stroke indexes, and the data layer stores it.
import type { TeeColour, TeeType } from '../enums.ts';
import type { NineRating } from '../types.ts';
import { roundTenth } from '../rounding.ts';
import type { ApiCourse, ApiTee } from './api-course.ts';
import { guessTeeColour } from './tee-colour.ts';

export const YARD_IN_METRES = 0.9144;
/** FIPPA's longest pitch-and-putt hole: an all-par-3 tee with every hole up to this is Pitch and Putt. */
export const PITCH_AND_PUTT_MAX_METRES = 120;
/** The schema's bounds (schemas/courses.ts); values outside are dropped rather than refused. */
const RATING = { min: 10, max: 90 };
const SLOPE = { min: 55, max: 155 };
/** A nine's own rating (schemas/courses.ts nineRatingSchema). */
const NINE_RATING = { min: 5, max: 45 };
const MAX_HOLES = 18;
/** The schema's longest hole, in metres. */
const MAX_DISTANCE = 1000;
/** A rating below this on a tee of up to 9 holes is a 9-hole rating (18-hole ratings start near 55). */
const NINE_HOLE_RATING_BELOW = 50;
const MAX_NAME = 200;

export interface ImportedHole {
  number: number;
  par: number;
  /** Stroke index; absent when the provider has none (the administrator fills it). */
  hcp?: number;
  /** Metres: exactly the yards sent x 0.9144, not rounded, so the yardage reads back unchanged. */
  distance?: number;
  /** The yards the service sent, for the preview. */
  yards?: number;
}



export interface ImportedTee {
  /** Stable across imports (gender and name), so a re-import replaces the same tee. */
  id: string;
  name: string;
  gender: 'male' | 'female';
  type: TeeType;
  colour: TeeColour;
  holeCount: number;
  cr?: number;
  slope?: number;
  /** The front and back nines' own ratings, on an 18-hole tee when the service has them. */
  front9?: NineRating;
  back9?: NineRating;
  par: number;
  holes: ImportedHole[];
  /** Hole numbers without a stroke index: the tee cannot be saved until they are filled. */
  missingStrokeIndex: number[];
  /** Why the tee cannot be imported at all (no holes, more than 18, a hole without a valid par). */
  unusable?: TeeUnusable;
}

/** Why a tee of the provider cannot be imported at all; the administrator's page words it. */
export type TeeUnusable = { code: 'no-holes' } | { code: 'too-many-holes'; holes: number; max: number } | { code: 'bad-par'; hole: number };

/** A chosen tee left out of the save, and why: unusable, or holes still without a stroke index. */
export interface SkippedTee {
  tee: string;
  reason: TeeUnusable | { code: 'no-stroke-index'; holes: number[] };
}

export interface ImportedCourse {
  /** The provider's id, as it sent it (a whole number). */
  providerId: number | string;
  /** Our course id, derived from the provider's: a re-import updates the same course. */
  id: string;
  name: string;
  /** "City, Country" for the preview (our schema has no place for it). */
  location?: string;
  tees: ImportedTee[];
}

/** A tee ready for the course document (the shape of schemas/courses.ts teeSchema). */
export interface CourseTeeParts {
  id: string;
  name: string;
  type: TeeType;
  colour: TeeColour;
  holeCount: number;
  holes: { number: number; par: number; hcp: number; distance?: number }[];
  cr?: number;
  slope?: number;
  front9?: NineRating;
  back9?: NineRating;
}

/** RTDB keys cannot hold `. $ # [ ] /`; ids are at most 128 characters. */
function safeKey(text: string): string {
  return text.replace(/[.$#[\]/\s]+/g, '-').slice(0, 120);
}

/** Our course id for a provider id: `gca-<id>`. There is no provider field in the schema, so the
 * id itself carries it. */
export function importedCourseId(providerId: string | number): string {
  return `gca-${safeKey(String(providerId).trim())}`;
}

/** Yards in metres, exact: whole yards x 9144 / 10000 has at most four decimals, so 400 yd is
 * stored as 365.76 m and a screen in yards shows 400 again (metresToYards, then rounded). */
export function yardsToMetres(yards: number): number {
  return (yards * 9144) / 10000;
}

export function metresToYards(metres: number): number {
  return (metres * 10000) / 9144;
}

/** The names an import gives what the service left unnamed, in the importing golfer's language (the
 * stored name is data: it stays as written). English by default. */
export interface ImportNames {
  course(providerId: number | string): string;
  tee(number: number): string;
}

const ENGLISH_NAMES: ImportNames = { course: (id) => `Course ${id}`, tee: (n) => `Tee ${n}` };

function courseName(course: ApiCourse, names: ImportNames): string {
  const club = course.club_name?.trim() ?? '';
  const name = course.course_name?.trim() ?? '';
  let out: string;
  // "Royal Westmoreland Golf Club" / "Royal Westmoreland": one name already says it all.
  if (!name || club.toLowerCase().includes(name.toLowerCase())) out = club;
  else if (!club || name.toLowerCase().includes(club.toLowerCase())) out = name;
  else out = `${club} - ${name}`;
  return (out || names.course(course.id)).slice(0, MAX_NAME);
}

function inRange(n: number | undefined, range: { min: number; max: number }): number | undefined {
  return n !== undefined && n >= range.min && n <= range.max ? n : undefined;
}

function teeType(name: string, holes: readonly ImportedHole[]): TeeType {
  if (/pitch/i.test(name)) return 'Pitch and Putt';
  if (holes.length === 0 || !holes.every((h) => h.par === 3)) return 'Golf';
  const short = holes.every((h) => h.distance !== undefined && h.distance <= PITCH_AND_PUTT_MAX_METRES);
  return short ? 'Pitch and Putt' : 'PAR3';
}

function mapTee(tee: ApiTee, gender: 'male' | 'female', index: number, names: ImportNames): Omit<ImportedTee, 'id'> {
  const name = tee.tee_name?.trim() || names.tee(index + 1);
  const source = tee.holes ?? [];
  const holes: ImportedHole[] = source.map((h, i) => {
    const hole: ImportedHole = { number: i + 1, par: h.par ?? 0 };
    if (h.handicap !== undefined && Number.isInteger(h.handicap) && h.handicap >= 1 && h.handicap <= MAX_HOLES) hole.hcp = h.handicap;
    // A hole longer than the schema allows keeps no distance rather than a wrong one.
    if (h.yardage !== undefined && h.yardage > 0 && yardsToMetres(h.yardage) <= MAX_DISTANCE) {
      hole.distance = yardsToMetres(h.yardage);
      hole.yards = h.yardage;
    }
    return hole;
  });
  let unusable: TeeUnusable | undefined;
  if (holes.length === 0) unusable = { code: 'no-holes' };
  else if (holes.length > MAX_HOLES) unusable = { code: 'too-many-holes', holes: holes.length, max: MAX_HOLES };
  else {
    const badPar = holes.find((h) => !Number.isInteger(h.par) || h.par < 2 || h.par > 7);
    if (badPar) unusable = { code: 'bad-par', hole: badPar.number };
  }
  const out: Omit<ImportedTee, 'id'> = {
    name,
    gender,
    type: teeType(name, holes),
    colour: guessTeeColour(name, gender),
    holeCount: holes.length,
    par: holes.reduce((n, h) => n + h.par, 0),
    holes,
    missingStrokeIndex: holes.filter((h) => h.hcp === undefined).map((h) => h.number),
  };
  // Our rating is an 18-hole one, also for 9-hole tees (schemas/courses.ts); providers give a 9-hole
  // tee its 9-hole rating (about half), which doubled is the 18-hole equivalent.
  const nineHoleRating = holes.length <= 9 && tee.course_rating !== undefined && tee.course_rating < NINE_HOLE_RATING_BELOW;
  const cr = inRange(nineHoleRating ? roundTenth((tee.course_rating as number) * 2) : tee.course_rating, RATING);
  const slope = inRange(tee.slope_rating, SLOPE);
  if (cr !== undefined) out.cr = cr;
  if (slope !== undefined && Number.isInteger(slope)) out.slope = slope;
  // The nines' own ratings belong to an 18-hole tee (a 9-hole tee's rating is its nine's already).
  if (holes.length === MAX_HOLES) {
    const front = nineRating(tee.front_course_rating, tee.front_slope_rating);
    const back = nineRating(tee.back_course_rating, tee.back_slope_rating);
    if (front) out.front9 = front;
    if (back) out.back9 = back;
  }
  if (unusable) out.unusable = unusable;
  return out;
}

/** A nine's rating when both figures are within the schema's bounds (providers send 0 for none). */
function nineRating(cr: number | undefined, slope: number | undefined): NineRating | undefined {
  const r = inRange(cr, NINE_RATING);
  const s = inRange(slope, SLOPE);
  return r !== undefined && s !== undefined && Number.isInteger(s) ? { cr: r, slope: s } : undefined;
}

/** The course with every tee of the provider (men's first), each flagged as the preview needs. */
export function mapApiCourse(course: ApiCourse, names: ImportNames = ENGLISH_NAMES): ImportedCourse {
  const tees: ImportedTee[] = [];
  const used = new Set<string>();
  for (const gender of ['male', 'female'] as const) {
    course.tees[gender].forEach((t, i) => {
      const tee = mapTee(t, gender, i, names);
      // The id comes from the service's name, or the English one an unnamed tee always had: the same
      // tee imported again in another language keeps its id, and merges into what is stored.
      const base = `${gender === 'male' ? 'm' : 'f'}-${safeKey((t.tee_name?.trim() || ENGLISH_NAMES.tee(i + 1)).toLowerCase())}`;
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      tees.push({ id, ...tee });
    });
  }
  const place = [course.location?.city, course.location?.country].filter((p) => p && p.trim() !== '').join(', ');
  return { providerId: course.id, id: importedCourseId(course.id), name: courseName(course, names), ...(place ? { location: place } : {}), tees };
}

/** The tee as stored, or why it is skipped. */
export function teeToSave(tee: ImportedTee): { tee: CourseTeeParts } | { skipped: SkippedTee } {
  if (tee.unusable) return { skipped: { tee: tee.name, reason: tee.unusable } };
  const missing = tee.holes.filter((h) => h.hcp === undefined).map((h) => h.number);
  if (missing.length > 0) return { skipped: { tee: tee.name, reason: { code: 'no-stroke-index', holes: missing } } };
  const parts: CourseTeeParts = {
    id: tee.id,
    name: tee.name,
    type: tee.type,
    colour: tee.colour,
    holeCount: tee.holeCount,
    holes: tee.holes.map((h) => ({ number: h.number, par: h.par, hcp: h.hcp as number, ...(h.distance !== undefined ? { distance: h.distance } : {}) })),
  };
  if (tee.cr !== undefined) parts.cr = tee.cr;
  if (tee.slope !== undefined) parts.slope = tee.slope;
  if (tee.front9) parts.front9 = tee.front9;
  if (tee.back9) parts.back9 = tee.back9;
  return { tee: parts };
}

/** The chosen tees ready to store, and why each other one is skipped. */
export function teesToSave(tees: readonly ImportedTee[]): { tees: CourseTeeParts[]; skipped: SkippedTee[] } {
  const out: CourseTeeParts[] = [];
  const skipped: SkippedTee[] = [];
  for (const t of tees) {
    const r = teeToSave(t);
    if ('tee' in r) out.push(r.tee);
    else skipped.push(r.skipped);
  }
  return { tees: out, skipped };
}

/** A re-import: the imported tees replace those with the same id in place, new ones come last;
 * tees added by hand are kept. */
export function mergeTees<T extends { id: string }>(existing: readonly T[], imported: readonly T[]): T[] {
  const byId = new Map(imported.map((t) => [t.id, t]));
  const kept = existing.map((t) => byId.get(t.id) ?? t);
  const known = new Set(existing.map((t) => t.id));
  return [...kept, ...imported.filter((t) => !known.has(t.id))];
}
