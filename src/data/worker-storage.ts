// The page's side of the storage worker (storage.worker.ts; docs/ARCHITECTURE.md, "Speed on a phone",
// "The storage worker"): RxDB's remote storage, whose messages go to a dedicated module worker. One
// worker per opened database (the remote storage's `storage` mode: one channel per storage object), ended
// once RxDB has closed every instance of it. A worker that fails (its script could not load, an uncaught
// error) answers every call waiting and every later one with an error, so opening the database or a
// write fails in words instead of waiting forever.
import type { PlainJsonError, RxStorage } from 'rxdb';
import { Subject } from 'rxjs';
import { getRxStorageRemote, type MessageFromRemote, type MessageToRemote, type RemoteMessageChannel } from 'rxdb/plugins/storage-remote';

/** Whether this browser can run the storage worker (every browser the app supports: module workers). */
export function canRunStorageWorker(): boolean {
  return typeof Worker !== 'undefined';
}

/**
 * The error the worker's storage threw, as the page's callers see it. RxDB's remote storage sends a
 * thrown error as `errorToPlainJson` of it (name, message, and an RxError's code, parameters, url and
 * `rxdb` flag; Dexie's `inner` and an Error's `cause` are left behind), and the page's side then throws
 * `new Error('could not requestRemote: ' + JSON.stringify({ methodName, params, error }))` (on opening,
 * 'could not create instance ' + JSON.stringify(error)): a message holding the call's rows, a golfer's
 * documents, and a name that says nothing, so a full disk (storage-full.ts) or an RxError's code would
 * go unrecognised and a screen would show the JSON. The answer's `error` is this error instead, whose
 * `toJSON` throws it: the remote storage's JSON.stringify of it throws this error in place of its own.
 * docs/ARCHITECTURE.md, "The storage worker".
 */
function errorOnThePage(plain: PlainJsonError): Error {
  const { name, message, stack, ...carried } = plain;
  const error = new Error(message);
  error.name = name;
  // An RxError's code, parameters (structured-cloned: nested errors keep their names), url, `rxdb`.
  for (const [key, value] of Object.entries(carried)) if (value !== undefined) Object.assign(error, { [key]: value });
  // The worker's stack says where the storage failed (RxDB spaced its lines for the console).
  if (stack) error.stack = stack.replace(/ \n /g, '\n');
  return Object.assign(error, {
    toJSON(): never {
      throw error;
    },
  });
}

/** The message as the remote storage reads it: an error answer carries `errorOnThePage`. */
function onThePage(message: MessageFromRemote): MessageFromRemote {
  // The type says PlainJsonError: the remote storage only tests it and stringifies it.
  return message.error ? { ...message, error: errorOnThePage(message.error) as unknown as PlainJsonError } : message;
}

function failure(message: MessageToRemote, reason: string): MessageFromRemote {
  return { connectionId: message.connectionId, answerTo: message.requestId, method: message.method, error: { name: 'StorageWorkerError', message: reason } };
}

/** A message channel to a new storage worker. */
export function storageWorkerChannel(): RemoteMessageChannel {
  const worker = new Worker(new URL('./storage.worker.ts', import.meta.url), { type: 'module', name: 'storage' });
  const answers$ = new Subject<MessageFromRemote>();
  // Every message reaches RxDB here, with a thrown error as the page's own (errorOnThePage).
  const deliver = (message: MessageFromRemote) => answers$.next(onThePage(message));
  const waiting = new Map<string, MessageToRemote>();
  let broken: string | null = null;
  const fail = (reason: string) => {
    broken ??= reason;
    for (const message of waiting.values()) deliver(failure(message, reason));
    waiting.clear();
  };
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => {
    waiting.delete(event.data.answerTo);
    deliver(event.data);
  });
  worker.addEventListener('error', (event) => {
    fail(`the storage worker failed: ${event.message || 'its script did not load'}`);
  });
  worker.addEventListener('messageerror', () => fail('the storage worker sent a message that could not be read'));
  return {
    messages$: answers$.asObservable(),
    send(message) {
      if (broken !== null) {
        // Answered after the caller has started listening for it (it subscribes before sending).
        queueMicrotask(() => deliver(failure(message, broken ?? '')));
        return;
      }
      waiting.set(message.requestId, message);
      worker.postMessage(message);
    },
    close() {
      worker.terminate();
      answers$.complete();
      return Promise.resolve();
    },
  };
}

/** A storage whose instances live in a storage worker of their own. */
export function workerStorage(): RxStorage<unknown, unknown> {
  return getRxStorageRemote({ identifier: 'golf-storage', mode: 'storage', messageChannelCreator: () => Promise.resolve(storageWorkerChannel()) });
}
