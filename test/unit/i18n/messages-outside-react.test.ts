// @vitest-environment happy-dom
// A message made outside React (`catalog.t`: an error thrown by a client, a notice built in a callback)
// is in the golfer's language from the first time (docs/ARCHITECTURE.md, "Languages"): every catalog
// is loaded in the current language before its code runs, and a change of language waits until every
// catalog has the new one.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Catalog } from '../../../src/i18n/catalog.ts';

type CatalogModule = Record<string, unknown>;
const indexes = import.meta.glob<CatalogModule>('../../../src/**/i18n/index.ts');

const isCatalog = (v: unknown): v is Catalog<string> => typeof v === 'object' && v !== null && 't' in v && 'load' in v;

/** A key of the catalog whose Spanish message is plain text (no value, no quoting), and that text. */
function plainSpanish(indexPath: string): [string, string] {
  const messages = JSON.parse(readFileSync(new URL(indexPath.replace(/index\.ts$/, 'es.json'), import.meta.url), 'utf8')) as Record<string, string>;
  const found = Object.entries(messages).find(([, m]) => !/[{}'#<]/.test(m));
  if (!found) throw new Error(`${indexPath}: no plain Spanish message to check`);
  return found;
}

async function catalogOf(path: string): Promise<Catalog<string>> {
  const module = await (indexes[path] as () => Promise<CatalogModule>)();
  const catalog = Object.values(module).find(isCatalog);
  if (!catalog) throw new Error(`${path} exports no catalog`);
  return catalog;
}

// Each test starts from fresh modules: the language store and the catalogs it loads come together.
let language: typeof import('../../../src/i18n/language.ts');
beforeEach(async () => {
  vi.resetModules();
  language = await import('../../../src/i18n/language.ts');
});
afterEach(() => language.chooseLanguage(undefined));

describe('messages made outside React', () => {
  it('every part loads its catalog before its code runs', () => {
    expect(Object.keys(indexes).length).toBeGreaterThan(20);
    for (const path of Object.keys(indexes)) {
      expect(readFileSync(new URL(path, import.meta.url), 'utf8'), path).toMatch(/export const \w+ = await loadCatalog\(/);
    }
  });

  it('are in Spanish at once after the golfer chooses Spanish, in every catalog already loaded', async () => {
    const catalogs = await Promise.all(Object.keys(indexes).map(async (path) => [path, await catalogOf(path)] as const));
    const choosing = language.chooseLanguage('es');
    // Until every catalog has its Spanish, the app stays in English: no message half in each. A catalog
    // whose code arrives meanwhile loads both.
    expect(language.languageState().language).toBe('en');
    expect(language.languagesNeeded()).toEqual(['en', 'es']);
    await choosing;
    expect(language.languageState().language).toBe('es');
    expect(language.languagesNeeded()).toEqual(['es']);
    for (const [path, catalog] of catalogs) {
      const [key, text] = plainSpanish(path);
      expect(catalog.t(key), `${path} ${key}`).toBe(text);
    }
  });

  it('are in Spanish the first time for a part whose code arrives while the app speaks Spanish', async () => {
    await language.chooseLanguage('es');
    // A fresh copy of the modules: the part's code (a lazily loaded route, a client) arrives now.
    vi.resetModules();
    language = await import('../../../src/i18n/language.ts');
    expect(language.languageState().language).toBe('es');
    const path = Object.keys(indexes).find((p) => p.includes('/golf-course-api/')) as string;
    const [key, text] = plainSpanish(path);
    const catalog = await catalogOf(path);
    expect(catalog.t(key)).toBe(text);
  });

  it('follow the latest choice when the golfer changes their mind while one loads', async () => {
    await catalogOf(Object.keys(indexes)[0] as string);
    const first = language.chooseLanguage('es');
    const second = language.chooseLanguage('en');
    await Promise.all([first, second]);
    expect(language.languageState().language).toBe('en');
  });
});
