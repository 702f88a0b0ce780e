// The storage wrapper that keeps the pull's mark and, at the first local change, the pulled state
// (docs/ARCHITECTURE.md, "Interrupted pulls").
import type { BulkWriteRow, RxDocumentData, RxStorage, RxStorageInstance } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { isPulledState, markPullWrites, pulledBase, withPullMarks } from '../../../src/data/pull-marks.ts';

interface Doc {
  id: string;
  shots: number;
}
type Stored = RxDocumentData<Doc>;

/** A storage whose one instance keeps what reaches it, by id. */
function recordingStorage() {
  const stored = new Map<string, Stored>();
  const instance = {
    schema: { primaryKey: 'id' },
    bulkWrite: async (rows: BulkWriteRow<Doc>[]) => {
      for (const row of rows) stored.set(row.document.id, row.document);
      return { error: [] };
    },
  } as unknown as RxStorageInstance<Doc, unknown, unknown>;
  const storage = { name: 'recording', rxdbVersion: 'test', createStorageInstance: async () => instance } as unknown as RxStorage<unknown, unknown>;
  return { storage, stored };
}

const doc = (shots: number, rev: string, meta: Stored['_meta'] = { lwt: 1 }): Stored => ({ id: 'card', shots, _rev: rev, _meta: meta, _deleted: false, _attachments: {} });

async function open() {
  const { storage, stored } = recordingStorage();
  const instance = (await withPullMarks(storage).createStorageInstance({} as never)) as unknown as RxStorageInstance<Doc, unknown, unknown>;
  return { instance, stored };
}

describe('pull marks', () => {
  it("a pull's insert carries the mark; the pulled state is the server's until a local change", async () => {
    const { instance, stored } = await open();
    const forget = markPullWrites('pull-ctx', 'hash-1');
    try {
      await instance.bulkWrite([{ document: doc(0, '1-a') }], 'pull-ctx');
    } finally {
      forget();
    }
    const pulled = stored.get('card') as Stored;
    expect(pulled._meta.o).toEqual({ hash: 'hash-1', _rev: 1 });
    expect(isPulledState(pulled, 'hash-1')).toBe(true);
    expect(isPulledState(pulled, 'hash-2')).toBe(false);
    expect(pulledBase(pulled, 'hash-1')).toBeUndefined();
  });

  it('the first local change keeps the pulled state, the next carries it on, the next pull drops it', async () => {
    const { instance, stored } = await open();
    const forget = markPullWrites('pull-ctx', 'hash-1');
    await instance.bulkWrite([{ document: doc(0, '1-a') }], 'pull-ctx');
    const pulled = stored.get('card') as Stored;

    // RxDB's copy in memory has the `_meta` it wrote, not what the wrapper added.
    await instance.bulkWrite([{ previous: pulled, document: doc(5, '2-b', { ...pulled._meta, lwt: 2 }) }], 'local');
    const first = stored.get('card') as Stored;
    expect(isPulledState(first, 'hash-1')).toBe(false);
    expect(pulledBase(first, 'hash-1')).toEqual({ id: 'card', shots: 0, _deleted: false });
    expect(pulledBase(first, 'hash-2')).toBeUndefined();

    await instance.bulkWrite([{ previous: doc(5, '2-b', { ...pulled._meta, lwt: 2 }), document: doc(6, '3-c', { ...pulled._meta, lwt: 3 }) }], 'local');
    expect(pulledBase(stored.get('card') as Stored, 'hash-1')).toEqual({ id: 'card', shots: 0, _deleted: false });

    // The next pull stores the server's state with RxDB's own mark: the kept state is out of date.
    await instance.bulkWrite([{ previous: stored.get('card') as Stored, document: doc(7, '4-d', { ...(stored.get('card') as Stored)._meta, o: { hash: 'hash-1', _rev: 4 } }) }], 'pull-ctx');
    forget();
    const repulled = stored.get('card') as Stored;
    expect(repulled._meta.p).toBeUndefined();
    expect(isPulledState(repulled, 'hash-1')).toBe(true);
    await instance.bulkWrite([{ previous: repulled, document: doc(8, '5-e', { ...repulled._meta, lwt: 5 }) }], 'local');
    expect(pulledBase(stored.get('card') as Stored, 'hash-1')).toEqual({ id: 'card', shots: 7, _deleted: false });
  });

  it('a document this device created carries no pulled state', async () => {
    const { instance, stored } = await open();
    await instance.bulkWrite([{ document: doc(0, '1-a') }], 'local');
    await instance.bulkWrite([{ previous: stored.get('card') as Stored, document: doc(4, '2-b') }], 'local');
    expect(pulledBase(stored.get('card') as Stored, 'hash-1')).toBeUndefined();
  });
});
