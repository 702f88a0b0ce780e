// The golf course API adapter against a loopback server serving fixture files (no mocks).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mapApiCourse, teesToSave } from '../../../src/domain/index.ts';
import { apiProblemText } from '../../../src/golf-course-api/index.ts';
import { createGolfCourseApiClient, GolfCourseApiError, type GolfCourseApiErrorKind } from '../../../src/golf-course-api/index.ts';
import { startGolfCourseApiServer, type GolfCourseApiServer } from '../../support/golf-course-api-server.ts';

let api: GolfCourseApiServer;
beforeEach(async () => {
  api = await startGolfCourseApiServer({ apiKey: 'good-key', quota: 3 });
});
afterEach(() => api.stop());

const client = (apiKey = 'good-key') => createGolfCourseApiClient({ baseUrl: api.url, apiKey, timeoutMs: 5_000 });

async function failure(run: Promise<unknown>): Promise<{ kind: GolfCourseApiErrorKind; status?: number; message: string }> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof GolfCourseApiError)) throw new Error(`expected a GolfCourseApiError, got ${String(err)}`);
  return { kind: err.kind, status: err.status, message: err.message };
}

describe('golf course API', () => {
  it('200: search finds courses, with or without tees, by their numeric ids', async () => {
    const { courses: found } = await client().search('parque');
    expect(found.map((c) => c.id)).toEqual([5005]);
    expect(await client().search('nowhere')).toEqual({ courses: [], skipped: [] });
  });

  it('200: a result without an id or with a malformed tee is skipped and said so; the others stay', async () => {
    const { courses, skipped } = await client().search('golf');
    expect(courses.map((c) => c.id)).toEqual([1001, 2002]);
    expect(courses[0]?.tees.male.map((t) => t.tee_name)).toEqual(['Championship', 'Blue', 'White']);
    // The search result of Heideveld carries no tees: read as empty lists.
    expect(courses[1]?.tees).toEqual({ male: [], female: [] });
    expect(skipped.map(apiProblemText)).toEqual(['“Golfclub De Lage Vuursche” has no id', '“Broekpolder Golf” has a malformed tee (men’s tee 1: its “holes” is not a list)']);
  });

  it('401: the service\'s answer to a bad key, as the real one gives it', async () => {
    const res = await fetch(`${api.url}/v1/search?search_query=golf`, { headers: { Authorization: 'Key wrong' } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Key');
    expect(await res.json()).toEqual({ error: 'API key is missing or invalid' });
  });

  it('200: a course maps to our course with tees in exact metres and the nines\' ratings', async () => {
    const course = mapApiCourse(await client().course(1001));
    expect(course).toMatchObject({ id: 'gca-1001', providerId: 1001, name: 'Royal Westmoreland Golf Club', location: 'St. James, Barbados' });
    expect(course.tees.map((t) => [t.id, t.colour, t.type, t.holeCount, t.cr, t.slope])).toEqual([
      ['m-championship', 'black', 'Golf', 18, 74.4, 139],
      ['m-blue', 'blue', 'Golf', 18, 72.6, 133],
      ['m-white', 'white', 'Golf', 18, 70.9, 128],
      ['f-red', 'red', 'Golf', 18, 73.2, 130],
    ]);
    // 410 yards -> 374.904 m, not rounded: it reads back as 410 yards; stroke index from `handicap`.
    expect(course.tees[0]?.holes[0]).toEqual({ number: 1, par: 4, hcp: 7, distance: 374.904, yards: 410 });
    expect(course.tees[0]).toMatchObject({ front9: { cr: 37.2, slope: 139 }, back9: { cr: 37.2, slope: 139 } });
    const saved = teesToSave(course.tees);
    expect(saved.skipped).toEqual([]);
    expect(saved.tees[0]).toMatchObject({ front9: { cr: 37.2, slope: 139 }, back9: { cr: 37.2, slope: 139 } });
    expect(saved.tees[0]?.holes[0]).toEqual({ number: 1, par: 4, hcp: 7, distance: 374.904 });
  });

  it('a pitch-and-putt course: fetched by the numeric id the search gave', async () => {
    const [found] = (await client().search('parque')).courses;
    expect(found?.id).toBe(5005);
    const course = mapApiCourse(await client().course(found?.id ?? 0));
    expect(course.id).toBe('gca-5005');
    expect(course.name).toBe('Parque del Sol - Pitch & Putt');
    // All par 3, every hole within 120 m, no rating: a pitch-and-putt tee.
    expect(course.tees).toHaveLength(1);
    expect(course.tees[0]).toMatchObject({ type: 'Pitch and Putt', colour: 'yellow', holeCount: 18, par: 54 });
    expect(course.tees[0]).not.toHaveProperty('cr');
  });

  it('missing handicap: the holes are flagged and the tee is skipped with a message until they are filled', async () => {
    const course = mapApiCourse(await client().course(2002));
    const [gold, forward] = course.tees;
    expect(gold).toMatchObject({ name: 'Gold', colour: 'yellow', holeCount: 9, missingStrokeIndex: [2, 4], cr: 71.2, slope: 124 });
    expect(forward?.missingStrokeIndex).toEqual([]);
    expect(teesToSave(course.tees).tees.map((t) => t.id)).toEqual(['f-forward']);
    expect(teesToSave(course.tees).skipped).toEqual([{ tee: 'Gold', reason: { code: 'no-stroke-index', holes: [2, 4] } }]);
    const filled = { ...(gold as NonNullable<typeof gold>), holes: gold?.holes.map((h) => (h.hcp ? h : { ...h, hcp: h.number === 2 ? 4 : 6 })) ?? [] };
    expect(teesToSave([filled]).tees[0]?.holes.map((h) => h.hcp)).toEqual([3, 4, 9, 6, 1, 7, 5, 2, 8]);
  });

  it('401: a bad key', async () => {
    expect(await failure(client('wrong-key').search('golf'))).toEqual({
      kind: 'bad-key',
      status: 401,
      message: 'The golf course API refused the key: check the API key you entered.',
    });
    expect((await failure(client('  ').search('golf'))).kind).toBe('bad-key');
  });

  it('404: an unknown course id', async () => {
    expect(await failure(client().course(424242))).toEqual({ kind: 'not-found', status: 404, message: 'The golf course API has no course with id 424242.' });
  });

  it('429: the quota is used up, say so and suggest later', async () => {
    for (let i = 0; i < 3; i++) await client().search('golf');
    const err = await failure(client().search('golf'));
    expect(err).toMatchObject({ kind: 'quota', status: 429 });
    expect(err.message).toMatch(/quota .* used up: try again later/);
  });

  it('malformed body: an answer without the expected envelope', async () => {
    expect(await failure(client().course(3003))).toEqual({
      kind: 'malformed',
      status: 200,
      message: 'The golf course API sent an unexpected answer: the answer has no “course” object.',
    });
  });

  it('timeout: a server that answers too late', async () => {
    const slow = await startGolfCourseApiServer({ apiKey: 'good-key', delayMs: 1_000 });
    try {
      const err = await failure(createGolfCourseApiClient({ baseUrl: slow.url, apiKey: 'good-key', timeoutMs: 100 }).search('golf'));
      expect(err).toMatchObject({ kind: 'timeout', message: 'The golf course API did not answer within 0.1 s: try again later.' });
    } finally {
      await slow.stop();
    }
  });

  it('offline: the server is not running', async () => {
    await api.stop();
    const err = await failure(client().search('golf'));
    expect(err.kind).toBe('offline');
    expect(err.message).toMatch(/you seem to be offline/);
  });

  it('a call a browser refuses (no readable answer, yet the service answers a probe) is not "offline"', async () => {
    // A browser's fetch fails with a bare TypeError when the answer lacks a cross-origin permission;
    // the probe (reachability.ts) then finds the service there.
    const refusing: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    const probed: string[] = [];
    const reachability = { online: () => true, answers: (url: string) => (probed.push(url), fetch(url).then(() => true, () => false)) };
    const err = await failure(createGolfCourseApiClient({ baseUrl: api.url, apiKey: 'good-key', fetch: refusing, reachability }).search('golf'));
    expect(err.kind).toBe('browser-refused');
    expect(err.message).toBe(
      `The golf course API at ${api.url} answered, but does not accept calls from a browser (it sends no cross-origin permission). ` +
        'Set "Base URL" under "Advanced" to a proxy that forwards to it (docs/ADMINISTRATION.md shows a small one).',
    );
    expect(probed).toEqual([`${api.url}/v1/search?search_query=golf`]);
    // The device says it is offline: no probe, "offline".
    const offline = { online: () => false, answers: () => Promise.reject(new Error('not probed when offline')) };
    expect((await failure(createGolfCourseApiClient({ baseUrl: api.url, apiKey: 'good-key', fetch: refusing, reachability: offline }).search('golf'))).kind).toBe('offline');
    // The page's own Content-Security-Policy refused the host (a proxy the build does not list): say so.
    const policy = { ...reachability, blockedByPolicy: () => true };
    const blocked = await failure(createGolfCourseApiClient({ baseUrl: api.url, apiKey: 'good-key', fetch: refusing, reachability: policy }).search('golf'));
    expect(blocked.kind).toBe('browser-refused');
    expect(blocked.message).toMatch(/^This build of the app does not allow connections to http:\/\/127\.0\.0\.1:\d+ \(its Content-Security-Policy/);
    // Online, but nothing answers the probe either: "offline" (or down).
    await api.stop();
    expect((await failure(createGolfCourseApiClient({ baseUrl: api.url, apiKey: 'good-key', fetch: refusing, reachability }).search('golf'))).kind).toBe('offline');
  });
});
