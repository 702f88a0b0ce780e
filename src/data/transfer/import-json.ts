// Reading a transfer file for import: size first (before reading a byte), then JSON, format name and
// version, schema versions; then every document goes through the preview (preview.ts).
import { collectionSchemas, COLLECTION_NAMES, type CollectionName } from '../../../schemas/index.ts';
import { documentMigrations } from '../migrations.ts';
import type { GolfDatabase } from '../types.ts';
import { formatNumber } from '../../i18n/formats.ts';
import { languageState } from '../../i18n/language.ts';
import { dataText } from '../i18n/index.ts';
import { TransferError } from './errors.ts';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, MAX_IMPORT_BYTES, type TransferActor } from './format.ts';
import { previewDocuments, type ImportCandidates, type ImportPreview } from './preview.ts';
import { isRecord } from '../../domain/is-record.ts';

/** "2.5 MB" / "2,5 MB": in the golfer's locale (docs/ARCHITECTURE.md, "Languages"). */
const megabytes = (bytes: number) => `${formatNumber(bytes / (1024 * 1024), languageState().locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** The text of a chosen file (or of a string), refusing files above MAX_IMPORT_BYTES unread. */
export async function readImportText(input: Blob | string): Promise<string> {
  const blob = typeof input === 'string' ? new Blob([input]) : input;
  if (blob.size > MAX_IMPORT_BYTES) {
    throw new TransferError('too-large', dataText.t('transfer.tooLarge', { size: megabytes(blob.size), max: megabytes(MAX_IMPORT_BYTES) }));
  }
  return typeof input === 'string' ? input : input.text();
}

/** The collections of a transfer file, after checking its envelope. */
export function readExportEnvelope(text: string): ImportCandidates {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new TransferError('malformed-json', dataText.t('transfer.notJson', { detail: err instanceof Error ? err.message : String(err) }), { cause: err });
  }
  if (!isRecord(data) || data.format !== EXPORT_FORMAT) {
    throw new TransferError('wrong-format', dataText.t('transfer.wrongFormat', { format: EXPORT_FORMAT }));
  }
  if (data.formatVersion !== EXPORT_FORMAT_VERSION) {
    throw new TransferError(
      'wrong-version',
      dataText.t('transfer.wrongVersion', { found: String(JSON.stringify(data.formatVersion)), version: EXPORT_FORMAT_VERSION }),
    );
  }
  const versions = isRecord(data.schemaVersions) ? data.schemaVersions : {};
  for (const name of COLLECTION_NAMES) {
    const v = versions[name];
    if (typeof v === 'number' && v > collectionSchemas[name].version) {
      throw new TransferError(
        'newer-schema',
        dataText.t('transfer.newerSchema', { name, found: v, version: collectionSchemas[name].version }),
      );
    }
  }
  if (!isRecord(data.collections)) throw new TransferError('wrong-format', dataText.t('transfer.noCollections'));
  const candidates: ImportCandidates = {};
  for (const [name, docs] of Object.entries(data.collections)) {
    if (!(COLLECTION_NAMES as string[]).includes(name)) {
      throw new TransferError('wrong-format', dataText.t('transfer.unknownCollection', { name, known: COLLECTION_NAMES.join(', ') }));
    }
    if (!Array.isArray(docs)) throw new TransferError('wrong-format', dataText.t('transfer.notList', { name }));
    const collection = name as CollectionName;
    const from = typeof versions[collection] === 'number' ? (versions[collection] as number) : collectionSchemas[collection].version;
    candidates[collection] = docs.map((doc: unknown) => ({ doc: migrated(collection, doc, from) }));
  }
  return candidates;
}

/**
 * A document of an older schema version (an export made by an earlier app version) brought to the
 * current one with the same strategies RxDB runs on a local database (src/data/migrations.ts); the
 * preview then checks it against today's schema. Strategies are synchronous and pure.
 */
function migrated(collection: CollectionName, doc: unknown, fromVersion: number): unknown {
  if (!isRecord(doc)) return doc;
  let out: Record<string, unknown> = doc;
  for (let v = fromVersion + 1; v <= collectionSchemas[collection].version; v++) {
    const step = documentMigrations[collection]?.[v];
    if (step) out = step(out);
  }
  return out;
}

/** Reads, checks and compares a transfer file with the local database. Writes nothing. */
export async function previewJsonImport(db: GolfDatabase, input: Blob | string, actor: TransferActor): Promise<ImportPreview> {
  return previewDocuments(db, readExportEnvelope(await readImportText(input)), actor);
}
