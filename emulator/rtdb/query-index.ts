// Indexes for queries, as `.indexOn` gives Firebase's servers: the children of a node sorted by the
// query's order, so a query reads the part of the order it selects (a binary search, then the window)
// instead of every child. Answers are those of runQuery (query.ts), only faster: a prefix search in a
// directory of 100,000 profiles costs what it costs in one of 1,000 (docs/ARCHITECTURE.md, "Local RTDB
// server: differences from Firebase").
// An index is built the first time a query needs it and kept in step with the writes: a write below
// the node changes one child's entry; a write at the node or above it drops the index (rebuilt when
// next asked). The key and priority orders need none (keys are sorted on the spot, and priorities are
// not kept).
import { compareEntries, indexedValue, loadsAllData, post, runQuery, type Entry, type QueryIndex, type QuerySpec } from './query.ts';
import { emptyObject, getIn, isObject, type Json } from './tree.ts';

interface SortedIndex {
  index: QueryIndex;
  /** Every child, in the order's sequence. */
  entries: Entry[];
  /** Each child's indexed value, as it stands in `entries`. */
  values: Map<string, Json>;
}

const indexKey = (index: QueryIndex) => (index.kind === 'child' ? `child:${index.path.join('/')}` : index.kind);

/** The first position whose entry is not before `e` (entries equal to `e` start there). */
function lowerBound(index: QueryIndex, entries: readonly Entry[], e: Entry): number {
  let lo = 0;
  let hi = entries.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEntries(index, entries[mid] as Entry, e) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The indexes of one node, and the nodes below it that have some: a trie over the tree's paths, so a
 * write visits only the nodes on its own path. */
interface IndexNode {
  indexes: Map<string, SortedIndex>;
  children: Map<string, IndexNode>;
}

const newNode = (): IndexNode => ({ indexes: new Map(), children: new Map() });

export class QueryIndexes {
  private top: IndexNode = newNode();

  /** The part of `value` (the node at `path`) that `q` selects: runQuery's answer. */
  run(path: readonly string[], value: Json, q: QuerySpec): Json {
    if (loadsAllData(q) || !isObject(value) || (q.index.kind !== 'child' && q.index.kind !== 'value')) return runQuery(value, q);
    const { entries } = this.indexOf(path, value, q.index);
    const start = q.start && post(q.index, q.start);
    const end = q.end && post(q.index, q.end);
    // [from, to): the entries inside both bounds.
    let from = 0;
    if (start && q.start) {
      from = lowerBound(q.index, entries, start);
      if (!q.start.inclusive) while (from < entries.length && compareEntries(q.index, entries[from] as Entry, start) === 0) from++;
    }
    let to = entries.length;
    if (end && q.end) {
      to = lowerBound(q.index, entries, end);
      if (q.end.inclusive) while (to < entries.length && compareEntries(q.index, entries[to] as Entry, end) === 0) to++;
    }
    if (to <= from) return null;
    if (q.limit !== undefined && to - from > q.limit) {
      if (q.fromLeft) to = from + q.limit;
      else from = to - q.limit;
    }
    const out = emptyObject();
    for (let i = from; i < to; i++) {
      const name = (entries[i] as Entry).name;
      out[name] = value[name] ?? null;
    }
    return out;
  }

  /** Keeps the indexes in step with a committed write at each of `changed` (the tree is `root` after it). */
  changed(root: Json, changed: readonly (readonly string[])[]): void {
    for (const path of changed) {
      let node = this.top;
      for (let depth = 0; ; depth++) {
        if (depth === path.length) {
          // The write replaced this node whole: its indexes and every one below are rebuilt when asked.
          node.indexes.clear();
          node.children.clear();
          break;
        }
        const child = path[depth] as string;
        if (node.indexes.size > 0) {
          const value = getIn(root, path.slice(0, depth + 1));
          for (const idx of node.indexes.values()) this.update(idx, child, value);
        }
        const next = node.children.get(child);
        if (!next) break;
        node = next;
      }
    }
  }

  /** Drops every index (the whole tree was replaced). */
  clear(): void {
    this.top = newNode();
  }

  private indexOf(path: readonly string[], value: { [key: string]: Json }, index: QueryIndex): SortedIndex {
    let node = this.top;
    for (const key of path) {
      let next = node.children.get(key);
      if (!next) {
        next = newNode();
        node.children.set(key, next);
      }
      node = next;
    }
    let idx = node.indexes.get(indexKey(index));
    if (!idx) {
      const entries = Object.keys(value).map((name): Entry => ({ name, iv: indexedValue(index, value[name] ?? null) }));
      entries.sort((a, b) => compareEntries(index, a, b));
      idx = { index, entries, values: new Map(entries.map((e) => [e.name, e.iv])) };
      node.indexes.set(indexKey(index), idx);
    }
    return idx;
  }

  /** One child changed (null: removed): its entry moves to where its new value sorts. */
  private update(idx: SortedIndex, name: string, child: Json): void {
    if (idx.values.has(name)) {
      const old: Entry = { name, iv: idx.values.get(name) ?? null };
      const at = lowerBound(idx.index, idx.entries, old);
      if (idx.entries[at]?.name === name) idx.entries.splice(at, 1);
      idx.values.delete(name);
    }
    if (child === null) return;
    const e: Entry = { name, iv: indexedValue(idx.index, child) };
    idx.entries.splice(lowerBound(idx.index, idx.entries, e), 0, e);
    idx.values.set(name, e.iv);
  }
}
