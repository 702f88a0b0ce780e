// startRtdbServer: the WebSocket protocol and the REST face on one port, over one Database.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { Connection } from './connection.ts';
import { Database } from './database.ts';
import { JsonFileStore } from './persist.ts';
import { createRestHandler } from './rest.ts';
import { makeRulesEngine, type RulesOption } from './rules-option.ts';
import { getIn, type Json } from './tree.ts';
import { normalizeValue, parsePath } from './validate.ts';

export const DEFAULT_PROJECT_ID = 'demo-handicap-down';
const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

export interface RtdbServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Rules as JSON text or an object, a RulesEngine, or 'allow-all' (the default). */
  rules?: RulesOption;
  /** Keep the data in this JSON file (loaded on start, saved after writes). */
  dataFile?: string;
  /** The project the ID tokens must be issued for (their `aud`). */
  projectId?: string;
  /** The token that grants admin access, bypassing rules (null: none). Default 'owner', as the official emulator. */
  adminToken?: string | null;
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
  const store = options.dataFile ? new JsonFileStore(options.dataFile) : null;
  const db = new Database(makeRulesEngine(options.rules ?? 'allow-all'), (root) => store?.save(root));
  if (store) db.root = store.load();

  const connections = new Set<Connection>();
  const rest = createRestHandler(db, { projectId, adminToken, maxBodyBytes: maxBytes });
  let port = options.port ?? 0;
  let http: Server;

  const listen = async () => {
    http = createServer((req, res) => void rest(req, res));
    // Frames are at most 16,384 characters; anything much larger is not from an SDK.
    const wss = new WebSocketServer({ noServer: true, maxPayload: maxBytes * 2 });
    http.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/.ws') {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const conn = new Connection(ws, db, { projectId, adminToken, maxMessageChars: maxBytes, host: `${host}:${port}`, log });
        connections.add(conn);
        ws.on('close', () => connections.delete(conn));
      });
    });
    http.on('clientError', (_err, socket) => socket.destroy());
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
    store?.flush();
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
    setRules(rules) {
      db.rules = makeRulesEngine(rules);
    },
    async restart() {
      await close();
      if (store) db.root = store.load();
      await listen();
    },
    stop: close,
  };
}
