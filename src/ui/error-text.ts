import { uiText } from './i18n/index.ts';

/** The text of a thrown value, for a message shown to the golfer; the app's own errors are already
 * in the golfer's language, a thrown value without a text says that something failed. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return text.trim() !== '' ? text : uiText.t('error.unknown');
}
