// Export of the local database as a transfer file. The local database holds exactly what the
// signed-in user may read (an administrator's device holds more), so exporting it needs no network.
// The JSON is produced in pieces, a page of documents at a time, so a large database never sits in
// memory twice (as documents and as one string) and the caller can report progress.
import type { RxCollection, RxDocument } from 'rxdb';
import { COLLECTION_NAMES, type CollectionName } from '../../../schemas/index.ts';
import type { GolfDatabase } from '../types.ts';
import { EXPORT_FORMAT, EXPORT_FORMAT_VERSION, SCHEMA_VERSIONS, type ExportFile, type TransferProgress } from './format.ts';

export interface ExportOptions {
  /** The export instant (tests fix it); now by default. */
  now?: Date;
  onProgress?: TransferProgress;
  /** Documents read per query; 500 by default. */
  pageSize?: number;
}

type AnyCollection = RxCollection<{ id: string }>;

function collectionOf(db: GolfDatabase, name: CollectionName): AnyCollection {
  // Every collection has the string primary key `id`; the pages below need nothing else.
  return db.collections[name] as unknown as AnyCollection;
}

/** The documents of one collection, by id, a page at a time (deleted documents are not included). */
async function* pagesOf(collection: AnyCollection, pageSize: number): AsyncGenerator<object[]> {
  let after: string | null = null;
  for (;;) {
    const selector: Record<string, unknown> = after === null ? {} : { id: { $gt: after } };
    const page: RxDocument<{ id: string }>[] = await collection.find({ selector, sort: [{ id: 'asc' }], limit: pageSize }).exec();
    if (page.length === 0) return;
    yield page.map((d) => d.toJSON());
    after = page[page.length - 1]?.id ?? null;
    if (page.length < pageSize) return;
  }
}

/** Strips the server stamp: it never belongs in a file (the server sets it when the data syncs). */
function withoutServerFields(doc: object): object {
  if (!('updatedAt' in doc)) return doc;
  const { updatedAt: _drop, ...rest } = doc as { updatedAt?: unknown };
  return rest;
}

/** Where an export reads its documents: the count of each collection and its documents a page at a time. */
export interface ExportSource {
  count(name: CollectionName): Promise<number>;
  pages(name: CollectionName, pageSize: number): AsyncIterable<object[]>;
}

/** The local database as an export source. */
function localSource(db: GolfDatabase): ExportSource {
  return {
    count: (name) => collectionOf(db, name).count().exec(),
    pages: (name, pageSize) => pagesOf(collectionOf(db, name), pageSize),
  };
}

/** Documents already in memory (an administrator's read of the whole online database) as an export source. */
export function documentsSource(documents: Partial<Record<CollectionName, readonly object[]>>): ExportSource {
  return {
    count: (name) => Promise.resolve(documents[name]?.length ?? 0),
    async *pages(name, pageSize) {
      const docs = documents[name] ?? [];
      for (let i = 0; i < docs.length; i += pageSize) yield docs.slice(i, i + pageSize);
    },
  };
}

/** The transfer file as text pieces that concatenate to its JSON (for `new Blob(pieces)`). */
export function exportJsonPieces(db: GolfDatabase, options: ExportOptions = {}): AsyncGenerator<string> {
  return exportSourcePieces(localSource(db), options);
}

/** The transfer file of any source, as text pieces. */
export async function* exportSourcePieces(source: ExportSource, options: ExportOptions = {}): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? 500;
  const counts = await Promise.all(COLLECTION_NAMES.map((c) => source.count(c)));
  const total = counts.reduce((a, b) => a + b, 0);
  let done = 0;
  options.onProgress?.(0, total);
  const head = {
    format: EXPORT_FORMAT,
    formatVersion: EXPORT_FORMAT_VERSION,
    exportedAt: (options.now ?? new Date()).toISOString(),
    schemaVersions: SCHEMA_VERSIONS,
  };
  yield `${JSON.stringify(head).slice(0, -1)},"collections":{`;
  for (const [i, name] of COLLECTION_NAMES.entries()) {
    yield `${i > 0 ? ',' : ''}${JSON.stringify(name)}:[`;
    let first = true;
    for await (const page of source.pages(name, pageSize)) {
      if (page.length === 0) continue;
      yield (first ? '' : ',') + page.map((d) => JSON.stringify(withoutServerFields(d))).join(',');
      first = false;
      done += page.length;
      // Documents written while exporting may push `done` past the count taken at the start.
      options.onProgress?.(done, Math.max(total, done));
    }
    yield ']';
  }
  yield '}}';
}

/** The transfer file as a Blob ready to download (`application/json`). */
export function exportJsonBlob(db: GolfDatabase, options: ExportOptions = {}): Promise<Blob> {
  return exportSourceBlob(localSource(db), options);
}

/** The transfer file of any source as a Blob ready to download. */
export async function exportSourceBlob(source: ExportSource, options: ExportOptions = {}): Promise<Blob> {
  const pieces: string[] = [];
  for await (const piece of exportSourcePieces(source, options)) pieces.push(piece);
  return new Blob(pieces, { type: 'application/json' });
}

/** The transfer file as an object (tests, small databases). */
export async function exportDatabase(db: GolfDatabase, options: ExportOptions = {}): Promise<ExportFile> {
  let text = '';
  for await (const piece of exportJsonPieces(db, options)) text += piece;
  return JSON.parse(text) as ExportFile;
}
