// Courses as golfcourseapi.com's v1 API describes them (docs/ADMINISTRATION.md, "Golf course API"), and the
// checks that turn a response body into them. Real data is untidy: search results often carry no tees,
// holes may lack `handicap`, values may be null; those are tolerated. A result without an id or with a
// tee that is not a tee is refused on its own: a search skips it (and says so) and keeps the others.
import { isRecord } from '../is-record.ts';

export interface ApiHole {
  par?: number;
  /** Yards, as the service sends them (whole yards). */
  yardage?: number;
  /** The stroke index; missing in some courses' data. */
  handicap?: number;
}

export interface ApiTee {
  tee_name?: string;
  course_rating?: number;
  slope_rating?: number;
  par_total?: number;
  number_of_holes?: number;
  total_yards?: number;
  total_meters?: number;
  /** The 9-hole ratings of the front and back nines (WHS rates each nine on its own). */
  front_course_rating?: number;
  front_slope_rating?: number;
  back_course_rating?: number;
  back_slope_rating?: number;
  holes?: ApiHole[];
}

export interface ApiLocation {
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
}

export interface ApiCourse {
  /** As the service sent it: a whole number (older or other data may carry a string). */
  id: number | string;
  club_name?: string;
  course_name?: string;
  location?: ApiLocation;
  tees: { male: ApiTee[]; female: ApiTee[] };
}

/** Why a tee of a response is not a tee. */
export type ApiTeeProblem =
  | { code: 'tee-not-object' }
  | { code: 'tee-field-not-number'; field: string }
  | { code: 'holes-not-list' }
  | { code: 'hole-not-object'; hole: number }
  | { code: 'hole-field-not-number'; hole: number; field: string };

/** Why a course object of a response is left out; `course` is its name, null when it has none. The
 * administrator's page words it (src/golf-course-api/problem-text.ts). */
export type ApiCourseProblem =
  | { code: 'not-course-object' }
  | { code: 'no-id'; course: string | null }
  | { code: 'tee-list-not-list'; course: string | null; gender: 'male' | 'female' }
  | { code: 'bad-tee'; course: string | null; gender: 'male' | 'female'; tee: number; problem: ApiTeeProblem };

/** Why a response body is not what was asked for: no `courses` list, no `course` object. */
export type ApiBodyProblem = { code: 'no-courses-list' } | { code: 'no-course-object' };

/** A search's readable results, and why each result was left out. */
export interface ApiSearchResult {
  courses: ApiCourse[];
  skipped: ApiCourseProblem[];
}

/** Whether a reader's answer is a problem rather than what it read. */
export const isApiProblem = <P extends { code: string }>(x: object | P): x is P => 'code' in x;

const absent = (x: unknown): boolean => x === undefined || x === null;
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

const TEE_NUMBERS = [
  'course_rating',
  'slope_rating',
  'par_total',
  'number_of_holes',
  'total_yards',
  'total_meters',
  'front_course_rating',
  'front_slope_rating',
  'back_course_rating',
  'back_slope_rating',
] as const;
const HOLE_NUMBERS = ['par', 'yardage', 'handicap'] as const;

/** A hole, or why it is not one (a field that is neither a number nor empty). */
function readHole(x: unknown, n: number): ApiHole | ApiTeeProblem {
  if (!isRecord(x)) return { code: 'hole-not-object', hole: n };
  const wrong = HOLE_NUMBERS.find((k) => !absent(x[k]) && num(x[k]) === undefined);
  if (wrong) return { code: 'hole-field-not-number', hole: n, field: wrong };
  return { par: num(x.par), yardage: num(x.yardage), handicap: num(x.handicap) };
}

/** A tee, or why it is not one. */
function readTee(x: unknown): ApiTee | ApiTeeProblem {
  if (!isRecord(x)) return { code: 'tee-not-object' };
  const wrong = TEE_NUMBERS.find((k) => !absent(x[k]) && num(x[k]) === undefined);
  if (wrong) return { code: 'tee-field-not-number', field: wrong };
  if (!absent(x.holes) && !Array.isArray(x.holes)) return { code: 'holes-not-list' };
  const holes: ApiHole[] = [];
  for (const [i, h] of (Array.isArray(x.holes) ? x.holes : []).entries()) {
    const hole = readHole(h, i + 1);
    if (isApiProblem(hole)) return hole;
    holes.push(hole);
  }
  const tee: ApiTee = { tee_name: str(x.tee_name), holes };
  for (const k of TEE_NUMBERS) {
    const v = num(x[k]);
    if (v !== undefined) tee[k] = v;
  }
  return tee;
}

/** The course's name as a problem names it; null when it has none. */
function label(x: Record<string, unknown>): string | null {
  return [str(x.club_name), str(x.course_name)].find((s) => s !== undefined && s.trim() !== '')?.trim() ?? null;
}

/** One course object of a response, or why it is not one. */
export function readApiCourse(x: unknown): ApiCourse | ApiCourseProblem {
  if (!isRecord(x)) return { code: 'not-course-object' };
  const id = typeof x.id === 'number' && Number.isSafeInteger(x.id) && x.id >= 0 ? x.id : typeof x.id === 'string' && x.id.trim() !== '' ? x.id.trim() : null;
  if (id === null) return { code: 'no-id', course: label(x) };
  const tees: { male: ApiTee[]; female: ApiTee[] } = { male: [], female: [] };
  const given = isRecord(x.tees) ? x.tees : {};
  for (const gender of ['male', 'female'] as const) {
    const list = given[gender];
    if (absent(list)) continue;
    if (!Array.isArray(list)) return { code: 'tee-list-not-list', course: label(x), gender };
    for (const [i, t] of list.entries()) {
      const tee = readTee(t);
      if (isApiProblem(tee)) return { code: 'bad-tee', course: label(x), gender, tee: i + 1, problem: tee };
      tees[gender].push(tee);
    }
  }
  const location = isRecord(x.location)
    ? {
        address: str(x.location.address),
        city: str(x.location.city),
        state: str(x.location.state),
        country: str(x.location.country),
        latitude: num(x.location.latitude),
        longitude: num(x.location.longitude),
      }
    : undefined;
  return { id, club_name: str(x.club_name), course_name: str(x.course_name), location, tees };
}

/** `GET /v1/search` -> `{courses: [...]}`: the readable results and why the others were left out; a
 * problem when the body is not that at all. */
export function readSearchBody(body: unknown): ApiSearchResult | ApiBodyProblem {
  if (!isRecord(body) || !Array.isArray(body.courses)) return { code: 'no-courses-list' };
  const out: ApiSearchResult = { courses: [], skipped: [] };
  for (const c of body.courses) {
    const course = readApiCourse(c);
    if (isApiProblem(course)) out.skipped.push(course);
    else out.courses.push(course);
  }
  return out;
}

/** `GET /v1/courses/{id}` -> `{course: {...}}`; a problem when the body is not that. */
export function readCourseBody(body: unknown): ApiCourse | ApiBodyProblem | ApiCourseProblem {
  if (!isRecord(body) || !isRecord(body.course)) return { code: 'no-course-object' };
  return readApiCourse(body.course);
}
