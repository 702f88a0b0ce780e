// The layer rule (eslint/layer-boundaries.js, docs/ARCHITECTURE.md "Layers") run on planted source text
// with the repository's real eslint.config.js.
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleErrors, loadESLint, LOAD_ESLINT_TIMEOUT_MS } from './lint-planted.ts';

/** The layer rule's messages for `code` linted as if it were the file `filePath`. */
function layerErrors(filePath: string, code: string): Promise<string[]> {
  return ruleErrors('layers/layer-boundaries', filePath, code);
}

describe('layer boundaries', () => {
  beforeAll(loadESLint, LOAD_ESLINT_TIMEOUT_MS);

  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'src/features/score-cards/Planted.tsx',
      "import { PlayScreen } from '../play/PlayScreen.tsx';\nexport const planted = PlayScreen;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/score-cards must not import features/play')]);
  });

  it("refuses another feature's styles too", async () => {
    const errors = await layerErrors('src/features/profile/Planted.tsx', "import '../score-cards/score-cards.css';\n");
    expect(errors).toEqual([expect.stringContaining('features/profile must not import features/score-cards')]);
  });

  it('refuses a feature importing app, code or CSS', async () => {
    const errors = await layerErrors(
      'src/features/bag/Planted.tsx',
      "import { router } from '../../app/router.tsx';\nimport '../../app/styles.css';\nexport const planted = router;\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toContain('features/bag must not import app');
  });

  it('resolves the @/ alias for src like a relative path', async () => {
    const errors = await layerErrors('src/features/profile/Planted.tsx', "import '@/features/score-cards/score-cards.css';\nimport '@/scoring/card-summaries.css';\n");
    expect(errors).toEqual([expect.stringContaining('features/profile must not import features/score-cards')]);
  });

  it('refuses ui importing data (independent parts of one layer)', async () => {
    const errors = await layerErrors(
      'src/ui/Planted.tsx',
      "import type { GolfDatabase } from '../data/types.ts';\nexport type Planted = GolfDatabase;\n",
    );
    expect(errors).toEqual([expect.stringContaining('ui must not import data')]);
  });

  it('refuses a dynamic import upwards (sync loading a feature)', async () => {
    const errors = await layerErrors('src/sync/planted.ts', "export const load = () => import('../features/auth/LoginPage.tsx');\n");
    expect(errors).toEqual([expect.stringContaining('sync must not import features/auth')]);
  });

  it('lets a file import its own feature, the shared kits and lower layers', async () => {
    const errors = await layerErrors(
      'src/features/courses/detail/Planted.tsx',
      [
        "import '../courses.css';",
        "import { shotCountText } from '../../../scoring/shots.ts';",
        "import { fullName } from '../../../golfers/golfer-name.ts';",
        "import { useSessionUid } from '../../../session/use-session.ts';",
        "import { errorText } from '../../../ui/error-text.ts';",
        "import type { CourseDoc } from '../../../data/types.ts';",
        "import { PICKED_UP } from '../../../domain/index.ts';",
        'export const planted: unknown[] = [shotCountText, fullName, useSessionUid, errorText, PICKED_UP];',
        'export type Planted = CourseDoc;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses golfers importing the scoring kit (independent parts of one layer)', async () => {
    const errors = await layerErrors('src/golfers/Planted.tsx', "import { shotCountText } from '../scoring/shots.ts';\nexport const planted = shotCountText;\n");
    expect(errors).toEqual([expect.stringContaining('golfers must not import scoring')]);
  });

  it('refuses a type-only import of another feature', async () => {
    const errors = await layerErrors(
      'src/features/score-cards/Planted.tsx',
      "import type { PlayScreenProps } from '../play/PlayScreen.tsx';\nexport type Planted = PlayScreenProps;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/score-cards must not import features/play')]);
  });

  it("refuses TypeScript's import types: domain naming a data type, one feature another's", async () => {
    const domain = await layerErrors('src/domain/planted.ts', "export type Planted = import('../data/types.ts').CourseDoc;\n");
    expect(domain).toEqual([expect.stringContaining('domain must not import data')]);
    const feature = await layerErrors(
      'src/features/bag/Planted.tsx',
      "export type Planted = typeof import('../play/PlayScreen.tsx');\n",
    );
    expect(feature).toEqual([expect.stringContaining('features/bag must not import features/play')]);
  });

  it('refuses the app importing the folders beside it', async () => {
    const errors = await layerErrors(
      'src/data/planted.ts',
      "import { startRtdbServer } from '../../emulator/rtdb/index.ts';\nimport '../../sw/routes.ts';\nexport const planted = startRtdbServer;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('data must not import emulator'),
      expect.stringContaining('data must not import sw'),
    ]);
  });

  it('keeps the service worker to its own files and workbox', async () => {
    const errors = await layerErrors(
      'sw/planted.ts',
      [
        "import { COURSE_IMAGE_CACHE } from './routes.ts';",
        "import { registerRoute } from 'workbox-routing';",
        "import { PICKED_UP } from '../src/domain/index.ts';",
        "import { getAuth } from 'firebase/auth';",
        'export const planted: unknown[] = [COURSE_IMAGE_CACHE, registerRoute, PICKED_UP, getAuth];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('sw must not import domain'),
      expect.stringContaining('sw must not import the package firebase'),
    ]);
  });

  it("keeps the emulator to its own files: the schemas and their rules generator are the app's", async () => {
    const errors = await layerErrors(
      'emulator/rtdb/planted.ts',
      [
        "import { RTDB_PATHS } from '../../schemas/index.ts';",
        "import { rulesFileText } from '../../schemas/rules/database-rules.ts';",
        "import { WebSocketServer } from 'ws';",
        "import type { Json } from './tree.ts';",
        "import type { CourseDoc } from '../../src/data/types.ts';",
        "import '../../scripts/migrate/plan.ts';",
        'export const planted: unknown[] = [RTDB_PATHS, rulesFileText, WebSocketServer];',
        'export type Planted = [Json, CourseDoc];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringContaining('emulator must not import schemas'),
      expect.stringContaining('emulator must not import schemas'),
      expect.stringContaining('emulator must not import data'),
      expect.stringContaining('emulator must not import scripts'),
    ]);
  });

  it('lets the rules generator read the schemas, as part of them', async () => {
    const errors = await layerErrors(
      'schemas/rules/planted.ts',
      "import { collectionSchemas } from '../index.ts';\nimport { DIRECTORY_SEARCH } from '../limits.ts';\nexport const planted: unknown[] = [collectionSchemas, DIRECTORY_SEARCH];\n",
    );
    expect(errors).toEqual([]);
  });

  it('lets scripts import the schemas, the emulator and the data, backend and sync layers, not the screens', async () => {
    const errors = await layerErrors(
      'scripts/migrate/planted.ts',
      [
        "import { RTDB_PATHS } from '../../schemas/index.ts';",
        "import { startRtdbServer } from '../../emulator/rtdb/index.ts';",
        "import { tournamentPlayerIds } from '../../src/data/migrations.ts';",
        "import { fromServer } from '../../src/backend/doc-shape.ts';",
        "import { feedPath } from '../../src/sync/replication/feeds.ts';",
        "import { BagPage } from '../../src/features/bag/BagPage.tsx';",
        'export const planted: unknown[] = [RTDB_PATHS, startRtdbServer, tournamentPlayerIds, fromServer, feedPath, BagPage];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([expect.stringContaining('scripts must not import features/bag')]);
  });

  it('keeps the backend below sync, auth and admin, and above data', async () => {
    const up = await layerErrors(
      'src/backend/planted.ts',
      "import { startSync } from '../sync/replication/index.ts';\nimport { signIn } from '../auth/auth.ts';\nexport const planted: unknown[] = [startSync, signIn];\n",
    );
    expect(up).toEqual([
      expect.stringContaining('backend must not import sync'),
      expect.stringContaining('backend must not import auth'),
    ]);
    const down = await layerErrors(
      'src/backend/planted.ts',
      "import { DirectoryUnreachableError } from '../data/directory.ts';\nexport const planted = DirectoryUnreachableError;\n",
    );
    expect(down).toEqual([]);
    for (const user of ['src/sync/replication/planted.ts', 'src/auth/planted.ts', 'src/admin/planted.ts']) {
      const errors = await layerErrors(
        user,
        `import { fromServer } from '${'../'.repeat(user.split('/').length - 2)}backend/doc-shape.ts';\nexport const planted = fromServer;\n`,
      );
      expect(errors).toEqual([]);
    }
  });

  it('refuses data importing the backend (the backend is above it)', async () => {
    const errors = await layerErrors('src/data/planted.ts', "import { getFirebase } from '../backend/firebase.ts';\nexport const planted = getFirebase;\n");
    expect(errors).toEqual([expect.stringContaining('data must not import backend')]);
  });

  it('lets app import features', async () => {
    const errors = await layerErrors(
      'src/app/routes/planted.tsx',
      "import { BagPage } from '../../features/bag/BagPage.tsx';\nexport const planted = BagPage;\n",
    );
    expect(errors).toEqual([]);
  });
});
