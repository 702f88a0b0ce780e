// Small pieces shared by the write helpers.
import type { RxCollection } from 'rxdb';
import { readableWrite } from '../validation-errors.ts';
import { dataText } from '../i18n/index.ts';

/** Optional fields are stored absent, never `undefined` (ajv would refuse it, RTDB drops it). */
export function withoutUndefined<T extends object>(data: T): T {
  const out = { ...data };
  for (const key of Object.keys(out) as (keyof T)[]) if (out[key] === undefined) delete out[key];
  return out;
}

function isConflict(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 'CONFLICT';
}

/**
 * Applies `modify` to the document `id`, or to `{ id }` when there is none yet (user profile and
 * user data exist once the user first writes them). Atomic per document via incrementalModify; a
 * concurrent first insert falls back to modifying the document that won.
 */
export async function modifyOrCreate<T extends { id: string }>(
  collection: RxCollection<T>,
  id: string,
  modify: (current: T | { id: string }) => T,
): Promise<T> {
  return readableWrite(async () => {
    const existing = await collection.findOne(id).exec();
    if (existing) return (await existing.incrementalModify((d) => withoutUndefined(modify(d)))).toMutableJSON();
    try {
      return (await collection.insert(withoutUndefined(modify({ id })))).toMutableJSON();
    } catch (err) {
      if (!isConflict(err)) throw err;
      const winner = await collection.findOne(id).exec();
      if (!winner) throw err;
      return (await winner.incrementalModify((d) => withoutUndefined(modify(d)))).toMutableJSON();
    }
  });
}

/** Applies `modify` to an existing document; fails with a clear message when it does not exist. */
export async function modifyExisting<T extends { id: string }>(
  collection: RxCollection<T>,
  id: string,
  modify: (current: T) => T,
): Promise<T> {
  return readableWrite(async () => {
    const doc = await collection.findOne(id).exec();
    if (!doc) throw new Error(dataText.t('write.missingDocument', { collection: collection.name, id }));
    return (await doc.incrementalModify((d) => withoutUndefined(modify(d)))).toMutableJSON();
  });
}

/**
 * Removes a document (RxDB keeps a tombstone, which replication pushes as `deleted: true`). On the
 * document's latest revision: a pull or another write that lands between the read and the removal would
 * otherwise make RxDB refuse it as a conflict, and the golfer's removal would fail.
 */
export async function removeById<T extends { id: string }>(collection: RxCollection<T>, id: string): Promise<boolean> {
  const doc = await collection.findOne(id).exec();
  if (!doc) return false;
  await doc.incrementalRemove();
  return true;
}
