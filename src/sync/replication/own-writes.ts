// What this device handed to the server and never saw answered: per document, the states a push
// transaction carried on top of one assumed master state.
//
// Why: a transaction whose answer is lost (the connection drops after the server applied it, and the
// SDK reports "disconnect") leaves RxDB's assumed master state behind. The next push then finds the
// server holding our own earlier state, which is neither the assumed state nor the new one. Without
// this record that looks like another device's write, and the conflict merge compares against the
// stale base: a field this device set and later cleared again (a round ended after it started) looks
// unchanged here and changed there, so the server's copy - our own old value - wins.
//
// While RxDB's assumed master state of a document stays the same, every local state of that document
// is the assumed state plus this device's own edits (a pull or a resolved conflict also moves the
// assumed state). So a server state equal to one recorded here was written by this device, and the
// current local state is newer than it.
//
// The record is kept in the local database's storage, written before the transaction is sent: the app
// can be reloaded or killed between the lost answer and the next connection (a whole round offline).
// An entry is dropped once a push of the document is confirmed and RxDB has stored the confirmed state
// (push.ts, forgetConfirmed); one under another assumed state is replaced.
import {
  createRevision,
  fillWithDefaultSettings,
  now,
  type RxDatabase,
  type RxDocumentData,
  type RxJsonSchema,
  type RxStorageInstance,
} from 'rxdb';
import { stableStringify, type DocWithDeleted } from '../../backend/doc-shape.ts';

interface OwnWritesDoc {
  id: string;
  /** stableStringify of the canonical assumed master state the states were written on ('null': none). */
  base: string;
  /** JSON of the canonical states sent, oldest first. */
  states: string;
}

/** Enough for every state a device can send while an answer is outstanding; older ones are dropped. */
const MAX_STATES = 16;
const SCHEMA_VERSION = 0;

const schema: RxJsonSchema<RxDocumentData<OwnWritesDoc>> = fillWithDefaultSettings<OwnWritesDoc>({
  version: SCHEMA_VERSION,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', maxLength: 256 },
    base: { type: 'string' },
    states: { type: 'string' },
  },
  required: ['id', 'base', 'states'],
});

export const baseKey = (assumed: DocWithDeleted | undefined): string => stableStringify(assumed ?? null);

/** The record of one collection of one local database (one per running replication). */
export class OwnWrites {
  private readonly cache = new Map<string, RxDocumentData<OwnWritesDoc>>();
  // Writes are chained: each one needs the previous revision of its document.
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly instance: RxStorageInstance<OwnWritesDoc, unknown, unknown>,
    private readonly token: string,
  ) {}

  static async open(rxdb: RxDatabase, collectionName: string): Promise<OwnWrites> {
    const instance = await rxdb.storage.createStorageInstance<OwnWritesDoc>({
      databaseName: rxdb.name,
      collectionName: `sync-own-writes-${collectionName}`,
      databaseInstanceToken: rxdb.token,
      multiInstance: rxdb.multiInstance,
      options: {},
      schema,
      devMode: false,
    });
    return new OwnWrites(instance, rxdb.token);
  }

  private async load(id: string): Promise<RxDocumentData<OwnWritesDoc> | undefined> {
    const cached = this.cache.get(id);
    if (cached) return cached;
    const [doc] = await this.instance.findDocumentsById([id], true);
    if (doc) this.cache.set(id, doc);
    return doc;
  }

  /** The states sent for `id` on top of `assumed` whose outcome is unknown, oldest first. */
  async sent(id: string, assumed: DocWithDeleted | undefined): Promise<DocWithDeleted[]> {
    await this.queue;
    const doc = await this.load(id);
    if (!doc || doc._deleted || doc.base !== baseKey(assumed)) return [];
    return JSON.parse(doc.states) as DocWithDeleted[];
  }

  private write(id: string, next: (previous: RxDocumentData<OwnWritesDoc> | undefined) => { states: string; base: string } | null): Promise<void> {
    const run = this.queue.then(async () => {
      const previous = await this.load(id);
      const fields = next(previous);
      if (fields === null) return;
      const document: RxDocumentData<OwnWritesDoc> = {
        id,
        ...fields,
        _deleted: fields.states === '',
        _attachments: {},
        _meta: { lwt: now() },
        _rev: createRevision(this.token, previous),
      };
      const result = await this.instance.bulkWrite([{ previous, document }], 'sync-own-writes');
      const [error] = result.error;
      if (error) {
        // Only this object writes these documents; reread and let the caller's retry write again.
        this.cache.delete(id);
        throw new Error(`sync own-writes record: ${error.status}`);
      }
      this.cache.set(id, document);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Records `state` as about to be sent on top of `assumed` (call before the transaction runs). */
  record(id: string, assumed: DocWithDeleted | undefined, state: DocWithDeleted): Promise<void> {
    const base = baseKey(assumed);
    const json = stableStringify(state);
    return this.write(id, (previous) => {
      const known = previous && !previous._deleted && previous.base === base ? (JSON.parse(previous.states) as DocWithDeleted[]) : [];
      if (known.some((s) => stableStringify(s) === json)) return null;
      return { base, states: JSON.stringify([...known, state].slice(-MAX_STATES)) };
    });
  }

  /** The server confirmed a push of `id`: RxDB's assumed state moves on, the record is not needed. */
  forget(id: string): Promise<void> {
    return this.write(id, (previous) => (previous && !previous._deleted ? { base: previous.base, states: '' } : null));
  }

  async close(): Promise<void> {
    await this.queue;
    await this.instance.close();
  }
}
