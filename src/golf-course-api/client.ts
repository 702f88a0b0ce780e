// The HTTP client of golfcourseapi.com's v1 API (docs/ADMINISTRATION.md, "Golf course API"): search and one
// course, with the key in `Authorization: Key <key>`, a timeout, and typed errors (a call the service
// refuses from a browser is told apart from being offline: reachability.ts). Only this part calls that
// API; the reading of bodies and the mapping to our courses are pure (src/domain/course-import).
import { readCourseBody, readSearchBody, type ApiCourse, type ApiSearchResult } from '../domain/course-import/index.ts';
import { errorForStatus, GolfCourseApiError } from './errors.ts';
import { browserReachability, type Reachability } from './reachability.ts';

export const GOLF_COURSE_API_BASE_URL = 'https://api.golfcourseapi.com';
export const GOLF_COURSE_API_TIMEOUT_MS = 15_000;

export interface GolfCourseApiOptions {
  apiKey: string;
  /** Without a trailing `/v1`; golfcourseapi.com by default (tests point it at a loopback server). */
  baseUrl?: string;
  timeoutMs?: number;
  /** The fetch to use; the global one by default. */
  fetch?: typeof fetch;
  /** How a failed call is told apart (offline, or refused from a browser); the browser's by default. */
  reachability?: Reachability;
}

export interface GolfCourseApiClient {
  /** Courses matching `query` (club or course name), and why any result was left out. Results may
   * come without tees. */
  search(query: string): Promise<ApiSearchResult>;
  /** One course with its tees; `id` as the search gave it (number or string). */
  course(id: string | number): Promise<ApiCourse>;
}

export function createGolfCourseApiClient(options: GolfCourseApiOptions): GolfCourseApiClient {
  const base = (options.baseUrl ?? GOLF_COURSE_API_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? GOLF_COURSE_API_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const reachability = options.reachability ?? browserReachability(Math.min(timeoutMs, 5_000));

  /** The error for a call that got no readable answer. */
  async function unreadable(url: string, err: unknown): Promise<GolfCourseApiError> {
    const answers = reachability.online() && (await reachability.answers(url));
    if (reachability.blockedByPolicy?.(url)) {
      return new GolfCourseApiError(
        'browser-refused',
        `This build of the app does not allow connections to ${new URL(url).origin} (its Content-Security-Policy lists the hosts it talks to). ` +
          'Add that host to scripts/content-security-policy.mjs and build again (README, "Your own Firebase project"), or use another base URL.',
        undefined,
        { cause: err },
      );
    }
    if (answers) {
      return new GolfCourseApiError(
        'browser-refused',
        `The golf course API at ${base} answered, but does not accept calls from a browser (it sends no cross-origin permission). ` +
          'Set "Base URL" under "Advanced" to a proxy that forwards to it (docs/ADMINISTRATION.md shows a small one).',
        undefined,
        { cause: err },
      );
    }
    return new GolfCourseApiError('offline', 'The golf course API cannot be reached: you seem to be offline (or the service is down). Try again when connected.', undefined, { cause: err });
  }

  async function get(path: string, what: string): Promise<unknown> {
    if (options.apiKey.trim() === '') throw new GolfCourseApiError('bad-key', 'Enter the API key of golfcourseapi.com first.');
    let res: Response;
    const url = `${base}${path}`;
    try {
      res = await doFetch(url, {
        headers: { Authorization: `Key ${options.apiKey.trim()}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') {
        throw new GolfCourseApiError('timeout', `The golf course API did not answer within ${timeoutMs / 1000} s: try again later.`, undefined, { cause: err });
      }
      throw await unreadable(url, err);
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
      const result = readSearchBody(body);
      if (typeof result === 'string') throw new GolfCourseApiError('malformed', `The golf course API sent an unexpected answer: ${result}.`, 200);
      return result;
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
