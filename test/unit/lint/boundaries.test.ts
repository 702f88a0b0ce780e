// The layer rule (eslint/layer-boundaries.js, docs/ARCHITECTURE.md "Layers") run through ESLint's own
// API on planted source text, with the repository's real eslint.config.js: proof that a wrong import
// fails `npm run lint`, not only that a rule is configured.
import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'layers/layer-boundaries';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The layer rule's messages for `code` linted as if it were the file `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('layer boundaries', () => {
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

  it('lets app import features', async () => {
    const errors = await layerErrors(
      'src/app/routes/planted.tsx',
      "import { BagPage } from '../../features/bag/BagPage.tsx';\nexport const planted = BagPage;\n",
    );
    expect(errors).toEqual([]);
  });
});
