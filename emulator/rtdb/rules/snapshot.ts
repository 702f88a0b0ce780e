// The RuleDataSnapshot of the rules language (`data`, `newData`, `root`): a location in one tree.
import { childKeys, getAt, getPriority, hasData, stripMeta } from './tree.ts';
import type { Json } from './types.ts';

export class RuleSnapshot {
  /** The node at `path`, found once: a rule reads it many times, and the tree does not change while
   * rules are evaluated. */
  private found: Json | undefined;

  constructor(
    readonly tree: Json,
    readonly path: readonly string[],
    node?: Json,
  ) {
    this.found = node;
  }

  private node(): Json {
    if (this.found === undefined) this.found = getAt(this.tree, this.path);
    return this.found;
  }

  /** The value with priority metadata removed; objects come back whole (as Firebase's val()). */
  val(): Json {
    const strip = (v: Json): Json => {
      const n = stripMeta(v);
      if (typeof n !== 'object' || n === null) return n;
      // No prototype: a `__proto__` child is copied as data, never set as the prototype.
      const out = Object.create(null) as { [key: string]: Json };
      for (const k of childKeys(n)) {
        const c = Array.isArray(n) ? n[Number(k)] : n[k];
        out[k] = strip(c ?? null);
      }
      return Object.keys(out).length ? out : null;
    };
    return strip(this.node());
  }

  /** `child('a/b')` goes two levels down; a missing child is an empty snapshot, not an error. */
  child(relPath: string): RuleSnapshot {
    const segments = relPath.split('/').filter((s) => s !== '');
    // From this node down, not from the root again (getAt's walk, the rest of the way).
    return new RuleSnapshot(this.tree, [...this.path, ...segments], getAt(this.node(), segments));
  }

  /** The parent location, or null at the root (calling a method on it is then an error). */
  parent(): RuleSnapshot | null {
    return this.path.length ? new RuleSnapshot(this.tree, this.path.slice(0, -1)) : null;
  }

  exists(): boolean {
    return hasData(this.node());
  }

  hasChild(relPath: string): boolean {
    return this.child(relPath).exists();
  }

  /** Without an argument: whether there are any children; with a list: whether every one exists. */
  hasChildren(keys?: readonly string[]): boolean {
    if (keys === undefined) return childKeys(this.node()).length > 0;
    return keys.every((k) => this.hasChild(k));
  }

  isNumber(): boolean {
    return typeof stripMeta(this.node()) === 'number';
  }

  isString(): boolean {
    return typeof stripMeta(this.node()) === 'string';
  }

  isBoolean(): boolean {
    return typeof stripMeta(this.node()) === 'boolean';
  }

  getPriority(): string | number | null {
    return getPriority(this.node());
  }
}
