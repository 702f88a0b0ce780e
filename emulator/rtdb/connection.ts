// One client WebSocket: the handshake, request dispatch (protocol v5, realtime/PersistentConnection.ts),
// its listens, its auth and its onDisconnect writes (replayed when the socket closes).
import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { verifyToken, type Identity } from './auth.ts';
import type { Database, Listen, ListenOwner, WriteOp } from './database.ts';
import { FrameAssembler, requestNumberOf, toFrames } from './frames.ts';
import { parseQuery, queryId } from './query.ts';
import { isObject, isPrefix, type Json, type JsonObject } from './tree.ts';
import type { TrafficCounts } from './traffic.ts';
import { checkQueryDepth, InvalidInput, normalizeMerge, normalizeValue, parsePath } from './validate.ts';

export interface ConnectionOptions {
  projectId: string;
  adminToken: string | null;
  /** Whether this socket may use the admin token (no browser Origin, or a trusted one). */
  adminAllowed: boolean;
  /** The largest message accepted, in characters. */
  maxMessageChars: number;
  /** `host:port` announced in the handshake. */
  host: string;
  log: (message: string) => void;
  /** Told the size of every frame sent (UTF-8 bytes): the server's count of what its clients received. */
  onSent?: (bytes: number) => void;
  /** Told every frame each way, request and push, by the connection's identity (traffic.ts). */
  traffic?: TrafficCounts;
}

type Body = Record<string, unknown>;
type Reply = { s: string; d?: Json };

const OK: Reply = { s: 'ok', d: '' };

export class Connection implements ListenOwner {
  identity: Identity = { kind: 'anonymous' };
  private readonly listens = new Map<string, Listen>();
  private onDisconnectOps: { path: string[]; op: WriteOp }[] = [];
  private readonly frames: FrameAssembler;
  private expiryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly db: Database,
    private readonly options: ConnectionOptions,
  ) {
    this.frames = new FrameAssembler(options.maxMessageChars);
    this.sendRaw({ t: 'c', d: { t: 'h', d: { ts: Date.now(), v: '5', h: options.host, s: randomBytes(16).toString('hex') } } });
    ws.on('message', (data, isBinary) => this.onFrame(isBinary ? null : data.toString()));
    ws.on('close', () => this.onClose());
    ws.on('error', (err) => options.log(`socket error: ${err.message}`));
  }

  private sendRaw(message: unknown) {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    for (const frame of toFrames(JSON.stringify(message))) {
      this.ws.send(frame);
      const bytes = Buffer.byteLength(frame);
      this.options.onSent?.(bytes);
      this.options.traffic?.frame(this.identity, 'down', bytes);
    }
  }

  push(action: 'd' | 'm' | 'c' | 'ac', body: JsonObject) {
    this.options.traffic?.push(this.identity, action);
    this.sendRaw({ t: 'd', d: { a: action, b: body } });
  }

  private reply(r: unknown, b: Reply) {
    if (typeof r === 'number') this.sendRaw({ t: 'd', d: { r, b } });
  }

  private controlError(message: string) {
    this.sendRaw({ t: 'c', d: { t: 'e', d: message } });
  }

  forget(listen: Listen) {
    for (const [id, l] of this.listens) if (l === listen) this.listens.delete(id);
  }

  private onFrame(frame: string | null) {
    this.options.traffic?.frame(this.identity, 'up', frame === null ? 0 : Buffer.byteLength(frame));
    if (frame === null) return this.controlError('binary frames are not part of the protocol');
    const piece = this.frames.push(frame);
    if (piece.kind === 'none') return;
    if (piece.kind === 'bad_count') return this.controlError(piece.message);
    if (piece.kind === 'too_big') {
      const r = requestNumberOf(piece.head);
      if (r === null) this.controlError('message too big');
      else this.reply(r, { s: 'too_big', d: `a message may not exceed ${this.options.maxMessageChars} characters` });
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(piece.text);
    } catch {
      return this.controlError('malformed message: not JSON');
    }
    try {
      this.onMessage(message);
    } catch (err) {
      // A handler bug must never take the server down; the client hears about it.
      this.options.log(`error handling a message: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      const r = isObject(message as Json) ? ((message as Body).d as Body | undefined)?.r : undefined;
      if (typeof r === 'number') this.reply(r, { s: 'internal_error', d: 'internal error' });
      else this.controlError('internal error');
    }
  }

  private onMessage(message: unknown) {
    if (!isObject(message as Json)) return this.controlError('malformed message: not an object');
    const { t, d } = message as Body;
    if (t === 'c') {
      if (isObject(d as Json) && (d as Body).t === 'p') this.sendRaw({ t: 'c', d: { t: 'o', d: {} } });
      return;
    }
    if (t !== 'd' || !isObject(d as Json)) return this.controlError('malformed message: unknown layer');
    const { r, a, b } = d as Body;
    if (r !== undefined && (typeof r !== 'number' || !Number.isInteger(r))) return this.controlError('malformed message: bad request number');
    const body = (isObject(b as Json) ? b : {}) as Body;
    if (typeof r === 'number') this.options.traffic?.request(this.identity, typeof a === 'string' ? a : '?');
    try {
      const reply = this.dispatch(a, body);
      if (reply instanceof Promise) void reply.then((answer) => this.reply(r, answer));
      else this.reply(r, reply);
    } catch (err) {
      if (!(err instanceof InvalidInput)) throw err;
      if (typeof r === 'number') this.reply(r, { s: err.code, d: err.message });
      else this.controlError(err.message);
    }
  }

  /** The answer to a request; a write with a data file answers once it is on disk (a promise). */
  private dispatch(action: unknown, b: Body): Reply | Promise<Reply> {
    switch (action) {
      case 's':
      case 'appcheck':
      case 'unappeck':
        return OK;
      case 'auth':
      case 'gauth':
        return this.auth(b.cred);
      case 'unauth':
        this.setIdentity({ kind: 'anonymous' });
        return OK;
      case 'q':
        return this.listen(b);
      case 'n':
        this.unlisten(b);
        return OK;
      case 'p':
        return this.write(this.setOp(b));
      case 'm':
        return this.write(this.mergeOp(b));
      case 'g':
        return this.get(b);
      case 'o':
      case 'om':
        return this.onDisconnect(action === 'o' ? this.setOp(b) : this.mergeOp(b));
      case 'oc': {
        const path = parsePath(b.p);
        this.onDisconnectOps = this.onDisconnectOps.filter((o) => !isPrefix(path, o.path));
        return OK;
      }
      default:
        return { s: 'invalid_request', d: `unknown action ${JSON.stringify(action) ?? 'undefined'}` };
    }
  }

  private setIdentity(identity: Identity) {
    this.identity = identity;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = null;
    if (identity.kind === 'user') {
      const ms = Math.min(identity.expiresAt - Date.now(), 2 ** 31 - 1);
      this.expiryTimer = setTimeout(() => {
        // As the real server does: drop the identity and tell the client, which refreshes its token.
        this.setIdentity({ kind: 'anonymous' });
        this.push('ac', { s: 'expired_token', d: 'Auth token is expired.' });
      }, ms);
      this.expiryTimer.unref();
    }
    this.db.recheck(this);
  }

  private auth(cred: unknown): Reply {
    const result = verifyToken(cred, this.options);
    if (!result.ok) {
      this.setIdentity({ kind: 'anonymous' });
      return { s: 'invalid_token', d: `Invalid token: ${result.reason}` };
    }
    this.setIdentity(result.identity);
    const expires = result.identity.kind === 'user' ? Math.floor(result.identity.expiresAt / 1000) : null;
    return { s: 'ok', d: { auth: (result.claims as Json) ?? null, expires } };
  }

  private listenKey(b: Body): { path: string[]; tag: number | null; key: string } {
    const path = parsePath(b.p);
    const tag = b.t === undefined || b.t === null ? null : b.t;
    if (tag !== null && (typeof tag !== 'number' || !Number.isInteger(tag))) throw new InvalidInput('invalid_request', 'tag must be an integer');
    // Checked before queryId walks it: a query nested 100,000 deep gets the depth error.
    if (tag !== null) checkQueryDepth(b.q);
    return { path, tag, key: `${path.join('/')}|${tag === null ? 'default' : queryId((b.q ?? {}) as Json)}` };
  }

  private listen(b: Body): Reply {
    const { path, tag, key } = this.listenKey(b);
    const query = parseQuery(tag === null ? undefined : b.q);
    const previous = this.listens.get(key);
    if (previous) this.db.unlisten(previous);
    const listen: Listen = { owner: this, path, query, tag, lastKeys: new Set() };
    const result = this.db.listen(listen);
    if (result.status !== 'ok') {
      this.listens.delete(key);
      return { s: 'permission_denied', d: 'Permission denied' };
    }
    this.listens.set(key, listen);
    return { s: 'ok', d: this.db.unindexed(path, query) ? { w: ['no_index'] } : {} };
  }

  private unlisten(b: Body) {
    const { key } = this.listenKey(b);
    const listen = this.listens.get(key);
    if (listen) this.db.unlisten(listen);
    this.listens.delete(key);
  }

  private setOp(b: Body): WriteOp {
    const path = parsePath(b.p);
    if (b.h !== undefined && typeof b.h !== 'string') throw new InvalidInput('invalid_request', 'hash must be a string');
    const value = normalizeValue(b.d, path.length);
    return b.h === undefined ? { kind: 'set', path, value } : { kind: 'set', path, value, hash: b.h };
  }

  private mergeOp(b: Body): WriteOp {
    const path = parsePath(b.p);
    return { kind: 'merge', path, entries: normalizeMerge(b.d, path.length) };
  }

  private write(op: WriteOp): Reply | Promise<Reply> {
    const result = this.db.write(op, this.identity);
    if (result.status === 'ok') {
      if (!result.durable) return OK;
      return result.durable.then(
        () => OK,
        (err: unknown) => {
          this.options.log(`a write could not be saved: ${err instanceof Error ? err.message : String(err)}`);
          return { s: 'write_failed', d: 'The write was applied but could not be saved to disk.' };
        },
      );
    }
    if (result.status === 'datastale') {
      // The client re-runs its transaction on fresh data: make sure it has it.
      if (op.kind === 'set') this.push('d', { p: '/' + op.path.join('/'), d: result.current });
      return { s: 'datastale', d: 'The transaction was based on stale data.' };
    }
    return { s: 'permission_denied', d: 'Permission denied' };
  }

  private get(b: Body): Reply {
    const path = parsePath(b.p);
    const query = parseQuery(b.q);
    const result = this.db.read(path, this.identity, query);
    return result.status === 'ok' ? { s: 'ok', d: result.value } : { s: 'permission_denied', d: 'Permission denied' };
  }

  /** Registers a write for when the socket closes; the rules are checked now and again then. */
  private onDisconnect(op: WriteOp): Reply {
    const probe = this.db.dryRun(op, this.identity);
    if (!probe.allowed) return { s: 'permission_denied', d: 'Permission denied' };
    if (op.kind === 'set') this.onDisconnectOps = this.onDisconnectOps.filter((o) => !isPrefix(op.path, o.path));
    this.onDisconnectOps.push({ path: op.path, op });
    return OK;
  }

  private onClose() {
    if (this.closed) return;
    this.closed = true;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    for (const listen of this.listens.values()) this.db.unlisten(listen);
    this.listens.clear();
    const ops = this.onDisconnectOps;
    this.onDisconnectOps = [];
    for (const { op } of ops) {
      const result = this.db.write(op, this.identity);
      if (result.status !== 'ok') this.options.log(`onDisconnect write at /${op.path.join('/')} refused: ${result.status}`);
    }
  }

  /** Closes the socket (server stop or restart); onDisconnect writes run as for any drop. */
  close() {
    this.ws.terminate();
    this.onClose();
  }
}
