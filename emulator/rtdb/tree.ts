// The database tree: JSON values whose objects have no prototype, so that `__proto__`,
// `constructor` and `prototype` are ordinary keys (a client may store them) and reading or writing
// them can never reach Object.prototype. A write is first seen through an overlay (the rules compare
// the old and the new tree), then applied in place.
import type { Json } from './rules/types.ts';

export type { Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** A new object of the tree: no prototype, so any key is plain data. */
export const emptyObject = (): JsonObject => Object.create(null) as JsonObject;

/** The own child `key` of an object (never an inherited property), or null. */
export const childAt = (node: JsonObject, key: string): Json => (Object.prototype.hasOwnProperty.call(node, key) ? (node[key] ?? null) : null);

/** The value at `path` (null when absent). */
export function getIn(root: Json, path: readonly string[]): Json {
  let node: Json = root;
  for (const key of path) {
    if (!isObject(node)) return null;
    node = childAt(node, key);
  }
  return node;
}

const hasAnyKey = (o: JsonObject) => {
  for (const _ in o) return true;
  return false;
};

/**
 * A read-only view of `root` with `value` at `path` (null deletes; objects left empty vanish), built
 * without copying: the nodes along the path are proxies over the old ones that override one key.
 * The rules see it as `newRoot` before anything is changed; copying a collection of thousands of
 * children on every write would cost more than the write.
 */
export function overlay(root: Json, path: readonly string[], value: Json, depth = 0): Json {
  if (depth === path.length) return isObject(value) && !hasAnyKey(value) ? null : value;
  const key = path[depth] as string;
  const base = isObject(root) ? root : null;
  // One call into `base` per access: a multi-path update stacks one view per path, and two calls per
  // level would make a lookup through 20 views cost 2^20 calls. Own properties only, never inherited.
  const own = (p: string | symbol) => (base === null ? undefined : Reflect.getOwnPropertyDescriptor(base, p));
  const has = (p: string | symbol) => own(p) !== undefined;
  let child = overlay(base ? childAt(base, key) : null, path, value, depth + 1);
  // Only a delete can leave an object empty; checking otherwise would enumerate large collections.
  if (value === null && isObject(child) && !hasAnyKey(child)) child = null;
  if (!base) {
    if (child === null) return null;
    const single = emptyObject();
    single[key] = child;
    return single;
  }
  if (child === null && !has(key)) return base;
  // The target has no prototype either: the view must not inherit what the tree does not.
  const view = new Proxy(emptyObject(), {
    get: (_t, p) => (p === key ? (child ?? undefined) : (own(p)?.value as Json | undefined)),
    has: (_t, p) => (p === key ? child !== null : has(p)),
    ownKeys: () => {
      const keys = Reflect.ownKeys(base);
      if (child === null) return keys.filter((k) => k !== key);
      return has(key) ? keys : [...keys, key];
    },
    getOwnPropertyDescriptor: (_t, p) => {
      const v = p === key ? child : (own(p)?.value as Json | undefined);
      return v === null || v === undefined ? undefined : { value: v, writable: false, enumerable: true, configurable: true };
    },
    set: () => false,
    deleteProperty: () => false,
  });
  return child === null && !hasAnyKey(view) ? null : view;
}

/** The writes of one multi-path update as a tree of the paths they touch (a `set` node replaces its subtree). */
interface PatchNode {
  set: boolean;
  value: Json;
  children: Map<string, PatchNode>;
}

/** The trie of `writes`, or null when one written path lies inside another (then the writes must be
 * applied one after the other, each seeing the previous). */
function patchTree(writes: readonly { path: readonly string[]; value: Json }[]): PatchNode | null {
  const root: PatchNode = { set: false, value: null, children: new Map() };
  for (const w of writes) {
    let node = root;
    for (const key of w.path) {
      if (node.set) return null;
      let next = node.children.get(key);
      if (!next) {
        next = { set: false, value: null, children: new Map() };
        node.children.set(key, next);
      }
      node = next;
    }
    if (node.set || node.children.size > 0) return null;
    node.set = true;
    node.value = w.value;
  }
  return root;
}

function patchedView(base: Json, patch: PatchNode): Json {
  if (patch.set) return isObject(patch.value) && !hasAnyKey(patch.value) ? null : patch.value;
  const baseObject = isObject(base) ? base : null;
  const overrides = new Map<string, Json>();
  let deletes = false;
  for (const [key, child] of patch.children) {
    let value = patchedView(baseObject ? childAt(baseObject, key) : null, child);
    if (value === null || (isObject(value) && !hasAnyKey(value))) {
      value = null;
      deletes = true;
    }
    overrides.set(key, value);
  }
  if (!baseObject) {
    const fresh = emptyObject();
    for (const [key, value] of overrides) if (value !== null) fresh[key] = value;
    return hasAnyKey(fresh) ? fresh : null;
  }
  const own = (p: string | symbol) => Reflect.getOwnPropertyDescriptor(baseObject, p);
  const valueOf = (p: string | symbol): Json | undefined =>
    typeof p === 'string' && overrides.has(p) ? (overrides.get(p) ?? undefined) : (own(p)?.value as Json | undefined);
  const view = new Proxy(emptyObject(), {
    get: (_t, p) => valueOf(p) ?? undefined,
    has: (_t, p) => (valueOf(p) ?? null) !== null,
    ownKeys: () => {
      const keys = Reflect.ownKeys(baseObject).filter((k) => typeof k !== 'string' || !overrides.has(k));
      for (const [key, value] of overrides) if (value !== null) keys.push(key);
      return keys;
    },
    getOwnPropertyDescriptor: (_t, p) => {
      const v = valueOf(p);
      return v === null || v === undefined ? undefined : { value: v, writable: false, enumerable: true, configurable: true };
    },
    set: () => false,
    deleteProperty: () => false,
  });
  // Only a delete can leave an object empty; checking otherwise would enumerate large collections.
  return deletes && !hasAnyKey(view) ? null : view;
}

/**
 * A read-only view of `root` after all `writes` of one multi-path update, built in one pass: each node
 * along the written paths is one view over the old node that overrides the keys written below it.
 * (Stacking one `overlay` per path would nest thousands of views for a large update and overflow the
 * stack on a lookup.) Written paths inside one another are applied one after the other instead.
 */
export function overlayMany(root: Json, writes: readonly { path: readonly string[]; value: Json }[]): Json {
  const patch = patchTree(writes);
  if (patch === null) return writes.reduce<Json>((next, w) => overlay(next, w.path, w.value), root);
  return patchedView(root, patch);
}

/** Puts `value` at `path` in place (null deletes and prunes emptied parents); returns the root. */
export function mutateIn(root: Json, path: readonly string[], value: Json): Json {
  const empty = (v: Json) => v === null || (isObject(v) && !hasAnyKey(v));
  if (path.length === 0) return empty(value) ? null : value;
  const last = path[path.length - 1] as string;
  if (empty(value)) {
    const chain: JsonObject[] = [];
    let node: Json = root;
    for (const key of path) {
      if (!isObject(node)) return root;
      chain.push(node);
      node = childAt(node, key);
    }
    delete (chain[chain.length - 1] as JsonObject)[last];
    for (let i = chain.length - 1; i > 0 && !hasAnyKey(chain[i] as JsonObject); i--) delete (chain[i - 1] as JsonObject)[path[i - 1] as string];
    return isObject(root) && !hasAnyKey(root) ? null : root;
  }
  const top: JsonObject = isObject(root) ? root : emptyObject();
  let node = top;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    let next = childAt(node, key);
    if (!isObject(next)) {
      next = emptyObject();
      node[key] = next;
    }
    node = next;
  }
  node[last] = value;
  return top;
}

/** Whether one path is a prefix of the other (a write at one changes what a listener at the other sees). */
export function overlaps(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

export function isPrefix(prefix: readonly string[], path: readonly string[]): boolean {
  return prefix.length <= path.length && overlaps(prefix, path);
}

/**
 * The SDK's array heuristic (ChildrenNode.val): children whose keys are all small integers are
 * exported as an array, so REST readers see arrays where the writer wrote them.
 */
export function exportValue(value: Json): Json {
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  let maxKey = 0;
  let allIntegers = true;
  const out = emptyObject();
  for (const key of keys) {
    out[key] = exportValue(value[key] ?? null);
    if (allIntegers && /^(0|[1-9]\d{0,9})$/.test(key)) maxKey = Math.max(maxKey, Number(key));
    else allIntegers = false;
  }
  if (allIntegers && keys.length > 0 && maxKey < 2 * keys.length) {
    const arr: Json[] = [];
    for (const key of keys) arr[Number(key)] = out[key] ?? null;
    for (let i = 0; i < arr.length; i++) if (arr[i] === undefined) arr[i] = null;
    return arr;
  }
  return out;
}
