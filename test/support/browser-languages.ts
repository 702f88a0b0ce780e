// The browser's languages for a test that renders in a locale (docs/ARCHITECTURE.md, "Languages"): the
// test DOM says en-US, whose weeks start on Sunday and whose clock has 12 hours.
import { chooseLanguage } from '../../src/i18n/language.ts';

/** Makes the browser speak `tags` and the app follow it; returns the undo, for afterAll. */
export function browserLanguages(tags: readonly string[]): () => void {
  const nav = globalThis.navigator;
  const saved = { languages: Object.getOwnPropertyDescriptor(nav, 'languages'), language: Object.getOwnPropertyDescriptor(nav, 'language') };
  Object.defineProperty(nav, 'languages', { value: tags, configurable: true });
  Object.defineProperty(nav, 'language', { value: tags[0], configurable: true });
  chooseLanguage(undefined);
  return () => {
    // Own properties shadowed the prototype's getters: removing them restores the browser's.
    delete (nav as { languages?: unknown }).languages;
    delete (nav as { language?: unknown }).language;
    if (saved.languages) Object.defineProperty(nav, 'languages', saved.languages);
    if (saved.language) Object.defineProperty(nav, 'language', saved.language);
    chooseLanguage(undefined);
  };
}
