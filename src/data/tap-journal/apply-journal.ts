// Applies journal entries to the golfer's database: one write per card for all its edits, in their
// order, then the round in play's hole (docs/ARCHITECTURE.md, "How a tap becomes durable").
import { StorageFullError } from '../device-storage/storage-full.ts';
import type { GolfDatabase } from '../types.ts';
import { patchHoles } from '../writes/scorecards.ts';
import { moveInPlay } from '../writes/users.ts';
import type { HoleEditEntry, InPlayEntry, JournalEntry } from './journal-entry.ts';

/** A card whose edits the database refused (the card was deleted, a hole it does not have): they are dropped. */
export interface RefusedCard {
  cardId: string;
  error: unknown;
  entries: JournalEntry[];
}

export interface Applied {
  /** In the database now: the journal may let them go. */
  done: JournalEntry[];
  refused: RefusedCard[];
  /** The phone's storage is full: the entries not in `done` or `refused` wait in the journal. */
  storageFull: StorageFullError | null;
  /** The database was closed meanwhile (the golfer signed out, the page is going): the rest waits in the journal. */
  closed: boolean;
}

function byCard(entries: readonly JournalEntry[]): Map<string, HoleEditEntry[]> {
  const cards = new Map<string, HoleEditEntry[]>();
  for (const entry of entries) {
    if (entry.kind !== 'hole') continue;
    const list = cards.get(entry.cardId) ?? [];
    list.push(entry);
    cards.set(entry.cardId, list);
  }
  return cards;
}

/** `entries` in order (see journal-entry.ts's inOrder); `uid` is the golfer whose database `db` is. */
export async function applyJournalEntries(db: GolfDatabase, uid: string, entries: readonly JournalEntry[]): Promise<Applied> {
  const result: Applied = { done: [], refused: [], storageFull: null, closed: false };
  for (const [cardId, edits] of byCard(entries)) {
    try {
      await patchHoles(db, cardId, edits, uid);
      result.done.push(...edits);
    } catch (error) {
      if (error instanceof StorageFullError) {
        result.storageFull = error;
        return result;
      }
      // Not a refusal of the edits: they stay kept for the database's next opening.
      if (db.closed) {
        result.closed = true;
        return result;
      }
      result.refused.push({ cardId, error, entries: edits });
    }
  }
  // Only the last hole shown counts; the ones before it were passed by.
  const moves = entries.filter((e): e is InPlayEntry => e.kind === 'inPlay');
  const last = moves.at(-1);
  if (last) {
    try {
      await moveInPlay(db, uid, last.cardId, last.hole);
      result.done.push(...moves);
    } catch (error) {
      if (error instanceof StorageFullError) result.storageFull = error;
      else if (db.closed) result.closed = true;
      else result.refused.push({ cardId: last.cardId, error, entries: moves });
    }
  }
  return result;
}
