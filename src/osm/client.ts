// The client of an Overpass API server (docs/ADMINISTRATION.md, "OpenStreetMap (Overpass)"): courses near a
// position, courses by name or near a named place, and one course's geometry. It POSTs the query as a
// form (a request browsers send without a preflight, which the public servers answer with CORS), with a
// timeout, and turns every failure into an OverpassError whose message says what to do. Reading the
// answers and building the holes are pure (src/domain/course-import/osm).
import {
  courseSummaries,
  parseLatLng,
  placesOf,
  readOverpassJson,
  shapesFromElements,
  type OsmCourseSummary,
  type OsmData,
  type OsmPlace,
} from '../domain/course-import/osm/index.ts';
import type { LatLng } from '../domain/types.ts';
import { errorForRemark, errorForStatus, offlineError, OverpassError } from './errors.ts';
import { courseQuery, nameQuery, nearQuery, NEAR_RADIUS_M } from './queries.ts';
import { osmText } from './i18n/index.ts';

/** The public instance run by the Overpass API's developers (wiki "Overpass API", "Public Overpass API instances"). */
export const OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
/** A little longer than the queries' own server-side timeouts, so the server's answer arrives first. */
export const SEARCH_TIMEOUT_MS = 35_000;
export const COURSE_TIMEOUT_MS = 75_000;

export interface OverpassOptions {
  /** The interpreter's full address; the public instance by default. */
  baseUrl?: string;
  /** Overrides both timeouts (tests). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Whether the device believes it is online (navigator.onLine by default). */
  isOnline?: () => boolean;
}

export interface OverpassSearch {
  courses: OsmCourseSummary[];
  /** The places the name search found (courses near them are in `courses`). */
  places: OsmPlace[];
  /** Where distances are measured from: the position searched, or the first place found. */
  from: LatLng | null;
}

export interface OverpassClient {
  near(at: LatLng, radius?: number): Promise<OverpassSearch>;
  /** "lat, lon" searches near that position; anything else searches course and place names. */
  search(text: string): Promise<OverpassSearch>;
  course(element: string): Promise<OsmData>;
}

export function createOverpassClient(options: OverpassOptions = {}): OverpassClient {
  const url = (options.baseUrl ?? OVERPASS_URL).trim() || OVERPASS_URL;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);

  async function run(query: string, timeoutMs: number) {
    if (!isOnline()) throw offlineError();
    const ms = options.timeoutMs ?? timeoutMs;
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: new URLSearchParams({ data: query }).toString(),
        signal: AbortSignal.timeout(ms),
      });
    } catch (err) {
      if (err instanceof DOMException && err.name === 'TimeoutError') {
        throw new OverpassError('timeout', osmText.t('timeout', { seconds: Math.round(ms / 1000) }), undefined, { cause: err });
      }
      if (!isOnline()) throw offlineError(err);
      throw new OverpassError(
        'unreachable',
        osmText.t('unreachable', { url }),
        undefined,
        { cause: err },
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw errorForStatus(res.status);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      throw new OverpassError('malformed', osmText.t('notJson', { url }), res.status, { cause: err });
    }
    const answer = readOverpassJson(body);
    // The one way an answer is not Overpass JSON: it has no list of elements.
    if (typeof answer === 'string') throw new OverpassError('malformed', osmText.t('noElements', { url }), res.status);
    const cut = errorForRemark(answer.remark);
    if (cut) throw cut;
    return answer.elements;
  }

  const near: OverpassClient['near'] = async (at, radius = NEAR_RADIUS_M) => {
    const elements = await run(nearQuery(at, radius), SEARCH_TIMEOUT_MS);
    return { courses: courseSummaries(elements, at), places: [], from: at };
  };

  return {
    near,
    async search(text) {
      const at = parseLatLng(text);
      if (at) return near(at);
      const elements = await run(nameQuery(text), SEARCH_TIMEOUT_MS);
      const places = placesOf(elements);
      const from = places[0]?.centre ?? null;
      return { courses: courseSummaries(elements, from), places, from };
    },
    async course(element) {
      const elements = await run(courseQuery(element), COURSE_TIMEOUT_MS);
      if (!elements.some((e) => `${e.type}/${e.id}` === element)) {
        throw new OverpassError('not-found', osmText.t('notFound', { element }));
      }
      return { format: 'overpass-json', elements, ...shapesFromElements(elements) };
    },
  };
}
