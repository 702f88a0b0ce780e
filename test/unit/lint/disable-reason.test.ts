// Every disable comment gives its reason (eslint/require-disable-reason.js, docs/ARCHITECTURE.md
// "Layers"): otherwise a bare `eslint-disable-next-line` would silence the layer rule unseen.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlanted, ruleErrors, loadESLint, LOAD_ESLINT_TIMEOUT_MS } from './lint-planted.ts';

const RULE = 'disable-comments/require-disable-reason';
const CROSS_FEATURE = "import { PlayScreen } from '../play/PlayScreen.tsx';";

describe('disable comments', () => {
  beforeAll(loadESLint, LOAD_ESLINT_TIMEOUT_MS);

  it('refuses a bare eslint-disable-next-line over a wrong import', async () => {
    const errors = await ruleErrors(
      RULE,
      'src/features/bag/Planted.tsx',
      `// eslint-disable-next-line\n${CROSS_FEATURE}\nexport const planted = PlayScreen;\n`,
    );
    expect(errors).toEqual([expect.stringContaining('`eslint-disable-next-line` needs a reason')]);
  });

  it('refuses a disable that names its rule but gives no reason', async () => {
    const errors = await ruleErrors(
      RULE,
      'src/features/bag/Planted.tsx',
      `// eslint-disable-next-line layers/layer-boundaries --\n${CROSS_FEATURE}\nexport const planted = PlayScreen;\n`,
    );
    expect(errors).toEqual([expect.stringContaining('`eslint-disable-next-line` needs a reason')]);
  });

  it('is not silenced by the bare eslint-disable-line or eslint-disable it reports', async () => {
    const sameLine = await ruleErrors(
      RULE,
      'src/features/bag/Planted.tsx',
      `${CROSS_FEATURE} // eslint-disable-line\nexport const planted = PlayScreen;\n`,
    );
    expect(sameLine).toEqual([expect.stringContaining('`eslint-disable-line` needs a reason')]);
    const wholeFile = await ruleErrors(
      RULE,
      'src/features/bag/Planted.tsx',
      `/* eslint-disable */\n${CROSS_FEATURE}\nexport const planted = PlayScreen;\n`,
    );
    expect(wholeFile).toEqual([expect.stringContaining('`eslint-disable` needs a reason')]);
  });

  it('lets a disable with its reason pass', async () => {
    const messages = await lintPlanted(
      'emulator/planted.ts',
      '// eslint-disable-next-line no-control-regex -- control characters are what it looks for\nexport const planted = /[\\u0000-\\u001f]/;\n',
    );
    expect(messages).toEqual([]);
  });
});
