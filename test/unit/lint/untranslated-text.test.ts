// The rule that keeps words out of translated components (eslint/no-untranslated-text.js,
// docs/ARCHITECTURE.md "Languages"), run on planted source with the repository's real eslint.config.js.
import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlanted, ruleErrors } from './lint-planted.ts';

const TRANSLATED_FILE = 'src/features/auth/LoginPage.tsx';

function untranslated(code: string): Promise<string[]> {
  return ruleErrors('i18n/no-untranslated-text', TRANSLATED_FILE, code);
}

describe('no untranslated text', () => {
  // ESLint loads the repository's config, plugins and TypeScript parser at its first file: set up here,
  // so the cases measure the rule, not a loaded machine's start-up.
  beforeAll(() => lintPlanted(TRANSLATED_FILE, 'export {};'), 60_000);

  it('refuses words between tags, in text attributes and in a shown conditional', async () => {
    const errors = await untranslated(
      [
        'export const A = () => <p>Sign in</p>;',
        'export const B = () => <input aria-label="Your e-mail" placeholder={"name@example.com"} />;',
        "export const C = ({ busy }: { busy: boolean }) => <b>{busy ? 'Saving' : 'Save'}</b>;",
        'export const D = ({ n }: { n: number }) => <b title={`${n} holes`} />;',
      ].join('\n'),
    );
    expect(errors).toHaveLength(6);
  });

  it('lets through messages, punctuation, numbers and attributes nobody reads', async () => {
    const errors = await untranslated(
      [
        "const t = (k: string) => k;",
        "export const A = () => <p className=\"page-title\" data-testid=\"x\">{t('login.title')} · — 18 +1 %</p>;",
        "export const B = () => <input aria-label={t('login.email')} type=\"email\" />;",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
