// Message catalogs: each part of the app owns `i18n/en.json` and `i18n/es.json` beside its code, ICU
// MessageFormat compiled at build time (scripts/vite-i18n-catalogs.ts). English ships with the part's
// code; another language loads on demand, the first time that part is shown in it
// (docs/ARCHITECTURE.md, "Languages").
import { setupI18n, type I18n, type Messages as CompiledMessages } from '@lingui/core';
import { use, useCallback, useSyncExternalStore } from 'react';
import type { Language } from '../../schemas/enums.ts';
import { languagesNeeded, languageState, registerCatalogLoader, subscribeLanguage } from './language.ts';

/** The values a message interpolates: `{name}`, `{count, plural, ...}`. */
export type MessageValues = Record<string, string | number | undefined>;

/** Translates one key of a catalog. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** The keys of a catalog: `Translate<KeyOf<typeof someText>>` types a translator passed to a helper. */
export type KeyOf<C> = C extends Catalog<infer Key> ? Key : never;

type Messages = Record<string, unknown>;

/** A promise React's `use` reads at once when it is marked settled: a component that suspended on a
 * language's loading calls `use` again on its retry and gets the answer without suspending again. */
export function settled<T>(promise: Promise<T>, value: T): Promise<T> {
  return Object.assign(promise, { status: 'fulfilled', value });
}

type Loader = () => Promise<{ default: Messages }>;

export interface Catalog<Key extends string> {
  /** The message in the current language, for code outside React (a notice built in a callback, an
   * error thrown); components use `useT`. A catalog made by `loadCatalog` has the current language's
   * messages before its code runs, and `chooseLanguage` switches only once every catalog has the new
   * one's, so this is English only when that language could not be loaded (offline, never cached). */
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
  loading.set('en', settled(Promise.resolve(), undefined));

  const catalog: Catalog<Key> = {
    ready: (language) => translators.get(language),
    load(language) {
      // The same promise every time (settled once loaded), for `use` in useT.
      let promise = loading.get(language);
      if (!promise) {
        const pending: Promise<void> = others[language as Exclude<Language, 'en'>]().then(
          (module) => {
            make(language, module.default);
            settled(pending, undefined);
          },
          (error: unknown) => {
            // Offline before this language was cached: English for now, another try next time.
            loading.delete(language);
            console.warn(`messages in ${language} not loaded`, error);
          },
        );
        promise = pending;
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
  registerCatalogLoader(catalog.load);
  return catalog;
}

/**
 * A part's catalog, loaded in the current language before the module that defines it finishes (its
 * `i18n/index.ts`: `export const partText = await loadCatalog(en, {...})`), so nothing that imports it
 * can make a message before its words are there.
 */
export async function loadCatalog<Key extends string>(
  english: Record<Key, unknown>,
  others: Record<Exclude<Language, 'en'>, Loader>,
): Promise<Catalog<Key>> {
  const catalog = defineCatalog(english, others);
  // The one a change of language is loading too: this catalog may be defined after that change
  // loaded the others, and before the app switches.
  await Promise.all(languagesNeeded().map((language) => catalog.load(language)));
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
  // Always read through `use` (a settled promise answers at once): a render that suspended while the
  // language loaded must call it again when React retries.
  use(catalog.load(language));
  const translator = (catalog.ready(language) ?? catalog.ready('en'))!;
  return useCallback((key: Key, values?: MessageValues) => translator._(key, values), [translator]);
}
