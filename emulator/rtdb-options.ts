// Reads the rules (and checks the data file) that the `rtdb` and `backend` scripts were given.
import { existsSync, readFileSync } from 'node:fs';
import type { RulesOption } from './rtdb/index.ts';

/** `none` means allow everything; otherwise the file must exist (it is not optional by accident). */
export function readRulesFlag(file: string): RulesOption {
  if (file === 'none') return 'allow-all';
  if (!existsSync(file)) throw new Error(`the rules file ${file} does not exist (pass --rules FILE, or --rules none to allow everything)`);
  return readFileSync(file, 'utf8');
}
