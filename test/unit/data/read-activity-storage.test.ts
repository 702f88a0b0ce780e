// The storage reports its reads (queries, counts, reads by id) as database activity, which the session
// waits to pause before it starts the sync engine (docs/ARCHITECTURE.md, "Speed on a phone").
import { fillWithDefaultSettings, normalizeMangoQuery, prepareQuery, type RxDocumentData, type RxJsonSchema, type RxStorage } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { describe, expect, it } from 'vitest';
import { lastReadAt } from '../../../src/data/read-activity.ts';
import { withReadActivity } from '../../../src/data/read-activity-storage.ts';

interface Doc {
  id: string;
}

const schema: RxJsonSchema<RxDocumentData<Doc>> = fillWithDefaultSettings<Doc>({
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 } },
  required: ['id'],
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('withReadActivity', () => {
  it('marks each query, count and read by id as database activity', async () => {
    const storage = withReadActivity(getRxStorageMemory() as RxStorage<unknown, unknown>);
    const store = await storage.createStorageInstance<Doc>({
      databaseInstanceToken: 't',
      databaseName: 'reads',
      collectionName: 'docs',
      schema,
      options: {},
      multiInstance: false,
      devMode: false,
    });
    const prepared = prepareQuery(schema, normalizeMangoQuery(schema, {}));
    for (const read of [() => store.query(prepared), () => store.count(prepared), () => store.findDocumentsById(['a'], false)]) {
      await pause(5);
      const before = performance.now();
      await read();
      expect(lastReadAt()).toBeGreaterThanOrEqual(before);
    }
    await store.remove();
  });
});
