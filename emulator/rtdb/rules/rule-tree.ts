// Compiles the `rules` object of database.rules.json into a tree of parsed expressions, checking it
// the way Firebase does on deploy: unknown `.` keys, bad rule values, two wildcards on one level and
// expressions that do not parse or use unknown variables are errors when the rules are loaded.
import { parseExpression, type Expr, type RuleKind } from './parser.ts';

/** `true`/`false` written as JSON booleans are constant rules. */
export type CompiledRule = { src: string; expr: Expr } | boolean;

export interface RuleNode {
  read?: CompiledRule;
  write?: CompiledRule;
  validate?: CompiledRule;
  indexOn: string[];
  children: Map<string, RuleNode>;
  wildcard?: { name: string; node: RuleNode };
}

export class RulesLoadError extends Error {
  override name = 'RulesLoadError';
}

const KINDS: Record<string, RuleKind> = { '.read': '.read', '.write': '.write', '.validate': '.validate' };

function compileRule(value: unknown, kind: RuleKind, wildcards: string[], where: string): CompiledRule {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') throw new RulesLoadError(`${where}/${kind} must be a string or a boolean`);
  try {
    return { src: value, expr: parseExpression(value, kind, wildcards) };
  } catch (err) {
    throw new RulesLoadError(`${where}/${kind}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function compileNode(raw: unknown, wildcards: string[], where: string): RuleNode {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new RulesLoadError(`${where || '/'} must be an object`);
  const node: RuleNode = { indexOn: [], children: new Map() };
  for (const [key, value] of Object.entries(raw)) {
    const kind = KINDS[key];
    if (kind === '.read') node.read = compileRule(value, kind, wildcards, where);
    else if (kind === '.write') node.write = compileRule(value, kind, wildcards, where);
    else if (kind === '.validate') node.validate = compileRule(value, kind, wildcards, where);
    else if (key === '.indexOn') {
      const list: unknown[] = Array.isArray(value) ? value : [value];
      if (!list.every((v): v is string => typeof v === 'string')) throw new RulesLoadError(`${where}/.indexOn must be a string or an array of strings`);
      node.indexOn = list;
    } else if (key.startsWith('.')) {
      throw new RulesLoadError(`${where}: unknown rule type ${key}`);
    } else if (key.startsWith('$')) {
      if (node.wildcard) throw new RulesLoadError(`${where}: two wildcards (${node.wildcard.name}, ${key}) on one level`);
      if (wildcards.includes(key)) throw new RulesLoadError(`${where}: wildcard ${key} is already used above`);
      node.wildcard = { name: key, node: compileNode(value, [...wildcards, key], `${where}/${key}`) };
    } else {
      node.children.set(key, compileNode(value, wildcards, `${where}/${key}`));
    }
  }
  return node;
}

export function compileRules(doc: unknown): RuleNode {
  if (typeof doc !== 'object' || doc === null || !('rules' in doc)) throw new RulesLoadError('The rules document needs a top-level "rules" object');
  const extra = Object.keys(doc).filter((k) => k !== 'rules');
  if (extra.length) throw new RulesLoadError(`Unknown top-level keys: ${extra.join(', ')}`);
  return compileNode((doc as { rules: unknown }).rules, [], '');
}

/** The rule node for one child key: a named child wins over the wildcard, which binds the key. */
export function childRule(node: RuleNode, key: string): { node: RuleNode; bind?: [string, string] } | undefined {
  const named = node.children.get(key);
  if (named) return { node: named };
  if (node.wildcard) return { node: node.wildcard.node, bind: [node.wildcard.name, key] };
  return undefined;
}
