// The import preview: every incoming document checked against its schema and the importer's rights,
// and compared with the local database, before anything is written, so a bad file changes nothing
// (docs/ADMINISTRATION.md, "Transfer file"). Shared by the JSON and the CSV import.
import type { RxCollection } from 'rxdb';
import { COLLECTION_NAMES, type CollectionName } from '../../../schemas/index.ts';
import { courseNameSortKey } from '../course-name.ts';
import type { DocTypes, GolfDatabase } from '../types.ts';
import { changedPaths } from './diff.ts';
import type { TransferActor } from './format.ts';
import { permissionProblem } from './permissions.ts';
import { schemaProblems } from './schema-check.ts';
import { isRecord } from '../../domain/is-record.ts';

/** One reason a document cannot be imported. */
export interface ImportRefusal {
  collection: CollectionName;
  /** The document id ('' when the document has none). */
  id: string;
  /** The offending field (`holes[2].shotCount`), `the document` for the whole. */
  path: string;
  reason: string;
  /** CSV rows (1 = the header) the refusal comes from. */
  rows?: number[];
}

export interface ChangedDocument<T> {
  doc: T;
  /** The fields the import would change. */
  paths: string[];
}

export interface CollectionPreview<T> {
  new: T[];
  changed: ChangedDocument<T>[];
  /** Ids of documents identical to the local ones (nothing to write). */
  unchanged: string[];
  refused: ImportRefusal[];
}

export interface ImportPreview {
  collections: { [K in CollectionName]: CollectionPreview<DocTypes[K]> };
  /** Every refusal of every collection; the import can be applied only when it is empty. */
  refused: ImportRefusal[];
  /** Documents that would be written (new + changed). */
  writes: number;
}

/** A document read from a file, with where it came from for the messages. */
export interface ImportCandidate {
  doc: unknown;
  /** CSV rows a refusal at `path` refers to (all of the document's rows when not more precise). */
  rowsOf?: (path: string) => number[];
}

export type ImportCandidates = Partial<Record<CollectionName, readonly ImportCandidate[]>>;

/** The document as it would be stored: no client `updatedAt` (the server stamps it when the data
 * syncs, so older data without one is fine), and a course's derived sort key recomputed. */
function normalise(collection: CollectionName, raw: Record<string, unknown>): Record<string, unknown> {
  const { updatedAt: _serverOnly, ...doc } = raw;
  if (collection === 'courses' && typeof doc.name === 'string') doc.nameSort = courseNameSortKey(doc.name);
  return doc;
}

function emptyPreview<T>(): CollectionPreview<T> {
  return { new: [], changed: [], unchanged: [], refused: [] };
}

async function previewCollection<K extends CollectionName>(
  db: GolfDatabase,
  collection: K,
  candidates: readonly ImportCandidate[],
  actor: TransferActor,
): Promise<CollectionPreview<DocTypes[K]>> {
  const out = emptyPreview<DocTypes[K]>();
  const refuse = (c: ImportCandidate, id: string, path: string, reason: string) => {
    const rows = c.rowsOf?.(path);
    out.refused.push({ collection, id, path, reason, ...(rows && rows.length > 0 ? { rows } : {}) });
  };
  const ids = candidates.map((c) => (isRecord(c.doc) && typeof c.doc.id === 'string' ? c.doc.id : ''));
  const local = db.collections[collection] as unknown as RxCollection<{ id: string }>;
  const existing = await local.findByIds(ids.filter((id) => id !== '')).exec();
  const seen = new Set<string>();
  for (const [i, c] of candidates.entries()) {
    const id = ids[i] as string;
    if (!isRecord(c.doc)) {
      refuse(c, '', 'the document', `the document at position ${i + 1} is not an object`);
      continue;
    }
    if (id === '') {
      refuse(c, '', 'id', `the document at position ${i + 1} has no id`);
      continue;
    }
    if (seen.has(id)) {
      refuse(c, id, 'id', 'the id appears more than once in the file');
      continue;
    }
    seen.add(id);
    const doc = normalise(collection, c.doc);
    const problems = schemaProblems(collection, doc);
    for (const p of problems) refuse(c, id, p.path, p.reason);
    if (problems.length > 0) continue;
    const before = existing.get(id)?.toJSON() as Record<string, unknown> | undefined;
    const paths = before ? changedPaths(before, doc) : [];
    // A document identical to the local one writes nothing, so it needs no right to write: a golfer's
    // own export also holds what they may only read (a partner's card, others' courses).
    if (before && paths.length === 0) {
      out.unchanged.push(id);
      continue;
    }
    const denied = permissionProblem(collection, doc, before, actor);
    if (denied) {
      refuse(c, id, denied.path, denied.reason);
      continue;
    }
    const typed = doc as unknown as DocTypes[K];
    if (!before) out.new.push(typed);
    else out.changed.push({ doc: typed, paths });
  }
  return out;
}

/** Checks the candidates of each collection and compares them with the local database. Writes nothing. */
export async function previewDocuments(db: GolfDatabase, candidates: ImportCandidates, actor: TransferActor): Promise<ImportPreview> {
  const collections = {} as { [K in CollectionName]: CollectionPreview<DocTypes[K]> };
  for (const name of COLLECTION_NAMES) {
    // One assignment per key of a mapped type: TypeScript cannot follow `name` through the union.
    (collections as Record<CollectionName, CollectionPreview<unknown>>)[name] = await previewCollection(db, name, candidates[name] ?? [], actor);
  }
  const all = COLLECTION_NAMES.map((c) => collections[c] as CollectionPreview<unknown>);
  return {
    collections,
    refused: all.flatMap((p) => p.refused),
    writes: all.reduce((n, p) => n + p.new.length + p.changed.length, 0),
  };
}
