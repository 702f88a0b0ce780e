// A rules engine that allows everything: `--rules none` and tests that are not about rules.
import type { RulesEngine } from './rules/types.ts';

export const allowAllRules: RulesEngine = {
  canRead: () => ({ allowed: true }),
  canWrite: () => ({ allowed: true }),
  indexOn: () => [],
};
