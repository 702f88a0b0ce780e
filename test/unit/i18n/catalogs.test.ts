// Every message catalog (`src/**/i18n/<language>.json`, docs/ARCHITECTURE.md "Languages") is complete in
// every language, valid ICU, interpolates the same values in each, and has no key its part never uses.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../schemas/enums.ts';
import { parse, type Token } from '@messageformat/parser';
import { compileCatalog } from '../../../scripts/vite-i18n-catalogs.ts';

const ROOT = resolve(import.meta.dirname, '../../..');

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = filesUnder(join(ROOT, 'src')).filter((f) => /\.tsx?$/.test(f));
const catalogFolders = sources.filter((f) => /[\\/]i18n[\\/]index\.ts$/.test(f) && readdirSync(dirname(f)).includes('en.json')).map(dirname);

function messagesOf(folder: string, language: string): Record<string, string> {
  return JSON.parse(readFileSync(join(folder, `${language}.json`), 'utf8')) as Record<string, string>;
}

/** The names a message interpolates (`{name}`, `{count, plural, ...}`), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if ('arg' in token) names.add(token.arg);
      if ('cases' in token) for (const c of token.cases) walk(c.tokens);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/** The source files that show a catalog's messages: those that import its index. */
function usersOf(folder: string): string[] {
  const index = join(folder, 'index.ts');
  return sources.filter((file) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']*i18n\/index\.ts)'/g)].some((m) => resolve(dirname(file), m[1] ?? '') === index),
  );
}

describe('message catalogs', () => {
  it('exist', () => {
    expect(catalogFolders.length).toBeGreaterThan(0);
  });

  for (const folder of catalogFolders) {
    const name = relative(ROOT, folder);
    const english = messagesOf(folder, 'en');

    for (const language of LANGUAGES) {
      it(`${name}: ${language} has every key, no other, each valid ICU with the same values`, () => {
        const messages = messagesOf(folder, language);
        expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(messages)) expect(message.trim(), `${language} ${key}`).not.toBe('');
        compileCatalog(messages, `${name}/${language}.json`);
        for (const [key, message] of Object.entries(english)) {
          expect(argumentsOf(messages[key] ?? ''), `${language} ${key}`).toEqual(argumentsOf(message));
        }
      });
    }

    it(`${name}: every key is used by the code that shows it`, () => {
      const code = usersOf(folder).map((f) => readFileSync(f, 'utf8')).join('\n');
      const unused = Object.keys(english).filter((key) => !code.includes(`'${key}'`));
      expect(unused).toEqual([]);
    });
  }
});
