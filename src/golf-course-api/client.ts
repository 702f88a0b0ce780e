// The HTTP client of golfcourseapi.com's v1 API (docs/ADMINISTRATION.md, "Golf course API"): search and one
// course, with the key in `Authorization: Key <key>`, a timeout, and typed errors (a call the service
// refuses from a browser is told apart from being offline: reachability.ts). Only this part calls that
// API; the reading of bodies and the mapping to our courses are pure (src/domain/course-import).
import { isApiProblem, readCourseBody, readSearchBody, type ApiCourse, type ApiSearchResult } from '../domain/course-import/index.ts';
import { errorForStatus, GolfCourseApiError } from './errors.ts';
import { browserReachability, type Reachability } from './reachability.ts';
import { golfCourseApiText } from './i18n/index.ts';
import { apiProblemText } from './problem-text.ts';

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
        golfCourseApiText.t('blockedByPolicy', { origin: new URL(url).origin }),
        undefined,
        { cause: err },
      );
    }
    if (answers) {
      return new GolfCourseApiError(
        'browser-refused',
        golfCourseApiText.t('noCors', { base }),
        undefined,
        { cause: err },
      );
    }
    return new GolfCourseApiError('offline', golfCourseApiText.t('offline'), undefined, { cause: err });
  }

  async function get(path: string, what: string): Promise<unknown> {
    if (options.apiKey.trim() === '') throw new GolfCourseApiError('bad-key', golfCourseApiText.t('enterKey'));
    let res: Response;
    const url = `${base}${path}`;
    try {
      res = await doFetch(url, {
        headers: { Authorization: `Key ${options.apiKey.trim()}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') {
        throw new GolfCourseApiError('timeout', golfCourseApiText.t('timeout', { seconds: timeoutMs / 1000 }), undefined, { cause: err });
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
      throw new GolfCourseApiError('malformed', golfCourseApiText.t('notJson', { what }), res.status, { cause: err });
    }
  }

  return {
    async search(query) {
      const body = await get(`/v1/search?search_query=${encodeURIComponent(query.trim())}`, golfCourseApiText.t('what.search', { query }));
      const result = readSearchBody(body);
      if (isApiProblem(result)) throw new GolfCourseApiError('malformed', golfCourseApiText.t('unexpected', { answer: apiProblemText(result) }), 200);
      return result;
    },
    async course(id) {
      const key = String(id).trim();
      const body = await get(`/v1/courses/${encodeURIComponent(key)}`, golfCourseApiText.t('what.course', { id: key }));
      const course = readCourseBody(body);
      if (isApiProblem(course)) throw new GolfCourseApiError('malformed', golfCourseApiText.t('unexpected', { answer: apiProblemText(course) }), 200);
      return course;
    },
  };
}
