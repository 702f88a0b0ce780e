// The live part of a kept collection's pull (kept-pull.ts): one listener per kept document on its
// `updatedAt` (a number: the listeners cost a few bytes each, however big the document), and the kept
// set itself. Either changing makes RxDB pull again (a RESYNC), coalesced: a page of cards stored, or
// the listeners' first answers, give one pull.
import { onValue, ref } from 'firebase/database';
import type { Observable } from 'rxjs';
import type { EngineContext } from './context.ts';
import { SERVER_TIMESTAMP_FIELD } from '../../backend/doc-shape.ts';

const COALESCE_MS = 30;

export function watchKept(ctx: EngineContext, ids$: Observable<ReadonlySet<string>>, onChange: () => void, onError: (err: Error) => void): () => void {
  const listeners = new Map<string, () => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      onChange();
    }, COALESCE_MS);
  };
  const subscription = ids$.subscribe((ids) => {
    for (const [id, off] of listeners) {
      if (ids.has(id)) continue;
      off();
      listeners.delete(id);
    }
    for (const id of ids) {
      if (listeners.has(id)) continue;
      listeners.set(id, onValue(ref(ctx.db, `${ctx.spec.path}/${id}/${SERVER_TIMESTAMP_FIELD}`), changed, onError));
    }
    changed();
  });
  return () => {
    subscription.unsubscribe();
    for (const off of listeners.values()) off();
    listeners.clear();
    clearTimeout(timer);
  };
}
