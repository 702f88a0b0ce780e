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
