// The storage worker: the local database's Dexie storage (dexie-storage.ts) off the page's main thread
// (docs/ARCHITECTURE.md, "Speed on a phone", "The storage worker"). RxDB on the page reaches it through
// its remote storage (worker-storage.ts): every storage call and its answer is one message, and each
// collection's change events come back as messages too. The instances are opened with the page's own
// creation parameters, so with `multiInstance` the Dexie storage here tells the other tabs' workers of
// its writes over a BroadcastChannel, as it did from the page.
import { Subject } from 'rxjs';
import { exposeRxStorageRemote, type MessageFromRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';
import { dexieStorage } from './dexie-storage.ts';

/** What this file uses of a dedicated worker's global scope (the project's types are the page's). */
interface WorkerScope {
  postMessage(message: MessageFromRemote): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<MessageToRemote>) => void): void;
}

const scope = self as unknown as WorkerScope;
const messages$ = new Subject<MessageToRemote>();
scope.addEventListener('message', (event) => messages$.next(event.data));
exposeRxStorageRemote({ storage: dexieStorage(), messages$, send: (message) => scope.postMessage(message) });
