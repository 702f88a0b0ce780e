// A write refused for lack of space is recognised however IndexedDB, Dexie and RxDB wrap it, and the
// writers hand it on as a StorageFullError with words for the golfer.
import { describe, expect, it } from 'vitest';
import { isQuotaExceeded, StorageFullError } from '../../../../src/data/device-storage/storage-full.ts';
import { readableWrite } from '../../../../src/data/validation-errors.ts';

const quota = () => Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });

describe('isQuotaExceeded', () => {
  it('finds the browser refusal itself, inside Dexie (inner), an Error (cause) and an RxError (parameters)', () => {
    expect(isQuotaExceeded(quota())).toBe(true);
    expect(isQuotaExceeded(Object.assign(new Error('AbortError'), { name: 'AbortError', inner: quota() }))).toBe(true);
    expect(isQuotaExceeded(new Error('write failed', { cause: quota() }))).toBe(true);
    expect(isQuotaExceeded({ code: 'SNH', parameters: { error: { inner: quota() } } })).toBe(true);
    expect(isQuotaExceeded(new Error('Transaction aborted: QuotaExceededError'))).toBe(true);
  });

  it('leaves every other failure alone', () => {
    expect(isQuotaExceeded(new Error('document does not exist'))).toBe(false);
    expect(isQuotaExceeded({ status: 422, validationErrors: [] })).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
    expect(isQuotaExceeded('QuotaExceeded')).toBe(false);
  });
});

describe('the writers', () => {
  it('turn a refusal for lack of space into a StorageFullError that says what to do', async () => {
    const failure = await readableWrite(() => Promise.reject(Object.assign(new Error('AbortError'), { inner: quota() }))).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StorageFullError);
    expect((failure as Error).message).toMatch(/storage is full.*Free some space/);
  });
});
