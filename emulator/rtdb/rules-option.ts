// What `rules` may be when starting a server: 'allow-all', rules JSON text or object, or an engine.
import { allowAllRules } from './allow-all.ts';
import { loadRules } from './rules/index.ts';
import type { RulesEngine } from './rules/types.ts';

export type RulesOption = 'allow-all' | string | object | RulesEngine;

const isEngine = (r: unknown): r is RulesEngine =>
  typeof r === 'object' && r !== null && typeof (r as RulesEngine).canRead === 'function' && typeof (r as RulesEngine).canWrite === 'function';

export function makeRulesEngine(rules: RulesOption): RulesEngine {
  if (rules === 'allow-all') return allowAllRules;
  if (isEngine(rules)) return rules;
  return loadRules(rules);
}
