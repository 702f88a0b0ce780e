// The REST face: GET / PUT / PATCH / POST / DELETE `/<path>.json`, as the real database answers them.
// Auth comes from `?auth=`/`?access_token=` or `Authorization: Bearer`; the admin token bypasses rules
// (for requests without a browser Origin, or from trusted origins: origins.ts). CORS headers go only
// to the app's own origins.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyToken, type Identity } from './auth.ts';
import type { Database, WriteResult } from './database.ts';
import { adminAllowedFrom, corsAllowed, originOf, type OriginPolicy } from './origins.ts';
import { nextPushId } from './push-id.ts';
import { parseQuery, type QuerySpec } from './query.ts';
import { childAt, emptyObject, exportValue, isObject, type Json, type JsonObject } from './tree.ts';
import { InvalidInput, normalizeMerge, normalizeValue, parsePath } from './validate.ts';

export interface RestOptions {
  projectId: string;
  adminToken: string | null;
  maxBodyBytes: number;
  origins: OriginPolicy;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function send(res: ServerResponse, status: number, body: unknown, silent = false) {
  res.statusCode = silent && status === 200 ? 204 : status;
  if (res.statusCode === 204) return res.end();
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        // Keep draining so the socket stays usable, but stop keeping the bytes.
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new HttpError(413, `Payload too large: the limit is ${limit} bytes`)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "Invalid data; couldn't parse JSON object, array, or value.");
  }
}

function identityOf(req: IncomingMessage, url: URL, options: RestOptions): Identity {
  const header = req.headers.authorization;
  const token = url.searchParams.get('auth') ?? url.searchParams.get('access_token') ?? (header?.startsWith('Bearer ') ? header.slice(7).trim() : null);
  if (token === null) return { kind: 'anonymous' };
  const adminAllowed = adminAllowedFrom(options.origins, originOf(req.headers.origin));
  const result = verifyToken(token, { projectId: options.projectId, adminToken: options.adminToken, adminAllowed });
  if (!result.ok) throw new HttpError(401, `Could not parse auth token: ${result.reason}`);
  return result.identity;
}

/** REST query parameters (JSON-encoded values, as the SDK's REST transport sends them) to a query. */
function queryOf(url: URL): QuerySpec | undefined {
  const p = url.searchParams;
  const orderBy = p.get('orderBy');
  if (orderBy === null) {
    if (['startAt', 'startAfter', 'endAt', 'endBefore', 'equalTo', 'limitToFirst', 'limitToLast'].some((k) => p.has(k)))
      throw new HttpError(400, 'orderBy must be defined when other query parameters are defined');
    return undefined;
  }
  const arg = (name: string): Json => {
    const v = parseJson(p.get(name) as string);
    if (v !== null && typeof v === 'object') throw new HttpError(400, `${name} must be a JSON primitive`);
    return v as Json;
  };
  const index = parseJson(orderBy);
  if (typeof index !== 'string') throw new HttpError(400, 'orderBy must be a JSON string');
  const wire: JsonObject = {};
  if (index !== '$priority') wire.i = index === '$key' ? '.key' : index === '$value' ? '.value' : index;
  if (p.has('equalTo')) Object.assign(wire, { sp: arg('equalTo'), sin: true, ep: arg('equalTo'), ein: true });
  if (p.has('startAt')) Object.assign(wire, { sp: arg('startAt'), sin: true });
  if (p.has('startAfter')) Object.assign(wire, { sp: arg('startAfter'), sin: false, ...(index === '$key' ? {} : { sn: '[MAX_NAME]' }) });
  if (p.has('endAt')) Object.assign(wire, { ep: arg('endAt'), ein: true });
  if (p.has('endBefore')) Object.assign(wire, { ep: arg('endBefore'), ein: false, ...(index === '$key' ? {} : { en: '[MIN_NAME]' }) });
  if (p.has('limitToFirst')) Object.assign(wire, { l: arg('limitToFirst'), vf: 'l' });
  if (p.has('limitToLast')) Object.assign(wire, { l: arg('limitToLast'), vf: 'r' });
  return parseQuery(wire);
}

async function writeReply(res: ServerResponse, result: WriteResult, body: Json, silent: boolean) {
  if (result.status !== 'ok') return send(res, 401, { error: 'Permission denied' });
  // Answered only once the write is on disk (with a data file).
  await result.durable;
  send(res, 200, exportValue(body), silent);
}

/** The request URL; a malformed one (e.g. `http://[bad`) is the client's error. */
function urlOf(req: IncomingMessage): URL {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    throw new HttpError(400, 'Malformed request URL');
  }
}

/** `?shallow=true`: children that are objects become `true`. */
function shallow(value: JsonObject): JsonObject {
  const out = emptyObject();
  for (const key of Object.keys(value)) {
    const child = childAt(value, key);
    out[key] = isObject(child) ? true : child;
  }
  return out;
}

export function createRestHandler(db: Database, options: RestOptions) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const origin = originOf(req.headers.origin);
      res.setHeader('Vary', 'Origin');
      if (corsAllowed(options.origins, origin)) res.setHeader('Access-Control-Allow-Origin', origin);
      const url = urlOf(req);
      if (req.method === 'OPTIONS') {
        if (corsAllowed(options.origins, origin)) {
          res.setHeader('Access-Control-Allow-Methods', 'GET, PUT, PATCH, POST, DELETE, OPTIONS');
          res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        }
        return send(res, 204, null);
      }
      if (!url.pathname.endsWith('.json')) throw new HttpError(404, 'Not found: paths end with .json');
      let path: string[];
      try {
        path = parsePath(decodeURIComponent(url.pathname.slice(0, -'.json'.length)));
      } catch (err) {
        if (err instanceof InvalidInput) throw new HttpError(400, `Invalid path: ${err.message}`);
        throw new HttpError(400, 'Invalid path: malformed percent-encoding');
      }
      const identity = identityOf(req, url, options);
      const silent = url.searchParams.get('print') === 'silent';
      const method = (req.headers['x-http-method-override'] as string | undefined) ?? req.method;
      switch (method) {
        case 'GET': {
          const result = db.read(path, identity, queryOf(url));
          if (result.status !== 'ok') return send(res, 401, { error: 'Permission denied' });
          let value = result.value;
          if (url.searchParams.get('shallow') === 'true' && isObject(value)) value = shallow(value);
          return send(res, 200, exportValue(value), silent);
        }
        case 'PUT': {
          const value = normalizeValue(parseJson(await readBody(req, options.maxBodyBytes)), path.length);
          const result = db.write({ kind: 'set', path, value }, identity);
          return await writeReply(res, result, result.status === 'ok' ? result.written : null, silent);
        }
        case 'PATCH': {
          const entries = normalizeMerge(parseJson(await readBody(req, options.maxBodyBytes)), path.length);
          const result = db.write({ kind: 'merge', path, entries }, identity);
          return await writeReply(res, result, result.status === 'ok' ? result.written : null, silent);
        }
        case 'POST': {
          const value = normalizeValue(parseJson(await readBody(req, options.maxBodyBytes)), path.length + 1);
          const name = nextPushId();
          const result = db.write({ kind: 'set', path: [...path, name], value }, identity);
          return await writeReply(res, result, { name }, silent);
        }
        case 'DELETE': {
          const result = db.write({ kind: 'set', path, value: null }, identity);
          return await writeReply(res, result, null, silent);
        }
        default:
          throw new HttpError(405, `Method ${String(method)} not allowed`);
      }
    } catch (err) {
      // An answer already under way cannot be replaced by an error: end the exchange instead.
      if (res.headersSent) return void res.destroy();
      if (err instanceof HttpError) return send(res, err.status, { error: err.message });
      if (err instanceof InvalidInput) return send(res, 400, { error: err.message });
      send(res, 500, { error: 'internal error' });
    }
  };
}
