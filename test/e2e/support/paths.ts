// Where the e2e runs keep their files: each run builds into its own test/e2e/.tmp/run-<id>/ (gitignored),
// so two runs at once never overwrite each other's build; screenshots are committed.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const tmpDir = join(repoRoot, 'test/e2e/.tmp');
export const screenshotDir = join(repoRoot, 'test/e2e/screenshots');
