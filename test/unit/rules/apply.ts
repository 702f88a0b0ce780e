// Applies a rules case to an in-memory tree the way the server does before it asks the rules:
// server values resolved to `now`, arrays stored as index-keyed objects, nulls and empty objects pruned.
import type { Json, RulesAuth, RulesDecision, RulesEngine } from '../../../emulator/rtdb/rules/index.ts';
import type { RuleCase } from './cases.ts';

export function splitPath(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/** The stored form of a value written by a client. */
export function normalize(v: unknown, now: number): Json {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return v;
  if (typeof v !== 'object') throw new Error(`cannot store ${typeof v}`);
  const entries: [string, unknown][] = Array.isArray(v) ? v.map((c, i) => [String(i), c]) : Object.entries(v);
  if (!Array.isArray(v) && entries.length === 1 && entries[0]?.[0] === '.sv' && entries[0][1] === 'timestamp') return now;
  const out: { [key: string]: Json } = {};
  for (const [k, c] of entries) {
    const n = normalize(c, now);
    if (n !== null) out[k] = n;
  }
  return Object.keys(out).length ? out : null;
}

/** A copy of `tree` with `value` at `path` (null deletes; emptied parents disappear). */
export function setAt(tree: Json, path: readonly string[], value: Json): Json {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const node = typeof tree === 'object' && tree !== null && !Array.isArray(tree) ? { ...tree } : {};
  const child = setAt(node[key] ?? null, rest, value);
  if (child === null) delete node[key];
  else node[key] = child;
  return Object.keys(node).length ? node : null;
}

export function authFor(uid: string | null): RulesAuth | null {
  return uid === null ? null : { uid, provider: 'password', token: { email: `${uid}@example.com`, email_verified: false } };
}

export function decide(engine: RulesEngine, root: Json, c: RuleCase, now: number): RulesDecision {
  const auth = authFor(c.as);
  const base = splitPath(c.path);
  if (c.op === 'get') return engine.canRead(base, auth, root, now);
  const writes: [string[], Json][] =
    c.op === 'update'
      ? Object.entries(c.value).map(([rel, v]) => [[...base, ...splitPath(rel)], normalize(v, now)])
      : [[base, c.op === 'set' ? normalize(c.value, now) : null]];
  let newRoot = root;
  for (const [path, value] of writes) newRoot = setAt(newRoot, path, value);
  return engine.canWrite({ paths: writes.map(([p]) => p), root, newRoot, auth, now });
}
