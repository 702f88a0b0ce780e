// @vitest-environment happy-dom
// The tap journal (docs/ARCHITECTURE.md, "How a tap becomes durable"): a tap is kept in localStorage the
// moment it is recorded, applied to the database in order and exactly once, let go only once the database
// holds it, and taken over by the next page when the page that kept it is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScoreCard, type GolfDatabase } from '../../../../src/data/index.ts';
import { applyJournalEntries } from '../../../../src/data/tap-journal/apply-journal.ts';
import { JOURNAL_VERSION, parseJournal, type HoleEditEntry, type JournalEntry } from '../../../../src/data/tap-journal/journal-entry.ts';
import { journalKey } from '../../../../src/data/tap-journal/journal-storage.ts';
import { TapJournal } from '../../../../src/data/tap-journal/page-journal.ts';
import { setInPlay } from '../../../../src/data/writes/users.ts';
import { course, dispose, freshDatabase } from '../fixtures.ts';

const UID = 'golfer-1';
/** After the new card's own stamps: a tap is made on a card that exists. */
const T = Date.now() + 60_000;
let db: GolfDatabase;
let pages = 0;
const page = () => new TapJournal(UID, `page${++pages}`);

beforeEach(async () => {
  localStorage.clear();
  db = await freshDatabase();
  await createScoreCard(db, { id: 'card', userId: UID, course: course(), teeId: 'white', player: {} });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await dispose(db);
});

const stored = async () => (await db.scorecards.findOne('card').exec())!.toMutableJSON();
const holeOf = async (n: number) => (await stored()).holes.find((h) => h.number === n)!;
const tap = (hole: number, patch: HoleEditEntry['patch'], at: number): HoleEditEntry => ({ kind: 'hole', cardId: 'card', hole, patch, at });
const kept = (journal: TapJournal) => parseJournal(localStorage.getItem(journal.key));

describe('the tap journal', () => {
  it('keeps a tap in localStorage the moment it is recorded, before any write', () => {
    const journal = page();
    journal.record(tap(1, { shotCount: 1 }, T));
    expect(kept(journal)).toEqual({ uid: UID, entries: [tap(1, { shotCount: 1 }, T)] });
  });

  it('applies the taps in order, all that waits in one write, and lets them go once the database holds them', async () => {
    const journal = page();
    const writes = vi.spyOn(db.scorecards.storageInstance, 'bulkWrite');
    journal.record(tap(1, { shotCount: 1 }, T));
    journal.record(tap(1, { shotCount: 2, clubs: ['driver'] }, T + 1));
    journal.record(tap(1, { shotCount: 3, clubs: undefined }, T + 2));
    journal.record(tap(2, { shotCount: 4 }, T + 3));
    await journal.drain(db);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(await holeOf(1)).toMatchObject({ shotCount: 3, modifiedAt: T + 2 });
    expect((await holeOf(1)).clubs).toBeUndefined();
    expect((await stored()).shotCount).toBe(7);
    expect(localStorage.getItem(journal.key)).toBeNull();
    expect(journal.status().waiting).toEqual([]);
  });

  it('a cleared field survives the journal stored and read back (JSON has no undefined)', () => {
    const journal = page();
    journal.record(tap(1, { clubs: undefined, shotCount: 2 }, T));
    const entry = (kept(journal) as { entries: JournalEntry[] }).entries[0] as HoleEditEntry;
    expect(Object.keys(entry.patch).sort()).toEqual(['clubs', 'shotCount']);
    expect(entry.patch.clubs).toBeUndefined();
  });

  it('applies a tap exactly once: a journal applied again (a stop before it was cleared) changes nothing', async () => {
    const journal = page();
    journal.record(tap(1, { shotCount: 1 }, T));
    journal.record(tap(1, { shotCount: 2 }, T + 1));
    // The database took the taps, then the page stopped before clearing its journal.
    await applyJournalEntries(db, UID, journal.status().waiting);
    const before = await stored();
    // Another device's later change of the hole, pulled meanwhile.
    await db.scorecards.findOne('card').exec().then((d) => d!.incrementalPatch({ holes: before.holes.map((h) => (h.number === 1 ? { ...h, shotCount: 6, modifiedAt: T + 1_000 } : h)) }));
    const next = page();
    await next.adopt(db);
    expect(await holeOf(1)).toMatchObject({ shotCount: 6, modifiedAt: T + 1_000 });
    expect(localStorage.getItem(journal.key)).toBeNull();
  });

  it('a stop between the journal and the database write: the next page applies the taps before anything reads them', async () => {
    const old = page();
    old.record(tap(3, { shotCount: 5 }, T));
    old.record(tap(3, { puttCount: 2 }, T + 1));
    // The page is gone (reloaded, killed): nothing was written.
    expect((await holeOf(3)).shotCount).toBe(0);
    const next = page();
    await next.adopt(db);
    expect(await holeOf(3)).toMatchObject({ shotCount: 5, puttCount: 2, modifiedAt: T + 1 });
    expect(localStorage.getItem(old.key)).toBeNull();
    expect(localStorage.getItem(next.key)).toBeNull();
  });

  it('takes the journals of several pages in the order their taps were made', async () => {
    const first = page();
    const second = page();
    first.record(tap(1, { shotCount: 1 }, T));
    second.record(tap(1, { shotCount: 2 }, T + 5));
    first.record(tap(1, { shotCount: 9 }, T + 2));
    await page().adopt(db);
    expect(await holeOf(1)).toMatchObject({ shotCount: 2, modifiedAt: T + 5 });
  });

  it('leaves a journal of an older or newer release whole, and never applies it', async () => {
    const key = journalKey('old-release', UID);
    const raw = JSON.stringify({ v: JOURNAL_VERSION + 1, uid: UID, entries: [{ card: 'card', holeNo: 1, shots: 4 }] });
    localStorage.setItem(key, raw);
    await page().adopt(db);
    expect(localStorage.getItem(key)).toBe(raw);
    expect((await holeOf(1)).shotCount).toBe(0);
  });

  it('leaves out what is not an entry in a damaged journal and applies the rest', async () => {
    const key = journalKey('damaged', UID);
    localStorage.setItem(key, JSON.stringify({ v: JOURNAL_VERSION, uid: UID, entries: [{ kind: 'hole', cardId: 'card', hole: 1, patch: { modifiedAt: 1 }, at: T }, 'x', tap(2, { shotCount: 3 }, T)] }));
    const before = await holeOf(1);
    await page().adopt(db);
    expect((await holeOf(2)).shotCount).toBe(3);
    expect(await holeOf(1)).toEqual(before);
  });

  it("never applies another golfer's journal, and leaves it for them", async () => {
    const theirs = new TapJournal('golfer-2', 'their-page');
    theirs.record(tap(1, { shotCount: 7 }, T));
    await page().adopt(db);
    expect((await holeOf(1)).shotCount).toBe(0);
    expect(kept(theirs)).toMatchObject({ uid: 'golfer-2' });
  });

  it("leaves a live tab's journal to that tab (it holds its page's lock), and takes one whose tab is gone", async () => {
    const held = new Set<string>();
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: (name: string, ...rest: unknown[]) => {
          const [options, work] = rest.length === 2 ? (rest as [{ ifAvailable?: boolean }, (lock: unknown) => Promise<unknown>]) : [{}, rest[0] as (lock: unknown) => Promise<unknown>];
          if (held.has(name)) return options.ifAvailable ? work(null) : new Promise(() => {});
          held.add(name);
          return Promise.resolve(work({ name })).finally(() => held.delete(name));
        },
      },
    });
    const live = page();
    live.record(tap(1, { shotCount: 1 }, T));
    const gone = new TapJournal(UID, 'gone');
    localStorage.setItem(gone.key, JSON.stringify({ v: JOURNAL_VERSION, uid: UID, entries: [tap(2, { shotCount: 2 }, T + 1)] }));
    await page().adopt(db);
    expect((await holeOf(1)).shotCount).toBe(0);
    expect(kept(live)).toMatchObject({ entries: [tap(1, { shotCount: 1 }, T)] });
    expect((await holeOf(2)).shotCount).toBe(2);
    expect(localStorage.getItem(gone.key)).toBeNull();
  });

  it('drops the taps of a card the database refuses, says which, and applies the others', async () => {
    const journal = page();
    const refusals: string[] = [];
    journal.onRefused((r) => refusals.push(r.cardId));
    journal.record({ ...tap(1, { shotCount: 1 }, T), cardId: 'deleted' });
    journal.record(tap(1, { shotCount: 2 }, T + 1));
    await journal.drain(db);
    expect(refusals).toEqual(['deleted']);
    expect(journal.status().refused.get('deleted')?.error).toBeInstanceOf(Error);
    expect((await holeOf(1)).shotCount).toBe(2);
    expect(localStorage.getItem(journal.key)).toBeNull();
  });

  it('moves the round in play to the hole shown, never bringing back a round that ended', async () => {
    await setInPlay(db, UID, 'card', 0);
    const journal = page();
    journal.record({ kind: 'inPlay', cardId: 'card', hole: 4, at: T + 0 });
    await journal.drain(db);
    expect((await db.userdata.findOne(UID).exec())!.toJSON().inPlay).toEqual({ scoreCardId: 'card', currentHole: 4 });
    await db.userdata.findOne(UID).exec().then((d) => d!.incrementalModify((u) => ({ ...u, inPlay: undefined })));
    journal.record({ kind: 'inPlay', cardId: 'card', hole: 5, at: T + 1 });
    await journal.drain(db);
    expect((await db.userdata.findOne(UID).exec())!.toJSON().inPlay).toBeUndefined();
  });

  it('keeps the taps when the database is closed under the write (a sign-out), for its next opening', async () => {
    const journal = page();
    journal.record(tap(1, { shotCount: 4 }, T));
    await db.close();
    const applied = await applyJournalEntries(db, UID, journal.status().waiting);
    expect(applied).toMatchObject({ done: [], refused: [], closed: true });
    await journal.drain(db);
    expect(kept(journal)).toMatchObject({ entries: [tap(1, { shotCount: 4 }, T)] });
  });

  it('waits at a start for a live tab that holds taps to write them, so no screen reads a card that then changes', async () => {
    const other = new TapJournal(UID, 'live-tab', { locks: null });
    other.record(tap(1, { shotCount: 2 }, T));
    // The live tab holds its lock: asked if free, it is not; asked to wait, it never comes.
    const heldByLiveTab = {
      request: (...args: unknown[]) => (args.length === 3 ? (args[2] as (lock: null) => Promise<unknown>)(null) : new Promise(() => {})),
    } as unknown as LockManager;
    const next = new TapJournal(UID, 'starting', { locks: heldByLiveTab });
    let started = false;
    const starting = next.adopt(db).then(() => (started = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(started).toBe(false);
    await other.drain(db);
    await starting;
    expect((await holeOf(1)).shotCount).toBe(2);
  });
});
