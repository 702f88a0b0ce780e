// Message catalogs: each part of the app owns `i18n/en.json` and `i18n/es.json` beside its code, ICU
// MessageFormat compiled at build time (scripts/vite-i18n-catalogs.ts). English ships with the part's
// code; another language loads on demand, the first time that part is shown in it
// (docs/ARCHITECTURE.md, "Languages").
import { setupI18n, type I18n, type Messages as CompiledMessages } from '@lingui/core';
import { use, useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../schemas/enums.ts';
import { languageState, subscribeLanguage } from './language.ts';

/** The values a message interpolates: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | undefined>;

/** Translates one key of a catalog. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** The keys of a catalog: `Translate<KeyOf<typeof someText>>` types a translator passed to a helper. */
export type KeyOf<C> = C extends Catalog<infer Key> ? Key : never;

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

export interface Catalog<Key extends string> {
  /** The message in the current language; English while that language is still loading. For code
   * outside React (a notice built in a callback); components use `useT`. */
  t: Translate<Key>;
  /** Resolves once the catalog is ready in `language`. */
  load(language: Language): Promise<void>;
  /** The ready translator for `language`, or undefined while it loads. */
  ready(language: Language): I18n | undefined;
}

/**
 * A catalog from its English messages (imported, so they ship with the code that shows them) and a
 * loader for each other language. `Key` is the English file's keys: a key missing in English is a
 * type error; test/unit/i18n/catalogs.test.ts checks the other languages have the same keys.
 */
export function defineCatalog<Key extends string>(
  english: Record<Key, unknown>,
  others: Record<Exclude<Language, 'en'>, Loader>,
): Catalog<Key> {
  const translators = new Map<Language, I18n>();
  const loading = new Map<Language, Promise<void>>();
  const make = (language: Language, messages: Messages) => {
    // The build compiled every message (scripts/vite-i18n-catalogs.ts): Lingui's own compiled form.
    const i18n = setupI18n({ locale: language, messages: { [language]: messages as CompiledMessages } });
    translators.set(language, i18n);
  };
  make('en', english as Messages);

  const catalog: Catalog<Key> = {
    ready: (language) => translators.get(language),
    load(language) {
      if (translators.has(language)) return Promise.resolve();
      let promise = loading.get(language);
      if (!promise) {
        promise = others[language as Exclude<Language, 'en'>]().then(
          (module) => make(language, module.default),
          (error: unknown) => {
            // Offline before this language was cached: English for now, another try next time.
            loading.delete(language);
            console.warn(`messages in ${language} not loaded`, error);
          },
        );
        loading.set(language, promise);
      }
      return promise;
    },
    t(key, values) {
      const { language } = languageState();
      const i18n = translators.get(language) ?? translators.get('en');
      if (!translators.has(language)) void catalog.load(language);
      return i18n!._(key, values);
    },
  };
  return catalog;
}

function useLanguage(): Language {
  return useSyncExternalStore(subscribeLanguage, () => languageState().language, () => languageState().language);
}

/**
 * The translator of `catalog` in the golfer's language. Suspends while that language's messages load
 * (the first time a part of the app is shown in it), so no English flashes before the translation.
 */
export function useT<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const language = useLanguage();
  let i18n = catalog.ready(language);
  if (!i18n) {
    use(catalog.load(language));
    i18n = catalog.ready(language) ?? catalog.ready('en');
  }
  const translator = i18n!;
  return useCallback((key: Key, values?: MessageValues) => translator._(key, values), [translator]);
}
