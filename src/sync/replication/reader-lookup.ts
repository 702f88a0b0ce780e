// The documents a push reads to name the readers of what it writes (feeds.ts): this device's copy, else
// the server's. Each collection pulls on its own, so a card can be on this device before its match is
// (a reload between the two pulls leaves it so for a while): named from the card alone, the match's
// other players would hear nothing of the card's changes and their boards would stay behind
// (docs/ARCHITECTURE.md, "Sync", push step 2).
import { get, ref, type Database } from 'firebase/database';
import { collectionSchemas, RTDB_PATHS } from '../../../schemas/index.ts';
import { fromServer } from '../../backend/doc-shape.ts';
import type { LocalLookup } from './feeds.ts';

export interface ServerReads {
  db: Database;
  /** Races a server call against the stop of sync (ConnectionState.unlessStopped). */
  unlessStopped<T>(operation: Promise<T>): Promise<T>;
  /** Whether an error is the rules' refusal (this golfer may not read the document). */
  isRefusal(err: unknown): boolean;
}

/**
 * `local` with a server read for a document not held here. A document the rules do not let this golfer
 * read, or that is deleted, names no readers, as a missing one did; any other failure (the connection
 * dropped) fails the push, which is tried again: its feed entries must name every reader.
 */
export function withServerDocuments(local: LocalLookup, server: ServerReads): LocalLookup {
  return {
    async get(name, id) {
      const held = await local.get(name, id);
      if (held) return held;
      try {
        const snap = await server.unlessStopped(get(ref(server.db, `${RTDB_PATHS[name]}/${id}`)));
        const doc = fromServer(snap.val(), id, collectionSchemas[name]);
        return doc && doc._deleted !== true ? doc : null;
      } catch (err) {
        if (server.isRefusal(err)) return null;
        throw err;
      }
    },
    where: (name, field, value) => local.where(name, field, value),
  };
}
