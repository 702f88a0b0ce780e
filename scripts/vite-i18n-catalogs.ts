// Message catalogs (`<folder>/i18n/<language>.json`, ICU MessageFormat) are compiled when they are
// built, so the pages carry Lingui's small runtime and never its message parser (docs/ARCHITECTURE.md,
// "Languages"). The compiled catalog is still JSON: Vite's JSON handling turns it into a module as usual,
// and TypeScript keeps typing the keys from the source file.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

export const CATALOG_FILE = /[\\/]i18n[\\/](en|es)\.json$/;

/** One catalog's messages compiled; throws on a message that is not valid ICU, naming its key. */
export function compileCatalog(messages: Record<string, string>, file = 'catalog'): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, compileMessage(message)];
      } catch (error) {
        throw new Error(`${file}: message "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`);
      }
    }),
  );
}

export function i18nCatalogs(): Plugin {
  return {
    name: 'handicap-down:i18n-catalogs',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return null;
      const messages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      this.addWatchFile(file);
      return JSON.stringify(compileCatalog(messages, file));
    },
  };
}
