// Pushes that must wait for another collection's: a card that references a match is accepted by the
// rules only once the match is on the server and lists the card's player, and a match (or card) in a
// tournament only once the tournament lists its creator (player). The app writes the match before its
// cards, but each collection replicates on its own; so a push whose rows reference another collection
// first waits until that collection has nothing left to push. A refused match counts as pushed (it is
// flagged), so nothing waits forever; the wait is also capped.
import type { RxCollection } from 'rxdb';
import type { CollectionName } from '../../../schemas/index.ts';
import type { GolfDatabase } from '../../data/types.ts';
import type { PlainDoc } from '../../backend/doc-shape.ts';
import type { LocalLookup } from './feeds.ts';

/** Reference fields and the collection each one points into. */
const REFERENCES: Partial<Record<CollectionName, readonly (readonly [string, CollectionName])[]>> = {
  scorecards: [
    ['matchId', 'matches'],
    ['tournamentId', 'tournaments'],
  ],
  matches: [['tournamentId', 'tournaments']],
  // A card's shot marks live under the card's id; the rules read the card to know its player and marker.
  shotmarks: [['id', 'scorecards']],
};

const MAX_WAIT_MS = 30_000;
const POLL_MS = 50;

export interface PushedProbe {
  /** Pending local changes of the collection now (null while its replication has not started). */
  pending(name: CollectionName): Promise<number | null> | null;
  isStopped(): boolean;
}

/** Which collections the rows of `name` must wait for. */
export function referencedCollections(name: CollectionName, rows: readonly PlainDoc[]): CollectionName[] {
  const refs = REFERENCES[name] ?? [];
  return refs.filter(([field]) => rows.some((r) => typeof r[field] === 'string' && r[field] !== '')).map(([, target]) => target);
}

export function pushOrder(name: CollectionName, probe: PushedProbe): (rows: readonly PlainDoc[]) => Promise<void> {
  return async (rows) => {
    const deadline = Date.now() + MAX_WAIT_MS;
    for (const target of referencedCollections(name, rows)) {
      for (;;) {
        const count = probe.pending(target);
        if (count === null) break; // not replicated here
        if ((await count) === 0 || probe.isStopped() || Date.now() > deadline) break;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    }
  };
}

/** The local database as feeds.ts reads it. */
export function localLookup(rxdb: GolfDatabase): LocalLookup {
  const collection = (name: CollectionName) => rxdb.collections[name] as unknown as RxCollection<PlainDoc>;
  return {
    async get(name, id) {
      const doc = await collection(name).findOne(id).exec();
      return doc ? (doc.toJSON() as PlainDoc) : null;
    },
    async where(name, field, value) {
      const docs = await collection(name).find({ selector: { [field]: value } }).exec();
      return docs.map((d) => d.toJSON() as PlainDoc);
    },
  };
}
