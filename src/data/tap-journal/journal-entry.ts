// What the tap journal keeps (docs/ARCHITECTURE.md, "How a tap becomes durable"): each change a play
// screen shows before the database holds it, in the order it was made, and the reading of a stored
// journal, which may come from an older release or a damaged store.
import { isRecord } from '../../domain/is-record.ts';
import type { HolePatch } from '../writes/scorecards.ts';

/** The journal's format. A stored journal of another version is left as it is (see `parseJournal`). */
export const JOURNAL_VERSION = 1;

/** A change of one hole of one card (a "+1 shot", a putt, the fairway...). */
export interface HoleEditEntry {
  kind: 'hole';
  cardId: string;
  hole: number;
  patch: HolePatch;
  /** The hole's `modifiedAt` once written: unique, and after the hole's stamp when the tap was made. */
  at: number;
}

/** The hole shown on a play screen, which becomes the round in play's hole (zero-based). */
export interface InPlayEntry {
  kind: 'inPlay';
  cardId: string;
  hole: number;
  at: number;
}

export type JournalEntry = HoleEditEntry | InPlayEntry;

/** A journal as stored: whose database its entries are for, and the entries in order. */
export interface StoredJournal {
  v: typeof JOURNAL_VERSION;
  uid: string;
  entries: JournalEntry[];
}

/** Fields a tap never writes: the layout, the stamp and the player's dispute. */
const NOT_EDITED = new Set(['number', 'modifiedAt', 'disputed']);

const isStamp = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isHoleNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isEntry(value: unknown): value is JournalEntry {
  if (!isRecord(value) || typeof value.cardId !== 'string' || value.cardId === '' || !isHoleNumber(value.hole) || !isStamp(value.at)) return false;
  if (value.kind === 'inPlay') return true;
  return value.kind === 'hole' && isRecord(value.patch) && Object.keys(value.patch).every((k) => !NOT_EDITED.has(k));
}

/** A field the patch clears was stored as null (journal-storage.ts): it is `undefined` again. */
function withClearedFields(entry: JournalEntry): JournalEntry {
  if (entry.kind !== 'hole') return entry;
  const patch: Record<string, unknown> = { ...entry.patch };
  for (const key of Object.keys(patch)) if (patch[key] === null) patch[key] = undefined;
  return { ...entry, patch: patch as HolePatch };
}

/** What a stored journal says: its golfer and entries, `other-version` when another release wrote it, null when unreadable. */
export type ParsedJournal = { uid: string; entries: JournalEntry[] } | 'other-version' | null;

/**
 * Reads a stored journal. An entry that is not one (a damaged store) is left out, since it cannot be
 * applied; a journal of another version is not read at all, so that the release that wrote it still
 * finds it whole.
 */
export function parseJournal(raw: string | null): ParsedJournal {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.uid !== 'string') return null;
  if (value.v !== JOURNAL_VERSION) return 'other-version';
  const entries = Array.isArray(value.entries) ? value.entries.filter(isEntry).map(withClearedFields) : [];
  return { uid: value.uid, entries };
}

/** Entries of several journals in the order they were made: by stamp (each page stamps in increasing order). */
export function inOrder(entries: readonly JournalEntry[]): JournalEntry[] {
  return [...entries].sort((a, b) => a.at - b.at);
}
