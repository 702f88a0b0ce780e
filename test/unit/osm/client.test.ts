// The Overpass client's answers to what a public server does (docs/ADMINISTRATION.md, "OpenStreetMap
// (Overpass)"): every failure an OverpassError whose message says what to do, "try again later" for a busy
// or rate-limiting server, its own message offline. The queries it sends are checked against the loopback
// server in test/integration/osm.
import { describe, expect, it } from 'vitest';
import {
  createOverpassClient,
  forgetOverpassSettings,
  isServerAddress,
  loadOverpassSettings,
  OVERPASS_URL,
  OverpassError,
  saveOverpassSettings,
  type OverpassErrorKind,
} from '../../../src/osm/index.ts';

const respond = (status: number, body: string, type = 'application/json') => async () => new Response(body, { status, headers: { 'content-type': type } });

async function failure(run: Promise<unknown>): Promise<{ kind: OverpassErrorKind; message: string }> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof OverpassError)) throw new Error(`expected an OverpassError, got ${String(err)}`);
  return { kind: err.kind, message: err.message };
}

const at = { latitude: 52.38, longitude: 4.58 };

describe('Overpass client failures', () => {
  it('429: rate limited, try again later', async () => {
    const client = createOverpassClient({ fetch: respond(429, '<html>rate_limited</html>', 'text/html') });
    expect(await failure(client.near(at))).toEqual({ kind: 'rate-limited', message: expect.stringContaining('try again later') });
  });

  it('504 and 503: too busy, try again later', async () => {
    for (const status of [503, 504]) {
      const client = createOverpassClient({ fetch: respond(status, '<p>The server is probably too busy to handle your request.</p>', 'text/html') });
      expect(await failure(client.search('Zeewind'))).toEqual({ kind: 'busy', message: expect.stringContaining('too busy to answer right now: try again later') });
    }
  });

  it('a 200 whose remark says the query timed out or ran out of memory: too busy', async () => {
    for (const remark of ['runtime error: Query timed out in "query" at line 3 after 26 seconds.', 'runtime error: Query run out of memory using about 2048 MB of RAM.']) {
      const client = createOverpassClient({ fetch: respond(200, JSON.stringify({ elements: [], remark })) });
      expect((await failure(client.near(at))).kind).toBe('busy');
    }
  });

  it('no answer in time: timeout, try again later', async () => {
    const never: typeof fetch = (_input, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)));
    const client = createOverpassClient({ fetch: never, timeoutMs: 20 });
    expect(await failure(client.near(at))).toEqual({ kind: 'timeout', message: expect.stringContaining('Try again later') });
  });

  it('offline: its own message, without asking the server', async () => {
    let asked = false;
    const client = createOverpassClient({
      isOnline: () => false,
      fetch: async () => {
        asked = true;
        return new Response('{}');
      },
    });
    expect(await failure(client.near(at))).toEqual({ kind: 'offline', message: expect.stringContaining('You are offline') });
    expect(asked).toBe(false);
  });

  it('a server that cannot be reached while online: unreachable, naming the address', async () => {
    const client = createOverpassClient({ baseUrl: 'https://overpass.example/api/interpreter', fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(await failure(client.near(at))).toEqual({ kind: 'unreachable', message: expect.stringContaining('https://overpass.example/api/interpreter') });
  });

  it('an answer that is not Overpass JSON: malformed; 400: refused; 500: server error', async () => {
    expect((await failure(createOverpassClient({ fetch: respond(200, '<html></html>', 'text/html') }).near(at))).kind).toBe('malformed');
    expect((await failure(createOverpassClient({ fetch: respond(200, '{"features": []}') }).near(at))).kind).toBe('malformed');
    expect((await failure(createOverpassClient({ fetch: respond(400, 'parse error', 'text/html') }).near(at))).kind).toBe('refused');
    expect(await failure(createOverpassClient({ fetch: respond(500, '') }).near(at))).toEqual({ kind: 'server', message: expect.stringContaining('HTTP 500): try again later') });
  });

  it('a course the server no longer has: not found', async () => {
    const client = createOverpassClient({ fetch: respond(200, JSON.stringify({ elements: [] })) });
    expect((await failure(client.course('way/42'))).kind).toBe('not-found');
  });

  it('POSTs the query as a form to the interpreter address', async () => {
    const seen: { url: string; method?: string; body: string }[] = [];
    const client = createOverpassClient({
      baseUrl: 'http://127.0.0.1:1/api/interpreter',
      fetch: async (input, init) => {
        seen.push({ url: String(input), method: init?.method, body: String(init?.body) });
        return new Response(JSON.stringify({ elements: [] }));
      },
    });
    await client.search('52.38, 4.58');
    expect(seen[0]).toMatchObject({ url: 'http://127.0.0.1:1/api/interpreter', method: 'POST' });
    expect(new URLSearchParams(seen[0]?.body).get('data')).toContain('(around:15000,52.380000,4.580000)');
  });
});

describe('the server address kept on the device', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };

  it('is the public instance until another is saved, and again once forgotten', () => {
    const store = memory();
    expect(loadOverpassSettings(store)).toEqual({ baseUrl: OVERPASS_URL });
    saveOverpassSettings({ baseUrl: ' https://overpass.example/api/interpreter ' }, store);
    expect(loadOverpassSettings(store)).toEqual({ baseUrl: 'https://overpass.example/api/interpreter' });
    forgetOverpassSettings(store);
    expect(loadOverpassSettings(store).baseUrl).toBe(OVERPASS_URL);
    store.setItem('hd-overpass', '{not json');
    expect(loadOverpassSettings(store).baseUrl).toBe(OVERPASS_URL);
  });

  it('is an http(s) address', () => {
    expect(isServerAddress('https://overpass-api.de/api/interpreter')).toBe(true);
    expect(isServerAddress('http://127.0.0.1:8088/api/interpreter')).toBe(true);
    expect(isServerAddress('overpass-api.de')).toBe(false);
    expect(isServerAddress('https://over pass.example/api')).toBe(false);
    expect(isServerAddress(' http://localhost:12345/api/interpreter ')).toBe(true);
    expect(isServerAddress('https://')).toBe(false);
  });
});
