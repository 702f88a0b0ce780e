// Only src/backend, src/sync, src/auth and src/admin talk to Firebase (docs/ARCHITECTURE.md, Layers): a
// static or a dynamic firebase import anywhere else in src fails lint; the four parts may.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlanted, loadESLint, LOAD_ESLINT_TIMEOUT_MS } from './lint-planted.ts';

const firebaseErrors = async (filePath: string, code: string) =>
  (await lintPlanted(filePath, code)).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);

describe('firebase imports', () => {
  beforeAll(loadESLint, LOAD_ESLINT_TIMEOUT_MS);

  it('refuses a static import of firebase in the session and in a feature', async () => {
    const code = "import { ref } from 'firebase/database';\nexport const planted = ref;\n";
    expect(await firebaseErrors('src/session/planted.ts', code)).toHaveLength(1);
    expect(await firebaseErrors('src/features/bag/planted.ts', code)).toHaveLength(1);
  });

  it('refuses a dynamic import of firebase outside backend, sync, auth and admin', async () => {
    const code = "export const planted = () => import('firebase/database');\n";
    expect(await firebaseErrors('src/session/planted.ts', code)).toEqual([expect.stringContaining('Only src/backend, src/sync, src/auth and src/admin load Firebase')]);
  });

  it('lets backend, sync, auth and admin import firebase', async () => {
    const code = "import { ref } from 'firebase/database';\nexport const planted = ref;\nexport const later = () => import('firebase/auth');\n";
    for (const part of ['src/backend', 'src/sync', 'src/auth', 'src/admin']) expect(await firebaseErrors(`${part}/planted.ts`, code)).toEqual([]);
  });
});
