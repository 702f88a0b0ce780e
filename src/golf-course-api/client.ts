// The HTTP client of golfcourseapi.com's v1 API (docs/ADMINISTRATION.md, "Golf course API"): search and one
// course, with the key in `Authorization: Key <key>`, a timeout, and typed errors. Only this part calls that
// API; the reading of bodies and the mapping to our courses are pure (src/domain/course-import).
import { readCourseBody, readSearchBody, type ApiCourse } from '../domain/course-import/index.ts';
import { errorForStatus, GolfCourseApiError } from './errors.ts';

export const GOLF_COURSE_API_BASE_URL = 'https://api.golfcourseapi.com';
export const GOLF_COURSE_API_TIMEOUT_MS = 15_000;

export interface GolfCourseApiOptions {
  apiKey: string;
  /** Without a trailing `/v1`; golfcourseapi.com by default (tests point it at a loopback server). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
}

export interface GolfCourseApiClient {
  /** Courses matching `query` (club or course name). Results may come without tees. */
  search(query: string): Promise<ApiCourse[]>;
  /** One course with its tees; `id` as the search gave it (number or string). */
  course(id: string | number): Promise<ApiCourse>;
}

export function createGolfCourseApiClient(options: GolfCourseApiOptions): GolfCourseApiClient {
  const base = (options.baseUrl ?? GOLF_COURSE_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? GOLF_COURSE_API_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function get(path: string, what: string): Promise<unknown> {
    if (options.apiKey.trim() === '') throw new GolfCourseApiError('bad-key', 'Enter the API key of golfcourseapi.com first.');
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        headers: { Authorization: `Key ${options.apiKey.trim()}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') {
        throw new GolfCourseApiError('timeout', `The golf course API did not answer within ${timeoutMs / 1000} s: try again later.`, undefined, { cause: err });
      }
      throw new GolfCourseApiError('offline', 'The golf course API cannot be reached: you seem to be offline (or the service is down). Try again when connected.', undefined, { cause: err });
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw errorForStatus(res.status, what);
    }
    try {
      return await res.json();
    } catch (err) {
      throw new GolfCourseApiError('malformed', `The golf course API sent an answer that is not JSON (for ${what}).`, res.status, { cause: err });
    }
  }

  return {
    async search(query) {
      const body = await get(`/v1/search?search_query=${encodeURIComponent(query.trim())}`, `result for "${query}"`);
      const courses = readSearchBody(body);
      if (typeof courses === 'string') throw new GolfCourseApiError('malformed', `The golf course API sent an unexpected answer: ${courses}.`, 200);
      return courses;
    },
    async course(id) {
      const key = String(id).trim();
      const body = await get(`/v1/courses/${encodeURIComponent(key)}`, `course with id ${key}`);
      const course = readCourseBody(body);
      if (typeof course === 'string') throw new GolfCourseApiError('malformed', `The golf course API sent an unexpected answer: ${course}.`, 200);
      return course;
    },
  };
}
