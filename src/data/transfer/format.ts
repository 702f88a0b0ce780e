// The transfer file format (export and import, docs/ADMINISTRATION.md, "Transfer file"): one JSON object with
// a format name and version, the schema version of each collection, and every document as the local database
// holds it.
import { collectionSchemas, COLLECTION_NAMES, type CollectionName } from '../../../schemas/index.ts';
import type { DocTypes } from '../types.ts';

export const EXPORT_FORMAT = 'handicap-down-export';
/** The only format version this code reads and writes. */
export const EXPORT_FORMAT_VERSION = 1;
/** Files above this size are refused before they are read (a phone would struggle to parse them). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

export type TransferDocuments = { [K in CollectionName]: DocTypes[K][] };

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  formatVersion: typeof EXPORT_FORMAT_VERSION;
  /** ISO 8601 instant of the export (the file is read by people too). */
  exportedAt: string;
  /** The schema version of each collection when the file was written. */
  schemaVersions: Record<CollectionName, number>;
  collections: TransferDocuments;
}

/** Called as work advances: `done` of `total` documents (or rows). */
export type TransferProgress = (done: number, total: number) => void;

/** Who imports: a golfer may import only their own data, an administrator anything. */
export interface TransferActor {
  uid: string;
  isAdmin: boolean;
}

export const SCHEMA_VERSIONS = Object.fromEntries(
  COLLECTION_NAMES.map((c) => [c, collectionSchemas[c].version]),
) as Record<CollectionName, number>;

/** `2026-11-23` in local time, as the file names carry it. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `handicap-down-2026-11-23.json` */
export function exportFileName(date: Date = new Date()): string {
  return `handicap-down-${localDay(date)}.json`;
}

/** `handicap-down-score-cards-2026-11-23.csv` */
export function scoreCardsCsvFileName(date: Date = new Date()): string {
  return `handicap-down-score-cards-${localDay(date)}.csv`;
}
