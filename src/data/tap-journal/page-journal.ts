// This page's tap journal for one golfer (docs/ARCHITECTURE.md, "How a tap becomes durable"): a tap is
// recorded in localStorage in the task that shows it, applied to the database in order and exactly once
// (all that waits in one write per card), and let go only once the database holds it. A start adopts what
// pages before it left (a reload, a killed tab) and applies it before the screens read the cards.
import type { StorageFullError } from '../device-storage/storage-full.ts';
import type { GolfDatabase } from '../types.ts';
import { applyJournalEntries, type RefusedCard } from './apply-journal.ts';
import { inOrder, parseJournal, type JournalEntry } from './journal-entry.ts';
import { isJournalKey, journalKey, keptJournals, removeJournal, saveJournal } from './journal-storage.ts';

/** How often a write refused for lack of space is tried again. */
export const STORAGE_FULL_RETRY_MS = 3000;
/** The longest a start waits for another tab to write the taps it holds (only with the app open in two tabs). */
const OTHER_TABS_WAIT_MS = 3000;

export interface JournalStatus {
  /** Entries not in the database yet. */
  waiting: readonly JournalEntry[];
  /** The phone's storage refused the last write: the waiting entries are tried again. */
  storageFull: StorageFullError | null;
  /** The last refusal per card (its entries were dropped), until a later write of the card lands. */
  refused: ReadonlyMap<string, RefusedCard>;
}

type Listener = () => void;
type RefusalListener = (card: RefusedCard) => void;

/** One id per page: a reload is a new page, whose journal adopts the last one's. */
const pageId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** Where a page's journal keeps its entries and learns which pages live; a test or a simulated phone gives its own. */
export interface JournalPlace {
  /** This page's localStorage by default. */
  storage?: Storage;
  /** This page's Web Locks by default; null for none (every journal left by another page is taken at once). */
  locks?: LockManager | null;
}

const pageLocks = (): LockManager | null => (typeof navigator === 'undefined' ? null : (navigator.locks ?? null));

/** A Storage that keeps nothing: a page without localStorage (blocked) keeps its taps in memory only. */
const NO_STORAGE: Storage = {
  length: 0,
  clear: () => undefined,
  getItem: () => null,
  key: () => null,
  removeItem: () => undefined,
  setItem: () => {
    throw new Error('no storage');
  },
};

function pageStorage(): Storage {
  try {
    return globalThis.localStorage ?? NO_STORAGE;
  } catch {
    return NO_STORAGE;
  }
}

/**
 * Runs `work` while holding the Web Lock `name`, only when no page holds it; false when one does. A page
 * holds its own journal's lock for its life, so a journal whose lock is free was left by a page that is
 * gone, and only one tab adopts it. Without Web Locks: at once (the writes stay exactly-once, patchHoles).
 */
async function ifLockFree(locks: LockManager | null, name: string, work: () => Promise<void>): Promise<boolean> {
  if (!locks) {
    await work();
    return true;
  }
  return locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
}

function holdForLife(locks: LockManager | null, name: string): void {
  void locks?.request(name, () => new Promise<never>(() => {}));
}

/** Resolves after `ms`, or sooner when the page is shown again (the golfer may have freed space meanwhile). */
function retryLater(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    const shown = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = setTimeout(done, ms);
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', shown);
  });
}

export class TapJournal {
  readonly key: string;
  private entries: JournalEntry[] = [];
  private listeners = new Set<Listener>();
  private refusalListeners = new Set<RefusalListener>();
  private draining: Promise<void> | null = null;
  private db: GolfDatabase | null = null;
  private lockHeld = false;
  private current: JournalStatus = { waiting: [], storageFull: null, refused: new Map() };

  private readonly storage: Storage;
  private readonly locks: LockManager | null;

  /** `page` names the page (this one's by default; a test plays several pages with one each). */
  constructor(
    readonly uid: string,
    page: string = pageId,
    place: JournalPlace = {},
  ) {
    this.key = journalKey(page, uid);
    this.storage = place.storage ?? pageStorage();
    this.locks = place.locks === undefined ? pageLocks() : place.locks;
  }

  private holdOwnLock(): void {
    if (this.lockHeld) return;
    this.lockHeld = true;
    holdForLife(this.locks, this.key);
  }

  /** Keeps `entry` at once (before the frame that shows it), to be applied by the next drain. */
  record(entry: JournalEntry): void {
    this.holdOwnLock();
    this.entries.push(entry);
    this.persist({});
  }

  /** The entries of `cardId` not in the database yet, in order (a screen shows them over the stored card). */
  waitingOf(cardId: string): JournalEntry[] {
    return this.entries.filter((e) => e.cardId === cardId);
  }

  status = (): JournalStatus => this.current;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with each card whose edits the database refused (they leave the journal and the screen). */
  onRefused(listener: RefusalListener): () => void {
    this.refusalListeners.add(listener);
    return () => this.refusalListeners.delete(listener);
  }

  /**
   * Applies what waits, in one write per card, until nothing does. Resolves when the journal is empty,
   * or when its entries wait for room on the phone (then tried again every STORAGE_FULL_RETRY_MS, while
   * the page lives). One drain at a time: a call during one returns that one.
   */
  drain(db: GolfDatabase): Promise<void> {
    this.db = db;
    this.draining ??= this.run().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /**
   * At a start, with the golfer's database open: takes over the journals pages before this one left
   * (a reload, a crash) and applies them with this page's. A journal still held by a live tab is left to
   * it, and taken over the moment that tab is gone (its lock is let go), as is any journal a tab opened
   * later keeps: a tab killed beside this one loses nothing until the next start.
   */
  async adopt(db: GolfDatabase): Promise<void> {
    this.db = db;
    for (const kept of keptJournals(this.storage, this.uid, this.key)) {
      const taken = await ifLockFree(this.locks, kept.key, () => this.takeOver(kept.key));
      if (!taken) this.watch(kept.key);
    }
    this.watchNewPages();
    if (this.entries.length > 0) await this.drain(db);
    await this.othersWritten(OTHER_TABS_WAIT_MS);
  }

  /**
   * Waits (at most `limitMs`) until no live tab's journal holds entries: a tab that has just taken over
   * this page's last journal (the reload let its lock go) is writing it, and the screens must not read
   * the cards before that write lands, or they would show a count that then changes.
   */
  private async othersWritten(limitMs: number): Promise<void> {
    const until = Date.now() + limitMs;
    while (keptJournals(this.storage, this.uid, this.key).some((k) => k.entries.length > 0) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Moves the entries kept under `key` (another page's, gone) into this journal. The caller holds `key`'s lock. */
  private async takeOver(key: string): Promise<void> {
    const kept = keptJournals(this.storage, this.uid, this.key).find((k) => k.key === key);
    if (kept && kept.entries.length > 0) {
      this.holdOwnLock();
      const known = new Set(this.entries.map((e) => `${e.cardId}|${e.kind}|${e.hole}|${e.at}`));
      const fresh = kept.entries.filter((e) => !known.has(`${e.cardId}|${e.kind}|${e.hole}|${e.at}`));
      this.entries = inOrder([...this.entries, ...fresh]);
      // Kept under this page's key before the other is removed: a stop in between leaves both, and
      // applying both changes nothing twice.
      this.persist({});
    }
    removeJournal(this.storage, key);
  }

  private watched = new Set<string>();

  /** Waits for the tab keeping `key` to be gone (its lock let go), then takes its journal over. */
  private watch(key: string): void {
    const locks = this.locks;
    if (!locks || this.watched.has(key)) return;
    this.watched.add(key);
    void locks.request(key, async () => {
      this.watched.delete(key);
      const db = this.db;
      if (!db || db.closed) return;
      await this.takeOver(key);
      await this.drain(db);
    });
  }

  private watchingPages = false;

  /** A tab opened after this one starts its journal: this one learns of it from the storage event. */
  private watchNewPages(): void {
    // Only the page's own localStorage tells of other tabs.
    if (this.watchingPages || typeof window === 'undefined' || this.storage !== pageStorage()) return;
    this.watchingPages = true;
    window.addEventListener('storage', (event) => {
      const { key, newValue } = event;
      if (key === null || newValue === null || key === this.key || this.watched.has(key) || !isJournalKey(key)) return;
      const journal = parseJournal(newValue);
      if (journal !== null && journal !== 'other-version' && journal.uid === this.uid) this.watch(key);
    });
  }

  private async run(): Promise<void> {
    for (;;) {
      const db = this.db;
      const batch = this.entries.slice();
      // A database closed meanwhile (the golfer signed out): the entries stay kept for their next start.
      if (!db || db.closed || batch.length === 0) return;
      const applied = await applyJournalEntries(db, this.uid, batch);
      const gone = new Set<JournalEntry>([...applied.done, ...applied.refused.flatMap((r) => r.entries)]);
      this.entries = this.entries.filter((e) => !gone.has(e));
      const refused = new Map(this.current.refused);
      for (const entry of applied.done) refused.delete(entry.cardId);
      for (const card of applied.refused) refused.set(card.cardId, card);
      this.persist({ storageFull: applied.storageFull, refused });
      for (const card of applied.refused) for (const listener of this.refusalListeners) listener(card);
      if (applied.closed) return;
      if (applied.storageFull) {
        // Tried again later, by a drain of its own: this one is over, so a start or a round's end is not held.
        void retryLater(STORAGE_FULL_RETRY_MS).then(() => this.drain(db));
        return;
      }
    }
  }

  private persist(change: Partial<Pick<JournalStatus, 'storageFull' | 'refused'>>): void {
    // Storage blocked (saveJournal false): the taps live in the page only, as before the journal.
    saveJournal(this.storage, this.key, this.uid, this.entries);
    this.current = { ...this.current, ...change, waiting: this.entries.slice() };
    for (const listener of this.listeners) listener();
  }
}

const journals = new Map<string, TapJournal>();

/** This page's journal for `uid` (one per golfer signed in on the page). */
export function tapJournal(uid: string): TapJournal {
  let journal = journals.get(uid);
  if (!journal) {
    journal = new TapJournal(uid);
    journals.set(uid, journal);
  }
  return journal;
}
