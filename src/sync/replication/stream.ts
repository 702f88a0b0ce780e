// The live part of the pull: a listener that only says "something changed", after which RxDB pulls
// from its checkpoint (a RESYNC), as RxDB's Firestore replication does. Every write sets `updatedAt`
// to the server's clock, so the changed document becomes the last one in `updatedAt` order and a
// `limitToLast(1)` query on that order fires for every write to the collection while holding one
// document. A reconnection also triggers a RESYNC (engine.ts), since nothing fires for the writes
// made while this device was offline. A feed (feeds.ts) works the same way: each entry is written
// with the server's time, so the newest is the last in value order. The kept collections listen to
// each kept document instead (kept-watch.ts).
import { limitToLast, onValue, orderByChild, orderByValue, query, ref } from 'firebase/database';
import type { EngineContext } from './context.ts';
import { SERVER_TIMESTAMP_FIELD } from '../../backend/doc-shape.ts';
import { watchKept } from './kept-watch.ts';

/** Calls `onChange` after each change on the server; returns the function that stops listening. */
export function watchServerChanges(ctx: EngineContext, onChange: () => void, onError: (err: Error) => void): () => void {
  const { db, spec } = ctx;
  if (ctx.kept !== undefined) return watchKept(ctx, ctx.kept.ids$, onChange, onError);
  const target =
    spec.singleDocumentId !== undefined
      ? ref(db, `${spec.path}/${spec.singleDocumentId}`)
      : spec.feed !== undefined
        ? query(ref(db, spec.feed), orderByValue(), limitToLast(1))
        : query(ref(db, spec.path), orderByChild(SERVER_TIMESTAMP_FIELD), limitToLast(1));
  return onValue(target, () => onChange(), onError);
}
