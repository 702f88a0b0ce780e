// A storage wrapper that reports its reads (queries, counts, reads by id) to read-activity.ts, so the
// session can tell when a page has read what it shows (docs/ARCHITECTURE.md, "Speed on a phone").
import type { RxStorage, RxStorageInstanceCreationParams } from 'rxdb';
import { noteRead } from './read-activity.ts';

export function withReadActivity<Internals, Options>(storage: RxStorage<Internals, Options>): RxStorage<Internals, Options> {
  return {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<Doc>(params: RxStorageInstanceCreationParams<Doc, Options>) {
      const instance = await storage.createStorageInstance(params);
      const query = instance.query.bind(instance);
      const count = instance.count.bind(instance);
      const findDocumentsById = instance.findDocumentsById.bind(instance);
      instance.query = (prepared) => noteRead(query(prepared));
      instance.count = (prepared) => noteRead(count(prepared));
      instance.findDocumentsById = (ids, withDeleted) => noteRead(findDocumentsById(ids, withDeleted));
      return instance;
    },
  };
}
