// Translates the JSON schemas of schemas/ into `.validate` rule trees, so that the server refuses
// exactly the shapes the local database refuses. Covers the keywords the schemas use: type, enum,
// minimum/maximum, minLength/maxLength, pattern, multipleOf 1, required, properties,
// additionalProperties: false, patternProperties, items, minItems, maxItems.

export interface SchemaNode {
  readonly type?: string;
  readonly enum?: readonly (string | number)[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly required?: readonly string[];
  readonly properties?: { readonly [key: string]: SchemaNode };
  readonly additionalProperties?: boolean;
  readonly patternProperties?: { readonly [pattern: string]: SchemaNode };
  readonly items?: SchemaNode;
  readonly minItems?: number;
  readonly maxItems?: number;
}

/** A rules tree as written in database.rules.json. */
export interface RulesTree {
  [key: string]: RulesTree | string | boolean | string[];
}

/** A regex literal for the rules language: `/` must be escaped inside it. */
export function regexLiteral(pattern: string): string {
  return `/${pattern.replace(/(\\.)|\//g, (m, escaped: string | undefined) => escaped ?? '\\/')}/`;
}

/** A regex matching the decimal integers 0..max (no leading zeros), for array index keys. */
export function indexRangePattern(max: number): string {
  const digits = String(max);
  const parts: string[] = [];
  // Repetitions are spelled out: Firebase's regular expressions are a subset without `{n}` guarantees.
  const anyDigits = (n: number) => '[0-9]'.repeat(n);
  for (let len = 1; len < digits.length; len++) parts.push(len === 1 ? '[0-9]' : `[1-9]${anyDigits(len - 1)}`);
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const lo = i === 0 && digits.length > 1 ? 1 : 0;
    if (d - 1 >= lo) {
      const rest = digits.length - i - 1;
      parts.push(`${digits.slice(0, i)}[${lo}-${d - 1}]${anyDigits(rest)}`);
    }
  }
  parts.push(digits);
  return `^(${parts.join('|')})$`;
}

function literal(v: string | number): string {
  return typeof v === 'number' ? String(v) : `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** Arrays up to this many items are checked for gaps (longer ones would make the rules file too big). */
export const GAPLESS_MAX_ITEMS = 100;

/**
 * What an array node needs besides children: no gap (item k only where item k-1 is) and its
 * `minItems`. `.validate` never runs on a removed node, but it runs on its ancestors: so an update that
 * takes one item out (`{'holes/3': null}`) is refused at the array, as a whole document without that
 * item would be. Spelled out item by item: rules cannot count children.
 */
export function arrayConditions(s: SchemaNode): string[] {
  const c: string[] = [];
  if (s.minItems !== undefined && s.minItems > 0) c.push(`newData.hasChild('${s.minItems - 1}')`);
  if (s.maxItems !== undefined && s.maxItems <= GAPLESS_MAX_ITEMS) {
    for (let k = 1; k < s.maxItems; k++) c.push(`(!newData.hasChild('${k}') || newData.hasChild('${k - 1}'))`);
  }
  return c;
}

/** The conditions on `newData` itself (not its children) that a schema node imposes. */
export function valueConditions(s: SchemaNode): string[] {
  const c: string[] = [];
  switch (s.type) {
    case 'string':
      c.push('newData.isString()');
      if (s.minLength !== undefined && s.minLength > 0) c.push(`newData.val().length >= ${s.minLength}`);
      if (s.maxLength !== undefined) c.push(`newData.val().length <= ${s.maxLength}`);
      if (s.pattern !== undefined) c.push(`newData.val().matches(${regexLiteral(s.pattern)})`);
      break;
    case 'integer':
    case 'number':
      c.push('newData.isNumber()');
      if (s.type === 'integer') c.push('newData.val() % 1 === 0');
      if (s.minimum !== undefined) c.push(`newData.val() >= ${s.minimum}`);
      if (s.maximum !== undefined) c.push(`newData.val() <= ${s.maximum}`);
      break;
    case 'boolean':
      c.push('newData.isBoolean()');
      break;
    case 'object':
      // A stored object always has children (RTDB drops empty ones), so this also refuses leaves.
      c.push(s.required?.length ? `newData.hasChildren([${s.required.map(literal).join(', ')}])` : 'newData.hasChildren()');
      break;
    case 'array':
      c.push('newData.hasChildren()', ...arrayConditions(s));
      break;
    default:
      throw new Error(`schema type ${String(s.type)} has no rules translation`);
  }
  if (s.enum) c.push(`(${s.enum.map((v) => `newData.val() === ${literal(v)}`).join(' || ')})`);
  return c;
}

/**
 * The rules tree for one schema node. `wildcard` names the `$` variable of array items and pattern
 * properties below it; `extra` adds conditions by property path ('' is this node, 'a/b' a descendant).
 */
export function schemaToRules(s: SchemaNode, name: string, extra: Readonly<Record<string, string>> = {}, at = ''): RulesTree {
  const conds = valueConditions(s);
  const more = extra[at];
  if (more) conds.push(`(${more})`);
  const tree: RulesTree = { '.validate': conds.join(' && ') };
  const sub = (key: string) => (at ? `${at}/${key}` : key);
  if (s.type === 'object') {
    for (const [key, child] of Object.entries(s.properties ?? {})) tree[key] = schemaToRules(child, key, extra, sub(key));
    const patterns = Object.entries(s.patternProperties ?? {});
    if (patterns.length > 1) throw new Error(`${name}: only one patternProperties entry is supported`);
    const [pattern] = patterns;
    if (pattern) {
      const [re, child] = pattern;
      const variable = `$${name}Key`;
      const inner = schemaToRules(child, `${name}Item`, extra, sub('*'));
      inner['.validate'] = `${variable}.matches(${regexLiteral(re)}) && ${String(inner['.validate'])}`;
      tree[variable] = inner;
    } else if (s.additionalProperties === false) {
      tree.$other = { '.validate': false };
    }
  } else if (s.type === 'array') {
    if (!s.items) throw new Error(`${name}: arrays need items`);
    const variable = `$${name}Index`;
    const inner = schemaToRules(s.items, `${name}Item`, extra, sub('*'));
    const max = s.maxItems === undefined ? '^(0|[1-9][0-9]*)$' : indexRangePattern(s.maxItems - 1);
    inner['.validate'] = `${variable}.matches(${regexLiteral(max)}) && ${String(inner['.validate'])}`;
    tree[variable] = inner;
  }
  return tree;
}
