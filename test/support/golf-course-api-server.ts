// A stand-in for golfcourseapi.com on a free loopback port, serving the fixture files of
// test/fixtures/golf-course-api: `GET /v1/search?search_query=` filters search-results.json by club or
// course name, `GET /v1/courses/{id}` serves course-{id}.json. It answers as the real service does
// (docs/ADMINISTRATION.md, "The service's answers"): whole-number ids, `{courses: [...]}` and
// `{course: {...}}` wrappers, and without a valid `Authorization: Key <key>` a 401 with
// `WWW-Authenticate: Key` and `{"error": "API key is missing or invalid"}`. It answers 404 for unknown
// ids and 429 once the quota of answered requests is used up.
//
//   const api = await startGolfCourseApiServer({ apiKey: 'k', quota: 5 });
//   createGolfCourseApiClient({ baseUrl: api.url, apiKey: 'k' });
//   api.requests; await api.stop();
// `delayMs` makes it answer late, for the client's timeout.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FIXTURES_DIR = new URL('../fixtures/golf-course-api/', import.meta.url);

export interface GolfCourseApiServerOptions {
  apiKey?: string;
  /** Requests answered before every further one gets 429 (unlimited by default). */
  quota?: number;
  fixturesDir?: URL;
  /** Answers this many milliseconds late (to test the client's timeout). */
  delayMs?: number;
  /** Answers CORS preflights and adds `Access-Control-Allow-Origin: *`, for a page of another origin (e2e).
   * Without it a browser page of another origin cannot read its answers, as with the real service. */
  cors?: boolean;
}

export interface GolfCourseApiServer {
  url: string;
  port: number;
  /** Requests that passed the key check (the ones the quota counts). */
  readonly requests: number;
  stop(): Promise<void>;
}

interface SearchEntry {
  club_name?: string;
  course_name?: string;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startGolfCourseApiServer(options: GolfCourseApiServerOptions = {}): Promise<GolfCourseApiServer> {
  const apiKey = options.apiKey ?? 'test-key';
  const quota = options.quota ?? Number.POSITIVE_INFINITY;
  const dir = options.fixturesDir ?? FIXTURES_DIR;
  let requests = 0;
  const server: Server = createServer((req, res) => {
    if (options.delayMs) setTimeout(() => answer(req, res), options.delayMs);
    else answer(req, res);
  });
  const answer = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (options.cors) {
      res.setHeader('access-control-allow-origin', '*');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-methods': 'GET', 'access-control-allow-headers': 'authorization, accept', 'access-control-max-age': '600' });
        res.end();
        return;
      }
    }
    if (req.method !== 'GET') return json(res, 405, { error: 'Method not allowed' });
    if (req.headers.authorization !== `Key ${apiKey}`) {
      res.setHeader('www-authenticate', 'Key');
      return json(res, 401, { error: 'API key is missing or invalid' });
    }
    requests += 1;
    if (requests > quota) return json(res, 429, { error: 'Too many requests: daily quota exceeded' });
    if (url.pathname === '/v1/search') {
      const query = (url.searchParams.get('search_query') ?? '').toLowerCase();
      const all = JSON.parse(readFileSync(new URL('search-results.json', dir), 'utf8')) as { courses: SearchEntry[] };
      const courses = all.courses.filter((c) => `${c.club_name ?? ''} ${c.course_name ?? ''}`.toLowerCase().includes(query));
      return json(res, 200, { courses });
    }
    const course = /^\/v1\/courses\/([0-9]+)$/.exec(url.pathname);
    const file = course ? new URL(`course-${course[1]}.json`, dir) : null;
    if (file && existsSync(file)) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(readFileSync(file));
      return;
    }
    return json(res, 404, { error: 'Not found' });
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get requests() {
      return requests;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
