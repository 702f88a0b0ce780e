// An administrator's export of the whole database (docs/ADMINISTRATION.md, "Pages", /export): every
// collection read wholesale from the server with get() (the rules grant administrators collection reads), in
// the same transfer format as the local export. Needs a connection; the page falls back to the device's data
// when there is none.
import type { Database } from 'firebase/database';
import { COLLECTION_NAMES, type CollectionName } from '../../schemas/index.ts';
import { documentsSource, exportSourceBlob, type ExportOptions } from '../data/transfer/index.ts';
import { readCollection, requireConnection } from './admin-directory.ts';
import { getFirebase } from '../backend/firebase.ts';

/** Every collection of the server, as the transfer file (application/json). */
export async function exportWholeDatabase(
  options: ExportOptions & { onReading?: (collection: CollectionName) => void } = {},
  db: Database = getFirebase().db,
): Promise<Blob> {
  await requireConnection(db, 5000, 'Exporting the whole database');
  const documents: Partial<Record<CollectionName, object[]>> = {};
  for (const name of COLLECTION_NAMES) {
    options.onReading?.(name);
    documents[name] = await readCollection<object>(name, db);
  }
  return exportSourceBlob(documentsSource(documents), options);
}
