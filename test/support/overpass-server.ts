// A stand-in for an Overpass API server on a free loopback port, answering the app's queries
// (src/osm/queries.ts) from the courses of overpass-courses.ts as the real server would: POST (a form with
// `data`) or GET `/api/interpreter`, JSON answers with the server's header fields, CORS for any origin.
//   - golf courses `(around:R,lat,lon)`: the courses whose centre is within R metres;
//   - golf courses by `["name"~"...",i]`, and near a place named so (`around.places:R`);
//   - a course: `way(ID)->.course;` or `relation(ID)->.course;` -> its elements (`out geom`), or none;
//   - anything else: 400 with the server's HTML error page.
// `failNext(kind)` makes the next answer a failure, as the public server gives them: '429' (rate
// limited), 'busy' (504 "too busy"), 'timeout' (200 with a runtime-error remark, no elements).
//
//   const overpass = await startOverpassServer();
//   createOverpassClient({ baseUrl: overpass.url });   // http://127.0.0.1:<port>/api/interpreter
//   await startOverpassServer({ host: '127.0.0.2' });    // another origin: a mirror the app's policy may not list
//   overpass.failNext('429'); overpass.queries; await overpass.stop();
//
// Run alone (`node --import tsx test/support/overpass-server.ts [port]`) it serves until Ctrl-C, so the
// import can be tried against it from `npm start` (README, "Courses from OpenStreetMap").
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { distanceMeters } from '../../src/domain/gps.ts';
import type { LatLng } from '../../src/domain/types.ts';
import { fixtureCourses, overpassAnswer, ZEEWIJK, type FixtureCourse } from './overpass-courses.ts';

export type OverpassFailure = '429' | 'busy' | 'timeout';

export interface OverpassServerOptions {
  /** Answers this many milliseconds late (the client's timeout). */
  delayMs?: number;
  port?: number;
  /** The loopback address it listens on (127.0.0.1 unless said): another one is another origin for the browser. */
  host?: string;
}

export interface OverpassServer {
  /** The interpreter's address, as the app's setting takes it. */
  url: string;
  port: number;
  /** Every query received, in order. */
  readonly queries: readonly string[];
  failNext(kind: OverpassFailure, times?: number): void;
  stop(): Promise<void>;
}

const TOO_BUSY_PAGE = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>OSM3S Response</title></head>
<body><p>The data included in this document is from www.openstreetmap.org. The data is made available under ODbL.</p>
<p><strong style="color:#FF0000">Error</strong>: runtime error: open64: 0 Success /osm3s_osm_base Dispatcher_Client::request_read_and_idx::timeout. The server is probably too busy to handle your request. </p>
</body></html>`;

const RATE_LIMITED_PAGE = `<!DOCTYPE html><html><head><title>429 Too Many Requests</title></head><body><h1>Too Many Requests</h1><p>rate_limited</p></body></html>`;

/** An Overpass QL string literal's text ("a\\.b" -> a\.b). */
function unquote(literal: string): string {
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

function within(c: FixtureCourse, at: LatLng, radius: number): boolean {
  const centre = c.summary.center as { lat: number; lon: number };
  return distanceMeters(at, { latitude: centre.lat, longitude: centre.lon }) <= radius;
}

const placeElement = { type: 'node', id: 900_001, lat: ZEEWIJK.centre.latitude, lon: ZEEWIJK.centre.longitude, tags: { place: 'town', name: ZEEWIJK.name } };

/** The elements answering `query`, or null when the query is not one the app sends. */
export function answerQuery(query: string): Record<string, unknown>[] | null {
  const courses = fixtureCourses();
  const one = /^(way|relation)\((\d+)\)->\.course;/m.exec(query);
  if (one) return courses.find((c) => c.element === `${one[1]}/${one[2]}`)?.elements ?? [];
  const around = /\(around:(\d+),(-?[\d.]+),(-?[\d.]+)\)/.exec(query);
  if (around) {
    const at = { latitude: Number(around[2]), longitude: Number(around[3]) };
    return courses.filter((c) => within(c, at, Number(around[1]))).map((c) => c.summary);
  }
  const names = [...query.matchAll(/\["name"~("(?:[^"\\]|\\.)*"),i\]/g)].map((m) => unquote(m[1] as string));
  if (names.length >= 2) {
    const [contains, exactly] = names.map((n) => new RegExp(n, 'i')) as [RegExp, RegExp];
    const radius = Number(/around\.places:(\d+)/.exec(query)?.[1] ?? 0);
    const places = exactly.test(ZEEWIJK.name) ? [placeElement] : [];
    const named = courses.filter((c) => contains.test(c.name));
    const near = places.length > 0 ? courses.filter((c) => within(c, ZEEWIJK.centre, radius)) : [];
    return [...new Set([...named, ...near])].map((c) => c.summary).concat(places);
  }
  return null;
}

async function queryOf(req: IncomingMessage, url: URL): Promise<string> {
  if (req.method !== 'POST') return url.searchParams.get('data') ?? '';
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body).get('data') ?? '';
}

export async function startOverpassServer(options: OverpassServerOptions = {}): Promise<OverpassServer> {
  const host = options.host ?? '127.0.0.1';
  const queries: string[] = [];
  const failures: OverpassFailure[] = [];
  const server: Server = createServer((req, res) => {
    void answer(req, res);
  });
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*' });
    res.end(body);
  };
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' });
      res.end();
      return;
    }
    if (url.pathname !== '/api/interpreter') return send(res, 404, 'text/plain', 'Not found');
    const query = await queryOf(req, url);
    queries.push(query);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const failure = failures.shift();
    if (failure === '429') return send(res, 429, 'text/html', RATE_LIMITED_PAGE);
    if (failure === 'busy') return send(res, 504, 'text/html', TOO_BUSY_PAGE);
    if (failure === 'timeout') {
      const remark = 'runtime error: Query timed out in "query" at line 3 after 26 seconds.';
      return send(res, 200, 'application/json', JSON.stringify(overpassAnswer([], remark)));
    }
    const elements = answerQuery(query);
    if (!elements) return send(res, 400, 'text/html', '<html><body><p><strong>Error</strong>: line 1: parse error: Unknown query</p></body></html>');
    send(res, 200, 'application/json', JSON.stringify(overpassAnswer(elements)));
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}/api/interpreter`,
    port,
    queries,
    failNext(kind, times = 1) {
      for (let i = 0; i < times; i++) failures.push(kind);
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await startOverpassServer({ port: Number(process.argv[2] ?? 0) });
  console.log(`Overpass fixture server: ${server.url} (set it as the server address under "OpenStreetMap server"). Ctrl-C stops it.`);
}
