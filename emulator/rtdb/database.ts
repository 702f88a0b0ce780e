// The data tree, its listeners and the write pipeline: every write is resolved (server values, one
// `now`), checked by the rules against the whole old and new tree, committed, and pushed to every
// overlapping listener. Everything here is synchronous, so writes are applied one at a time in
// arrival order and a multi-path update is atomic; with a data file, the result carries `durable`,
// which the writer must wait for before answering 'ok'.
// Rules come first: a transaction's hash is compared only after `.read` and `.write` allowed the
// write, so a stale answer (which carries the current value) never reaches a client that may not read.
import type { RulesEngine } from './rules/types.ts';
import { allowAllRules } from './allow-all.ts';
import { rulesAuthOf, type Identity } from './auth.ts';
import { hashValue } from './hash.ts';
import { isDefaultQuery, toRulesQuery, type QuerySpec } from './query.ts';
import { QueryIndexes } from './query-index.ts';
import type { LoggedChange } from './persist.ts';
import { resolveServerValues } from './server-values.ts';
import { emptyObject, getIn, isObject, isPrefix, mutateIn, overlay, overlayMany, overlaps, type Json, type JsonObject } from './tree.ts';

/** Who owns a listen: a connection (or anything that can receive pushes). */
export interface ListenOwner {
  identity: Identity;
  push(action: 'd' | 'm' | 'c', body: JsonObject): void;
  /** Called after a listen was revoked (rules no longer allow it). */
  forget(listen: Listen): void;
}

export interface Listen {
  owner: ListenOwner;
  path: string[];
  query: QuerySpec;
  tag: number | null;
  /** Keys of the last result sent to a tagged listen, to tell a changed window from changed children. */
  lastKeys: Set<string>;
}

export type WriteOp =
  | { kind: 'set'; path: string[]; value: Json; hash?: string }
  | { kind: 'merge'; path: string[]; entries: { path: string[]; value: Json }[] };

export type WriteResult =
  /** `durable`, when present, settles once the write is on disk: answer the writer only then. */
  | { status: 'ok'; written: Json; durable?: Promise<void> }
  | { status: 'permission_denied'; reason: string }
  | { status: 'datastale'; current: Json };

export type ReadResult = { status: 'ok'; value: Json } | { status: 'permission_denied'; reason: string };

const pathString = (path: readonly string[]) => '/' + path.join('/');

export class Database {
  private tree: Json = null;
  readonly listens = new Set<Listen>();
  /** The queries' indexes, kept in step with every write (query-index.ts). */
  private readonly indexes = new QueryIndexes();

  get root(): Json {
    return this.tree;
  }

  /** Replaces the tree without a write (loading a data file). */
  set root(root: Json) {
    this.tree = root;
    this.indexes.clear();
  }

  constructor(
    public rules: RulesEngine,
    /** Told every committed change (what was stored where); a promise means "on disk when settled". */
    private readonly onCommit: (changes: LoggedChange[]) => Promise<void> | undefined = () => undefined,
  ) {}

  private canRead(path: string[], identity: Identity, query: QuerySpec | undefined, now: number) {
    if (identity.kind === 'admin') return { allowed: true } as const;
    return this.rules.canRead(path, rulesAuthOf(identity), this.root, now, query && toRulesQuery(query));
  }

  read(path: string[], identity: Identity, query?: QuerySpec): ReadResult {
    const decision = this.canRead(path, identity, query, Date.now());
    if (!decision.allowed) return { status: 'permission_denied', reason: decision.reason };
    const value = getIn(this.root, path);
    return { status: 'ok', value: query ? this.indexes.run(path, value, query) : value };
  }

  /** Whether a query at `path` uses a child or value index the rules do not declare in `.indexOn`. */
  unindexed(path: string[], query: QuerySpec): boolean {
    // Open rules declare no index; warning about every query there would only be noise.
    if (this.rules === allowAllRules) return false;
    if (query.index.kind !== 'child' && query.index.kind !== 'value') return false;
    if (isDefaultQuery(query)) return false;
    const field = query.index.kind === 'child' ? query.index.path.join('/') : '.value';
    return !this.rules.indexOn(path).includes(field);
  }

  /** Registers a listen and pushes its current data (the caller then answers 'ok'). */
  listen(listen: Listen): ReadResult {
    const result = this.read(listen.path, listen.owner.identity, listen.query);
    if (result.status !== 'ok') return result;
    this.listens.add(listen);
    this.pushInitial(listen, result.value);
    return result;
  }

  private pushInitial(listen: Listen, value: Json) {
    if (listen.tag === null) {
      listen.owner.push('d', { p: pathString(listen.path), d: value });
    } else {
      listen.lastKeys = new Set(isObject(value) ? Object.keys(value) : []);
      listen.owner.push('d', { p: pathString(listen.path), d: value, t: listen.tag });
    }
  }

  unlisten(listen: Listen) {
    this.listens.delete(listen);
  }

  /** Re-checks the listens of one owner (after its auth changed); revokes those now denied. */
  recheck(owner: ListenOwner) {
    const now = Date.now();
    for (const l of this.listens) {
      if (l.owner === owner && !this.canRead(l.path, owner.identity, l.query, now).allowed) this.revoke(l);
    }
  }

  private revoke(l: Listen) {
    this.listens.delete(l);
    l.owner.push('c', l.tag === null ? { p: pathString(l.path) } : { p: pathString(l.path), q: [l.query.wire] });
    l.owner.forget(l);
  }

  /** The tree after `op` as an overlay (server values resolved with `now`), what it writes where, and the paths it changes. */
  private apply(op: WriteOp, now: number): { next: Json; changed: string[][]; values: Json[]; written: Json } {
    const old = this.root;
    if (op.kind === 'set') {
      const written = resolveServerValues(op.value, getIn(old, op.path), now);
      return { next: overlay(old, op.path, written), changed: [op.path], values: [written], written };
    }
    const changed: string[][] = [];
    const values: Json[] = [];
    const written = emptyObject();
    const writes: { path: string[]; value: Json }[] = [];
    for (const e of op.entries) {
      const full = [...op.path, ...e.path];
      // Server values see the tree before the update (the paths of one update do not overlap).
      const value = resolveServerValues(e.value, getIn(old, full), now);
      writes.push({ path: full, value });
      changed.push(full);
      values.push(value);
      written[e.path.join('/')] = value;
    }
    return { next: overlayMany(old, writes), changed, values, written };
  }

  private check(identity: Identity, changed: string[][], next: Json, now: number) {
    if (identity.kind === 'admin') return { allowed: true } as const;
    return this.rules.canWrite({ paths: changed, root: this.root, newRoot: next, auth: rulesAuthOf(identity), now });
  }

  /** Whether the rules would allow `op` now (onDisconnect writes are checked when registered). */
  dryRun(op: WriteOp, identity: Identity) {
    const now = Date.now();
    const { next, changed } = this.apply(op, now);
    return this.check(identity, changed, next, now);
  }

  write(op: WriteOp, identity: Identity): WriteResult {
    const now = Date.now();
    const old = this.root;
    const hash = op.kind === 'set' ? op.hash : undefined;
    if (hash !== undefined) {
      // A transaction reads: without read access it learns nothing, not even whether it is stale.
      const read = this.canRead(op.path, identity, undefined, now);
      if (!read.allowed) return { status: 'permission_denied', reason: read.reason };
    }
    const { next, changed, values, written } = this.apply(op, now);
    const decision = this.check(identity, changed, next, now);
    if (!decision.allowed) return { status: 'permission_denied', reason: decision.reason };
    if (hash !== undefined) {
      const current = getIn(old, op.path);
      if (hashValue(current) !== hash) return { status: 'datastale', current };
    }
    let root = old;
    changed.forEach((path, i) => (root = mutateIn(root, path, values[i] ?? null)));
    this.tree = root;
    this.indexes.changed(root, changed);
    const durable = this.onCommit(changed.map((path, i) => ({ path, value: values[i] ?? null })));
    this.notify(op, changed, now);
    return durable ? { status: 'ok', written, durable } : { status: 'ok', written };
  }

  /** Replaces the whole tree (seeding, reload); every listener gets its new data. */
  replaceRoot(root: Json) {
    this.write({ kind: 'set', path: [], value: root }, { kind: 'admin' });
  }

  private notify(op: WriteOp, changed: string[][], now: number) {
    const next = this.root;
    for (const l of [...this.listens]) {
      if (!changed.some((p) => overlaps(p, l.path))) continue;
      if (l.owner.identity.kind !== 'admin' && !this.canRead(l.path, l.owner.identity, l.query, now).allowed) {
        this.revoke(l);
        continue;
      }
      if (l.tag === null) this.pushDefault(l, op, changed, next);
      else this.pushTagged(l, changed, next);
    }
  }

  /**
   * An untagged listen gets the write itself when it is inside the listened path; a multi-path update
   * written above it whose paths that reach the listen all lie below it, as one merge of those paths at
   * the listened path (what changed, as Firebase sends it: a card's listener gets the fields of one
   * hole, not the card); else the new value there.
   */
  private pushDefault(l: Listen, op: WriteOp, changed: string[][], next: Json) {
    if (!isPrefix(l.path, op.path)) {
      const reaching = changed.filter((p) => overlaps(p, l.path));
      if (op.kind === 'merge' && reaching.every((p) => p.length > l.path.length && isPrefix(l.path, p))) {
        const d = emptyObject();
        for (const full of reaching) d[full.slice(l.path.length).join('/')] = getIn(next, full);
        l.owner.push('m', { p: pathString(l.path), d });
        return;
      }
      l.owner.push('d', { p: pathString(l.path), d: getIn(next, l.path) });
    } else if (op.kind === 'set') {
      l.owner.push('d', { p: pathString(op.path), d: getIn(next, op.path) });
    } else {
      const d = emptyObject();
      for (const full of changed) d[full.slice(op.path.length).join('/')] = getIn(next, full);
      l.owner.push('m', { p: pathString(op.path), d });
    }
  }

  /**
   * A tagged listen gets its whole new result when the window of children changed (or the write
   * covers the whole query), else one tagged merge of the children inside the window that changed.
   */
  private pushTagged(l: Listen, changed: string[][], next: Json) {
    const result = this.indexes.run(l.path, getIn(next, l.path), l.query);
    const keys = new Set(isObject(result) ? Object.keys(result) : []);
    const sameWindow = keys.size === l.lastKeys.size && [...keys].every((k) => l.lastKeys.has(k));
    const below = changed.filter((p) => p.length > l.path.length && isPrefix(l.path, p));
    if (!sameWindow || below.length < changed.filter((p) => overlaps(p, l.path)).length) {
      l.lastKeys = keys;
      l.owner.push('d', { p: pathString(l.path), d: result, t: l.tag });
      return;
    }
    const d = emptyObject();
    let any = false;
    for (const p of below) {
      const key = p[l.path.length] as string;
      if (keys.has(key) && isObject(result)) {
        d[key] = result[key] ?? null;
        any = true;
      }
    }
    if (any) l.owner.push('m', { p: pathString(l.path), d, t: l.tag });
  }
}
