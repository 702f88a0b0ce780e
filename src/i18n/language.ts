// The app's language and the locale its dates and numbers follow (docs/ARCHITECTURE.md, "Languages").
// The golfer's choice (userData `language`, cached here for the next start, before any data is open)
// wins; without one the browser's languages decide. `<html lang>` follows.
import { LANGUAGES, type Language } from '../../schemas/enums.ts';

const CHOICE_KEY = 'handicap-down.language';

/** What each language falls back to when the browser names no region of it. */
const DEFAULT_LOCALE: Record<Language, string> = { en: 'en-GB', es: 'es-ES' };

export interface LanguageState {
  language: Language;
  /** A BCP 47 tag for `Intl` and date-fns: the browser's own tag when it speaks this language (so
   * en-US keeps its 12-hour clock and Sunday weeks), else the language's default. */
  locale: string;
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's languages that the app speaks, else English. */
export function languageFromBrowser(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The locale for `language`: the first browser tag of that language, else its default. */
export function localeFor(language: Language, tags: readonly string[]): string {
  return tags.find((tag) => tag.slice(0, 2).toLowerCase() === language) ?? DEFAULT_LOCALE[language];
}

function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

function storedChoice(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(CHOICE_KEY);
    return isLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function stateFor(choice: Language | undefined): LanguageState {
  const tags = browserTags();
  const language = choice ?? languageFromBrowser(tags);
  return { language, locale: localeFor(language, tags) };
}

let state: LanguageState = stateFor(storedChoice());
const listeners = new Set<() => void>();
/** Every catalog's loader (src/i18n/catalog.ts registers each as it is defined). */
const catalogLoaders = new Set<(language: Language) => Promise<void>>();
/** The latest choice, so an earlier one still loading does not win over it. */
let latestChoice = 0;
/** The language a choice is loading the catalogs of, until the app switches to it. */
let arriving: Language | undefined;

function applyToDocument() {
  if (typeof document !== 'undefined') document.documentElement.lang = state.locale;
}
applyToDocument();

export function languageState(): LanguageState {
  return state;
}

/** The languages a catalog defined now must have: the current one, and the one a choice is loading. */
export function languagesNeeded(): Language[] {
  return arriving === undefined || arriving === state.language ? [state.language] : [state.language, arriving];
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A catalog's loader: `chooseLanguage` loads every catalog in the new language before switching. */
export function registerCatalogLoader(load: (language: Language) => Promise<void>): void {
  catalogLoaders.add(load);
}

/** Loads every catalog in `language`, and those defined meanwhile (a route's code arriving). */
async function loadCatalogs(language: Language): Promise<void> {
  const done = new Set<(language: Language) => Promise<void>>();
  while (done.size < catalogLoaders.size) {
    const next = [...catalogLoaders].filter((load) => !done.has(load));
    for (const load of next) done.add(load);
    await Promise.all(next.map((load) => load(language)));
  }
}

/**
 * The golfer's choice (undefined: follow the browser); kept on this device for the next start. The
 * app switches once every catalog defined so far has the language's messages (a catalog defined later
 * loads them before its code runs: `loadCatalog`), so a message made outside React (`catalog.t`) is
 * never in the previous language (docs/ARCHITECTURE.md, "Languages").
 */
export async function chooseLanguage(choice: Language | undefined): Promise<void> {
  try {
    if (choice === undefined) globalThis.localStorage?.removeItem(CHOICE_KEY);
    else globalThis.localStorage?.setItem(CHOICE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds until the page closes.
  }
  const next = stateFor(choice);
  const ticket = ++latestChoice;
  if (next.language !== state.language) {
    arriving = next.language;
    await loadCatalogs(next.language);
  }
  if (ticket !== latestChoice) return;
  arriving = undefined;
  if (next.language === state.language && next.locale === state.locale) return;
  state = next;
  applyToDocument();
  for (const listener of listeners) listener();
}
