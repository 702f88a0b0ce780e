// Writing an import whose preview has no refusals: one bulkUpsert per collection. The documents carry
// no `updatedAt`, so the replication sees them as local changes and pushes them; the server stamps them.
import type { RxCollection } from 'rxdb';
import { COLLECTION_NAMES } from '../../../schemas/index.ts';
import type { GolfDatabase } from '../types.ts';
import { toReadableError } from '../validation-errors.ts';
import { dataText } from '../i18n/index.ts';
import { TransferError } from './errors.ts';
import type { TransferProgress } from './format.ts';
import type { CollectionPreview, ImportPreview } from './preview.ts';

export interface ApplyResult {
  /** Documents written. */
  written: number;
}

/** Writes the new and changed documents of the preview. Nothing is written when it has refusals. */
export async function applyImport(
  db: GolfDatabase,
  preview: ImportPreview,
  options: { onProgress?: TransferProgress } = {},
): Promise<ApplyResult> {
  if (preview.refused.length > 0) {
    throw new TransferError('has-refusals', dataText.t('transfer.hasRefusals', { count: preview.refused.length }));
  }
  const total = preview.writes;
  let done = 0;
  options.onProgress?.(0, total);
  for (const name of COLLECTION_NAMES) {
    const p = preview.collections[name] as CollectionPreview<{ id: string }>;
    const docs = [...p.new, ...p.changed.map((c) => c.doc)];
    if (docs.length === 0) continue;
    const collection = db.collections[name] as unknown as RxCollection<{ id: string }>;
    const result = await collection.bulkUpsert(docs);
    if (result.error.length > 0) throw toReadableError(result.error[0]);
    done += docs.length;
    options.onProgress?.(done, total);
  }
  return { written: done };
}
