// A write the browser refused for lack of space (docs/ARCHITECTURE.md, "What the phone does to keep the
// round"). IndexedDB fails the transaction with a QuotaExceededError; Dexie and RxDB hand it on wrapped
// (Dexie's `inner`, an Error's `cause`, an RxError's `parameters`), so the whole chain is searched. The
// transaction is aborted as a whole: nothing already stored changes.
import { dataText } from '../i18n/index.ts';
import { isRecord } from '../../domain/is-record.ts';

/** Thrown by the writers (validation-errors.ts, readableWrite) when the phone's storage is full. */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor(options?: { cause?: unknown }) {
    // In the golfer's language when thrown (docs/ARCHITECTURE.md, "Languages").
    super(dataText.t('storage.full'), options);
  }
}

/** The browser's own refusal for lack of space, found anywhere in the error's chain. */
export function isQuotaExceeded(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > 6) return false;
  if (error instanceof StorageFullError) return true;
  if (error.name === 'QuotaExceededError' || (typeof error.message === 'string' && /QuotaExceededError/.test(error.message))) return true;
  const parameters = isRecord(error.parameters) ? error.parameters : {};
  const nested = [error.inner, error.cause, error.error, parameters.error, parameters.writeError, ...(Array.isArray(parameters.errors) ? parameters.errors : [])];
  return nested.some((inner) => isQuotaExceeded(inner, depth + 1));
}
