// Lints planted source text through ESLint's own API with the repository's real eslint.config.js: proof
// that a wrong file fails `npm run lint`, not only that a rule is configured (docs/ARCHITECTURE.md, Layers).
import { ESLint, type Linter } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint | undefined;

/** Every message ESLint gives for `code` linted as if it were the repository file `filePath`. */
export async function lintPlanted(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result?.messages ?? [];
}

/** The messages of one rule only. */
export async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  return (await lintPlanted(filePath, code)).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** Loads ESLint with the repository's config (the TypeScript parser and every plugin: seconds on a busy
 * machine) before a file's tests, in a hook with room for it, so each test times only its own lint. */
export const LOAD_ESLINT_TIMEOUT_MS = 120_000;
export async function loadESLint(): Promise<void> {
  await lintPlanted('src/domain/loaded.ts', 'export {};\n');
}
