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

function applyToDocument() {
  if (typeof document !== 'undefined') document.documentElement.lang = state.locale;
}
applyToDocument();

export function languageState(): LanguageState {
  return state;
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The golfer's choice (undefined: follow the browser); kept on this device for the next start. */
export function chooseLanguage(choice: Language | undefined): void {
  try {
    if (choice === undefined) globalThis.localStorage?.removeItem(CHOICE_KEY);
    else globalThis.localStorage?.setItem(CHOICE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds until the page closes.
  }
  const next = stateFor(choice);
  if (next.language === state.language && next.locale === state.locale) return;
  state = next;
  applyToDocument();
  for (const listener of listeners) listener();
}
