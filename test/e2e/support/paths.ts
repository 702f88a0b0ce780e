// Where the e2e runs keep their files, all under test/e2e/.tmp (gitignored): each run builds into its own
// run-<id>/, so two runs at once never overwrite each other's build; the screenshots go to screenshots/,
// where they stay after the run to be looked at (a test run leaves the working tree as it found it).
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const tmpDir = join(repoRoot, 'test/e2e/.tmp');
export const screenshotDir = join(tmpDir, 'screenshots');
