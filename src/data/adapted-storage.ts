// The shape every storage wrapper of the data layer shares (docs/ARCHITECTURE.md, "Speed on a phone",
// "Interrupted pulls"): the storage as it is, with each instance it creates changed in place by
// `adapt` (a method replaced) before RxDB sees it.
import type { RxStorage, RxStorageInstance, RxStorageInstanceCreationParams } from 'rxdb';

export function adaptedStorage<Internals, Options>(
  storage: RxStorage<Internals, Options>,
  adapt: <Doc>(instance: RxStorageInstance<Doc, Internals, Options>) => void,
): RxStorage<Internals, Options> {
  return {
    name: storage.name,
    rxdbVersion: storage.rxdbVersion,
    async createStorageInstance<Doc>(params: RxStorageInstanceCreationParams<Doc, Options>) {
      const instance = await storage.createStorageInstance(params);
      adapt(instance);
      return instance;
    },
  };
}
