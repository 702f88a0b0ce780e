// The page's side of the storage worker (storage.worker.ts; docs/ARCHITECTURE.md, "Speed on a phone",
// "The storage worker"): RxDB's remote storage, whose messages go to a dedicated module worker. One
// worker per opened database (the remote storage's `storage` mode: one channel per storage object), ended
// once RxDB has closed every instance of it. A worker that fails (its script could not load, an uncaught
// error) answers every call waiting and every later one with an error, so opening the database or a
// write fails in words instead of waiting forever.
import type { RxStorage } from 'rxdb';
import { Subject } from 'rxjs';
import { getRxStorageRemote, type MessageFromRemote, type MessageToRemote, type RemoteMessageChannel } from 'rxdb/plugins/storage-remote';

/** Whether this browser can run the storage worker (every browser the app supports: module workers). */
export function canRunStorageWorker(): boolean {
  return typeof Worker !== 'undefined';
}

function failure(message: MessageToRemote, reason: string): MessageFromRemote {
  return { connectionId: message.connectionId, answerTo: message.requestId, method: message.method, error: { name: 'StorageWorkerError', message: reason } };
}

/** A message channel to a new storage worker. */
export function storageWorkerChannel(): RemoteMessageChannel {
  const worker = new Worker(new URL('./storage.worker.ts', import.meta.url), { type: 'module', name: 'storage' });
  const messages$ = new Subject<MessageFromRemote>();
  const waiting = new Map<string, MessageToRemote>();
  let broken: string | null = null;
  const fail = (reason: string) => {
    broken ??= reason;
    for (const message of waiting.values()) messages$.next(failure(message, reason));
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => {
    waiting.delete(event.data.answerTo);
    messages$.next(event.data);
  });
  worker.addEventListener('error', (event) => {
    fail(`the storage worker failed: ${event.message || 'its script did not load'}`);
  });
  worker.addEventListener('messageerror', () => fail('the storage worker sent a message that could not be read'));
  return {
    messages$: messages$.asObservable(),
    send(message) {
      if (broken !== null) {
        // Answered after the caller has started listening for it (it subscribes before sending).
        queueMicrotask(() => messages$.next(failure(message, broken ?? '')));
        return;
      }
      waiting.set(message.requestId, message);
      worker.postMessage(message);
    },
    close() {
      worker.terminate();
      messages$.complete();
      return Promise.resolve();
    },
  };
}

/** A storage whose instances live in a storage worker of their own. */
export function workerStorage(): RxStorage<unknown, unknown> {
  return getRxStorageRemote({ identifier: 'golf-storage', mode: 'storage', messageChannelCreator: () => Promise.resolve(storageWorkerChannel()) });
}
