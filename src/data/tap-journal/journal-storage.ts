// Where the tap journal lives: localStorage (the page journal's Storage), which the browser writes
// before `setItem` returns, so a tap is kept in the same task that shows it (docs/ARCHITECTURE.md, "How
// a tap becomes durable"). Each page keeps its own key, `hd-taps-<page>-<golfer>`: two tabs never write the same key, so neither
// can overwrite the other's taps, and a page reloaded or killed leaves its key for the next start.
import { encodeUid } from '../db-name.ts';
import { JOURNAL_VERSION, parseJournal, type JournalEntry, type StoredJournal } from './journal-entry.ts';

const PREFIX = 'hd-taps-';

export const isJournalKey = (key: string): boolean => key.startsWith(PREFIX);

export function journalKey(pageId: string, uid: string): string {
  return `${PREFIX}${pageId}-${encodeUid(uid)}`;
}

/** Writes a page's journal (removes it when empty); false when the browser refused to store it. */
export function saveJournal(storage: Storage, key: string, uid: string, entries: readonly JournalEntry[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(key);
    // A field a patch clears is `undefined`, which JSON would drop: it is kept as null (journal-entry.ts reads it back).
    else storage.setItem(key, JSON.stringify({ v: JOURNAL_VERSION, uid, entries: [...entries] } satisfies StoredJournal, (_k, v: unknown) => (v === undefined ? null : v)));
    return true;
  } catch {
    return false;
  }
}

export function removeJournal(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage blocked: there was nothing kept there either.
  }
}

export interface KeptJournal {
  key: string;
  entries: JournalEntry[];
}

/** The journals stored for `uid`, but the one under `except` (this page's own). Another version's are not listed. */
export function keptJournals(storage: Storage, uid: string, except: string): KeptJournal[] {
  const found: KeptJournal[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key === null || key === except || !isJournalKey(key)) continue;
      const journal = parseJournal(storage.getItem(key));
      if (journal !== null && journal !== 'other-version' && journal.uid === uid) found.push({ key, entries: journal.entries });
    }
  } catch {
    // Storage blocked: no journal could have been kept.
  }
  return found;
}
