// The security rules engine of the local RTDB server: `loadRules(text or object)` checks and compiles
// a database.rules.json document (comments allowed, as Firebase allows them) into a RulesEngine.
import { readFileSync } from 'node:fs';
import { Engine } from './engine.ts';
import { stripJsonComments } from './json-comments.ts';
import { compileRules, RulesLoadError } from './rule-tree.ts';
import type { RulesEngine } from './types.ts';

export type * from './types.ts';
export { RulesLoadError } from './rule-tree.ts';

/** Throws RulesLoadError when the document is not valid JSON or a rule does not compile. */
export function loadRules(source: string | object): RulesEngine {
  let doc: unknown = source;
  if (typeof source === 'string') {
    try {
      doc = JSON.parse(stripJsonComments(source));
    } catch (err) {
      throw new RulesLoadError(`The rules are not valid JSON: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return new Engine(compileRules(doc));
}

export function loadRulesFile(file: string): RulesEngine {
  return loadRules(readFileSync(file, 'utf8'));
}
