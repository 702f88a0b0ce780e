// The Firebase semantics of `.read`, `.write`, `.validate` and `.indexOn` over a compiled rule tree.
//  - .read/.write cascade: a grant on the path or any ancestor grants, deeper rules cannot revoke it.
//    Only a rule on or above the written path grants a write: rules on children never grant a write
//    of their parent (a `set` on a whole collection needs a `.write` on the collection or above).
//  - .validate does not cascade, and it is evaluated for all the new data: every `.validate` on the
//    ancestors of the written path and on every node of the written value must hold, whether or not
//    that node's value changed. Nodes whose new value is null (deletions) are not validated.
//  - An expression that fails to evaluate, or gives anything but `true`, denies.
// (https://firebase.google.com/docs/database/security/core-syntax#read_and_write_rules_cascade,
//  https://firebase.google.com/docs/database/security/core-syntax#validating_data)
import { evaluateRule, type RuleRecord, type Scope, type Value } from './evaluate.ts';
import { childRule, type CompiledRule, type RuleNode } from './rule-tree.ts';
import { RuleSnapshot } from './snapshot.ts';
import { childKeys, getAt, hasData } from './tree.ts';
import type { Json, RulesAuth, RulesDecision, RulesEngine, RulesQuery, RulesWrite } from './types.ts';

type Vars = Readonly<Record<string, string>>;

interface Ctx {
  auth: RuleRecord | null;
  root: Json;
  newRoot: Json;
  now: number;
  query?: RuleRecord;
}

const ALLOWED: RulesDecision = { allowed: true };

function deny(reason: string): RulesDecision {
  return { allowed: false, reason };
}

function show(path: readonly string[]): string {
  return `/${path.join('/')}`;
}

function authRecord(auth: RulesAuth | null): RuleRecord | null {
  if (!auth) return null;
  return { uid: auth.uid, provider: auth.provider, token: { ...auth.token } };
}

/** The `query` variable: Firebase gives every field, false or null when the query does not use it. */
function queryRecord(q: RulesQuery | undefined): RuleRecord {
  return {
    orderByKey: q?.orderByKey ?? false,
    orderByValue: q?.orderByValue ?? false,
    orderByPriority: q?.orderByPriority ?? false,
    orderByChild: q?.orderByChild ?? null,
    startAt: q?.startAt ?? null,
    startAfter: q?.startAfter ?? null,
    endAt: q?.endAt ?? null,
    endBefore: q?.endBefore ?? null,
    equalTo: q?.equalTo ?? null,
    limitToFirst: q?.limitToFirst ?? null,
    limitToLast: q?.limitToLast ?? null,
  };
}

function scopeAt(ctx: Ctx, path: readonly string[], vars: Vars, withNewData: boolean): Scope {
  const scope: Record<string, Value> = {
    auth: ctx.auth,
    now: ctx.now,
    root: new RuleSnapshot(ctx.root, []),
    data: new RuleSnapshot(ctx.root, path),
    ...vars,
  };
  if (withNewData) scope.newData = new RuleSnapshot(ctx.newRoot, path);
  if (ctx.query) scope.query = ctx.query;
  return scope;
}

function run(rule: CompiledRule | undefined, scope: () => Scope): { ok: boolean; error?: string } {
  if (rule === undefined) return { ok: false };
  if (typeof rule === 'boolean') return { ok: rule };
  return evaluateRule(rule.expr, scope());
}

function describe(rule: CompiledRule | undefined): string {
  return typeof rule === 'object' ? rule.src : String(rule);
}

export class Engine implements RulesEngine {
  constructor(private readonly rules: RuleNode) {}

  canRead(path: string[], auth: RulesAuth | null, root: Json, now: number, query?: RulesQuery): RulesDecision {
    const ctx: Ctx = { auth: authRecord(auth), root, newRoot: root, now, query: queryRecord(query) };
    let node: RuleNode | undefined = this.rules;
    let vars: Vars = {};
    for (let depth = 0; node; depth++) {
      const here = path.slice(0, depth);
      const scopeVars = vars;
      if (run(node.read, () => scopeAt(ctx, here, scopeVars, false)).ok) return ALLOWED;
      if (depth === path.length) break;
      const next = childRule(node, path[depth] as string);
      node = next?.node;
      if (next?.bind) vars = { ...vars, [next.bind[0]]: next.bind[1] };
    }
    return deny(`no .read rule allows reading ${show(path)}`);
  }

  canWrite(write: RulesWrite): RulesDecision {
    const ctx: Ctx = { auth: authRecord(write.auth), root: write.root, newRoot: write.newRoot, now: write.now };
    for (const path of write.paths) {
      if (!this.writeGranted(ctx, path)) return deny(`no .write rule allows writing ${show(path)}`);
    }
    const validated = new Set<string>();
    for (const path of write.paths) {
      const failure = this.validatePath(ctx, path, validated);
      if (failure) return deny(failure);
    }
    return ALLOWED;
  }

  indexOn(path: string[]): string[] {
    let node: RuleNode | undefined = this.rules;
    for (const key of path) {
      node = node && childRule(node, key)?.node;
      if (!node) return [];
    }
    return [...node.indexOn];
  }

  private writeGranted(ctx: Ctx, path: readonly string[]): boolean {
    let node: RuleNode = this.rules;
    let vars: Vars = {};
    for (let depth = 0; ; depth++) {
      const here = path.slice(0, depth);
      const scopeVars = vars;
      if (run(node.write, () => scopeAt(ctx, here, scopeVars, true)).ok) return true;
      if (depth === path.length) return false;
      const next = childRule(node, path[depth] as string);
      if (!next) return false;
      node = next.node;
      if (next.bind) vars = { ...vars, [next.bind[0]]: next.bind[1] };
    }
  }

  /** Runs the `.validate` rules a write at `path` triggers; returns why it fails, or undefined. */
  private validatePath(ctx: Ctx, path: readonly string[], validated: Set<string>): string | undefined {
    let node: RuleNode = this.rules;
    let vars: Vars = {};
    for (let depth = 0; depth < path.length; depth++) {
      const failure = this.validateNode(ctx, node, path.slice(0, depth), vars, validated);
      if (failure) return failure;
      const next = childRule(node, path[depth] as string);
      if (!next) return undefined;
      node = next.node;
      if (next.bind) vars = { ...vars, [next.bind[0]]: next.bind[1] };
    }
    return this.validateTree(ctx, node, path, vars, validated);
  }

  private validateTree(ctx: Ctx, node: RuleNode, path: readonly string[], vars: Vars, validated: Set<string>): string | undefined {
    const after = getAt(ctx.newRoot, path);
    if (!hasData(after)) return undefined;
    const failure = this.validateNode(ctx, node, path, vars, validated);
    if (failure) return failure;
    for (const key of childKeys(after)) {
      const next = childRule(node, key);
      if (!next) continue;
      const childVars = next.bind ? { ...vars, [next.bind[0]]: next.bind[1] } : vars;
      const childFailure = this.validateTree(ctx, next.node, [...path, key], childVars, validated);
      if (childFailure) return childFailure;
    }
    return undefined;
  }

  private validateNode(ctx: Ctx, node: RuleNode, path: readonly string[], vars: Vars, validated: Set<string>): string | undefined {
    if (node.validate === undefined || !hasData(getAt(ctx.newRoot, path))) return undefined;
    const key = path.join('/');
    if (validated.has(key)) return undefined;
    validated.add(key);
    const result = run(node.validate, () => scopeAt(ctx, path, vars, true));
    if (result.ok) return undefined;
    return `.validate failed at ${show(path)}: ${describe(node.validate)}${result.error ? ` (${result.error})` : ''}`;
  }
}
