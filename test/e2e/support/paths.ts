// Where the e2e run keeps its files (test/e2e/.tmp is gitignored; screenshots are committed).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const tmpDir = join(repoRoot, 'test/e2e/.tmp');
export const distDir = join(tmpDir, 'dist');
export const screenshotDir = join(repoRoot, 'test/e2e/screenshots');
