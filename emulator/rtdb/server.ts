// startRtdbServer: the WebSocket protocol and the REST face on one port, over one Database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { Connection } from './connection.ts';
import { Database } from './database.ts';
import { adminAllowedFrom, makeOriginPolicy, originOf } from './origins.ts';
import { DataFileStore } from './persist.ts';
import { createRestHandler } from './rest.ts';
import { makeRulesEngine, type RulesOption } from './rules-option.ts';
import { TrafficCounts, type Traffic } from './traffic.ts';
import { getIn, type Json } from './tree.ts';
import { normalizeValue, parsePath } from './validate.ts';

export const DEFAULT_PROJECT_ID = 'demo-handicap-down';
// Firebase limits one write request to 16 MB from the SDKs and 256 MB over REST
// (https://firebase.google.com/docs/database/usage/limits, "Writes"). Both faces get 16 MB here:
// nothing in this app writes anywhere near it, and a local server need not buffer 256 MB bodies.
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
/** Node's default header limit (16 KB); larger headers are answered 431. */
const MAX_HEADER_BYTES = 16 * 1024;

/** How long a refused client may go on sending (the rest of a header too large) before its socket is dropped. */
const LINGER_MS = 5_000;
/** The sockets `refuse` has answered. */
const answered = new WeakSet<Duplex>();

/** Answers a raw socket (a request the HTTP layer refused) with a status and closes it. */
function refuse(socket: Duplex, status: string, message: string) {
  // Node's parser reports every later chunk of a refused request as another error: the answer is on its
  // way, and dropping the socket now would reset the connection before the client has read it (Node 24
  // sends the reset at once).
  if (answered.has(socket)) return;
  if (!socket.writable) return socket.destroy();
  answered.add(socket);
  const body = JSON.stringify({ error: message });
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  // A lingering close: what the client still sends is read and dropped until it closes its side, so the
  // connection ends with the answer, not a reset; one that never stops is dropped after LINGER_MS.
  socket.resume();
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

export interface RtdbServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Rules as JSON text or an object, a RulesEngine, or 'allow-all' (the default). */
  rules?: RulesOption;
  /** Keep the data in this JSON file plus its write log FILE.log (see persist.ts). */
  dataFile?: string;
  /** Fold the write log into the data file once it is this large (bytes; default 8 MB). */
  logCompactBytes?: number;
  /** The project the ID tokens must be issued for (their `aud`). */
  projectId?: string;
  /** The token that grants admin access, bypassing rules (null: none). Default 'owner', as the official emulator. */
  adminToken?: string | null;
  /**
   * Browser origins (e.g. `http://localhost:4173`) that may use the admin token. Requests without an
   * Origin header (scripts, tests, seeding) always may; any other web page may not.
   */
  adminOrigins?: string[];
  /** Browser origins that get CORS headers on the REST face: the app's own (default none). */
  corsOrigins?: string[];
  /** Largest WebSocket message or REST body, in bytes (default 16 MB, the SDK write limit). */
  maxMessageBytes?: number;
  log?: (message: string) => void;
}

export interface RtdbServer {
  readonly port: number;
  readonly host: string;
  /** `http://host:port`; the SDK needs `?ns=<project>` after it for getDatabase(). */
  readonly url: string;
  readonly database: Database;
  /** Writes as admin (no rules): for seeding. */
  setData(path: string, value: unknown): void;
  getData(path: string): Json;
  setRules(rules: RulesOption): void;
  /** Bytes sent to WebSocket clients since the start (every frame, UTF-8): what a sync downloaded. */
  bytesSent(): number;
  /** Each golfer's WebSocket traffic since the start (traffic.ts): bytes, frames, requests, pushes. */
  traffic(): Map<string, Traffic>;
  /** Drops every connection and listens again on the same port (reloading the data file, if any). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRtdbServer(options: RtdbServerOptions = {}): Promise<RtdbServer> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const adminToken = options.adminToken === undefined ? 'owner' : options.adminToken;
  const maxBytes = options.maxMessageBytes ?? MAX_MESSAGE_BYTES;
  const log = options.log ?? ((m: string) => console.error(`[rtdb] ${m}`));
  const origins = makeOriginPolicy(options.adminOrigins, options.corsOrigins);
  const store = options.dataFile ? new DataFileStore(options.dataFile, options.logCompactBytes) : null;
  const db = new Database(makeRulesEngine(options.rules ?? 'allow-all'), (changes) => store?.append(changes));
  if (store) db.root = await store.open(() => db.root);

  const connections = new Set<Connection>();
  let sent = 0;
  const traffic = new TrafficCounts();
  const rest = createRestHandler(db, { projectId, adminToken, maxBodyBytes: maxBytes, origins });
  let port = options.port ?? 0;
  let http: Server;

  const upgrade = (wss: WebSocketServer, req: Parameters<typeof wss.handleUpgrade>[0], socket: Duplex, head: Buffer) => {
    let pathname: string;
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return refuse(socket, '400 Bad Request', 'Malformed request URL');
    }
    if (pathname !== '/.ws') return refuse(socket, '404 Not Found', 'Not found: the WebSocket endpoint is /.ws');
    const adminAllowed = adminAllowedFrom(origins, originOf(req.headers.origin));
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn = new Connection(ws, db, { projectId, adminToken, adminAllowed, maxMessageChars: maxBytes, host: `${host}:${port}`, log, onSent: (bytes) => (sent += bytes), traffic });
      connections.add(conn);
      ws.on('close', () => connections.delete(conn));
    });
  };

  const listen = async () => {
    http = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => void rest(req, res));
    // Frames are at most 16,384 characters; anything much larger is not from an SDK.
    const wss = new WebSocketServer({ noServer: true, maxPayload: maxBytes * 2 });
    http.on('upgrade', (req, socket, head) => {
      try {
        upgrade(wss, req, socket, head);
      } catch (err) {
        // Whatever a client sends, the server stays up.
        log(`error handling an upgrade: ${err instanceof Error ? err.message : String(err)}`);
        refuse(socket, '500 Internal Server Error', 'internal error');
      }
    });
    // Requests Node's HTTP parser refuses get a status, as a web server answers them, not a reset.
    http.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
      if (err.code === 'HPE_HEADER_OVERFLOW') refuse(socket, '431 Request Header Fields Too Large', `Request headers larger than ${MAX_HEADER_BYTES} bytes`);
      else if (err.code === 'ECONNRESET') socket.destroy();
      else refuse(socket, '400 Bad Request', 'Malformed HTTP request');
    });
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(port, host, () => {
        http.off('error', reject);
        resolve();
      });
    });
    port = (http.address() as AddressInfo).port;
  };

  const close = async () => {
    for (const c of [...connections]) c.close();
    connections.clear();
    http.closeAllConnections();
    await new Promise<void>((resolve) => http.close(() => resolve()));
    await store?.close();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    host,
    get url() {
      return `http://${host}:${port}`;
    },
    database: db,
    setData(path, value) {
      const result = db.write({ kind: 'set', path: parsePath(path), value: normalizeValue(value, 0) }, { kind: 'admin' });
      if (result.status !== 'ok') throw new Error(`setData failed: ${result.status}`);
    },
    // A copy: the stored tree is changed in place by later writes.
    getData: (path) => structuredClone(getIn(db.root, parsePath(path))),
    bytesSent: () => sent,
    traffic: () => traffic.snapshot(),
    setRules(rules) {
      db.rules = makeRulesEngine(rules);
    },
    async restart() {
      await close();
      if (store) db.root = await store.open(() => db.root);
      await listen();
    },
    stop: close,
  };
}
