// A sandboxed interpreter for parsed rule expressions: it walks the syntax tree and only ever calls
// the methods listed here, so a rule can neither run host code nor reach host objects.
import type { Expr } from './parser.ts';
import { RuleSnapshot } from './snapshot.ts';

/** A read-only record such as `auth`, `auth.token`, `query` or an object returned by `val()`. */
export interface RuleRecord {
  readonly [key: string]: unknown;
}

export type Value = string | number | boolean | null | RegExp | RuleSnapshot | RuleRecord | readonly Value[];

/** Raised for type errors, missing methods, member access on null...: the rule then evaluates to false. */
export class RuleEvalError extends Error {
  override name = 'RuleEvalError';
}

export type Scope = Readonly<Record<string, Value>>;

function fail(msg: string): never {
  throw new RuleEvalError(msg);
}

function typeName(v: Value): string {
  if (v === null) return 'null';
  if (v instanceof RuleSnapshot) return 'snapshot';
  if (v instanceof RegExp) return 'regex';
  if (Array.isArray(v)) return 'array';
  return typeof v;
}

function isRecord(v: Value): v is RuleRecord {
  return typeof v === 'object' && v !== null && !(v instanceof RuleSnapshot) && !(v instanceof RegExp) && !Array.isArray(v);
}

/** Host values (claims, `val()` results) become rule values; anything else is refused. */
function fromHost(v: unknown): Value {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map(fromHost);
  if (typeof v === 'object') {
    // Plain records: object literals, parsed JSON, and the prototype-less objects of the data tree.
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto === Object.prototype || proto === null) return v as RuleRecord;
  }
  return fail(`unsupported value of type ${typeof v}`);
}

function bool(v: Value, what: string): boolean {
  if (typeof v !== 'boolean') fail(`${what} must be a boolean, got ${typeName(v)}`);
  return v;
}

function num(v: Value, op: string): number {
  if (typeof v !== 'number') fail(`operator ${op} needs numbers, got ${typeName(v)}`);
  return v;
}

function str(v: Value, method: string): string {
  if (typeof v !== 'string') fail(`${method}() needs a string argument, got ${typeName(v)}`);
  return v;
}

function arity(args: Value[], min: number, max: number, method: string): void {
  if (args.length < min || args.length > max) fail(`${method}() takes ${min === max ? min : `${min}-${max}`} argument(s)`);
}

function ownProperty(rec: RuleRecord, key: string): Value {
  return Object.prototype.hasOwnProperty.call(rec, key) ? fromHost(rec[key]) : null;
}

function member(obj: Value, prop: string): Value {
  if (typeof obj === 'string') {
    if (prop === 'length') return obj.length;
    return fail(`strings have no property '${prop}'`);
  }
  if (isRecord(obj)) return ownProperty(obj, prop);
  return fail(`cannot read '${prop}' of ${typeName(obj)}`);
}

function index(obj: Value, key: Value): Value {
  if (isRecord(obj) && typeof key === 'string') return ownProperty(obj, key);
  if (Array.isArray(obj) && typeof key === 'number') return (obj as Value[])[key] ?? null;
  return fail(`cannot index ${typeName(obj)} with ${typeName(key)}`);
}

function snapshotMethod(s: RuleSnapshot, method: string, args: Value[]): Value {
  switch (method) {
    case 'val':
      arity(args, 0, 0, method);
      return fromHost(s.val());
    case 'child':
      arity(args, 1, 1, method);
      return s.child(str(args[0] ?? null, method));
    case 'parent':
      arity(args, 0, 0, method);
      return s.parent();
    case 'exists':
      arity(args, 0, 0, method);
      return s.exists();
    case 'hasChild':
      arity(args, 1, 1, method);
      return s.hasChild(str(args[0] ?? null, method));
    case 'hasChildren': {
      arity(args, 0, 1, method);
      const list = args[0];
      if (list === undefined) return s.hasChildren();
      if (!Array.isArray(list)) return fail('hasChildren() needs an array of strings');
      return s.hasChildren((list as Value[]).map((k) => str(k, method)));
    }
    case 'isNumber':
      arity(args, 0, 0, method);
      return s.isNumber();
    case 'isString':
      arity(args, 0, 0, method);
      return s.isString();
    case 'isBoolean':
      arity(args, 0, 0, method);
      return s.isBoolean();
    case 'getPriority':
      arity(args, 0, 0, method);
      return s.getPriority();
    default:
      return fail(`snapshots have no method ${method}()`);
  }
}

function stringMethod(s: string, method: string, args: Value[]): Value {
  switch (method) {
    case 'contains':
      arity(args, 1, 1, method);
      return s.includes(str(args[0] ?? null, method));
    case 'beginsWith':
      arity(args, 1, 1, method);
      return s.startsWith(str(args[0] ?? null, method));
    case 'endsWith':
      arity(args, 1, 1, method);
      return s.endsWith(str(args[0] ?? null, method));
    case 'replace':
      // Firebase replaces every occurrence (there is no regex form).
      arity(args, 2, 2, method);
      return s.split(str(args[0] ?? null, method)).join(str(args[1] ?? null, method));
    case 'toLowerCase':
      arity(args, 0, 0, method);
      return s.toLowerCase();
    case 'toUpperCase':
      arity(args, 0, 0, method);
      return s.toUpperCase();
    case 'matches': {
      arity(args, 1, 1, method);
      const re = args[0];
      if (!(re instanceof RegExp)) return fail('matches() needs a regular expression literal');
      re.lastIndex = 0;
      return re.test(s);
    }
    default:
      return fail(`strings have no method ${method}()`);
  }
}

function equal(a: Value, b: Value): boolean {
  if (a instanceof RuleSnapshot || b instanceof RuleSnapshot) fail('snapshots cannot be compared; use val()');
  if (a instanceof RegExp || b instanceof RegExp) fail('regular expressions cannot be compared');
  return a === b;
}

function compare(op: string, a: Value, b: Value): boolean {
  const bothNumbers = typeof a === 'number' && typeof b === 'number';
  const bothStrings = typeof a === 'string' && typeof b === 'string';
  if (!bothNumbers && !bothStrings) fail(`operator ${op} needs two numbers or two strings`);
  const x = a as number | string;
  const y = b as number | string;
  switch (op) {
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    default:
      return x >= y;
  }
}

function isPrimitive(v: Value): v is string | number | boolean | null {
  return v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

function binary(op: string, a: Value, b: Value): Value {
  switch (op) {
    case '==':
    case '===':
      return equal(a, b);
    case '!=':
    case '!==':
      return !equal(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compare(op, a, b);
    case '+':
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      // String concatenation, e.g. 'matches/' + $matchId or a number turned into a key.
      if ((typeof a === 'string' || typeof b === 'string') && isPrimitive(a) && isPrimitive(b)) return String(a) + String(b);
      return fail(`operator + cannot combine ${typeName(a)} and ${typeName(b)}`);
    case '-':
      return num(a, op) - num(b, op);
    case '*':
      return num(a, op) * num(b, op);
    case '/':
      return num(a, op) / num(b, op);
    case '%':
      return num(a, op) % num(b, op);
    default:
      return fail(`unknown operator ${op}`);
  }
}

export function evaluate(e: Expr, scope: Scope): Value {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'regex':
      return e.re;
    case 'var': {
      const v = scope[e.name];
      if (v === undefined) return fail(`unknown variable ${e.name}`);
      return v;
    }
    case 'array':
      return e.items.map((item) => evaluate(item, scope));
    case 'member':
      return member(evaluate(e.obj, scope), e.prop);
    case 'index':
      return index(evaluate(e.obj, scope), evaluate(e.key, scope));
    case 'call': {
      const obj = evaluate(e.obj, scope);
      const args = e.args.map((a) => evaluate(a, scope));
      if (obj instanceof RuleSnapshot) return snapshotMethod(obj, e.method, args);
      if (typeof obj === 'string') return stringMethod(obj, e.method, args);
      return fail(`cannot call ${e.method}() on ${typeName(obj)}`);
    }
    case 'unary': {
      const v = evaluate(e.arg, scope);
      return e.op === '!' ? !bool(v, 'operand of !') : -num(v, '-');
    }
    case 'binary':
      return binary(e.op, evaluate(e.left, scope), evaluate(e.right, scope));
    case 'logical': {
      const left = bool(evaluate(e.left, scope), `left side of ${e.op}`);
      if (e.op === '&&' ? !left : left) return left;
      return bool(evaluate(e.right, scope), `right side of ${e.op}`);
    }
    case 'cond':
      return bool(evaluate(e.test, scope), 'condition of ?:') ? evaluate(e.then, scope) : evaluate(e.else, scope);
  }
}

/** The outcome of a rule: only a boolean `true` grants; errors and non-boolean results deny. */
export function evaluateRule(e: Expr, scope: Scope): { ok: boolean; error?: string } {
  try {
    const v = evaluate(e, scope);
    return v === true ? { ok: true } : { ok: false, ...(typeof v === 'boolean' ? {} : { error: `result is ${typeName(v)}, not a boolean` }) };
  } catch (err) {
    // Any failure while evaluating (including a stack overflow on absurdly deep data) denies.
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}
