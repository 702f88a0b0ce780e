// Shows a hole edit at once and keeps it durable from that moment (docs/ARCHITECTURE.md, "How a tap
// becomes durable").
//
// A tap is recorded in this page's tap journal (localStorage, written before the call returns) in the
// task that shows it, and laid over the card as a pending edit until the card's hole carries a
// `modifiedAt` at least as new as the edit's: from then on the card shows that edit (or a newer one,
// e.g. from another device), and the pending edit is dropped. The journal is applied to RxDB once the
// frame that shows the tap is painted (after-next-paint.ts), all that waits in one write per card; a page
// reloaded or killed before that leaves the journal to the next start, which applies it before the
// screens read the cards.
//
// A shown hole carries the `modifiedAt` its write sets, and a hole whose content has not changed keeps
// its object from one render to the next (RxDB hands over new objects for every hole on each write):
// when the written card arrives it equals what the tap already showed, so the memoised hole view and
// the totals are not worked out again.
//
// A write the phone refuses for lack of space (StorageFullError) is not lost: it stays on screen and in
// the journal, the golfer is told, and it is tried again every few seconds (docs/ARCHITECTURE.md, "What
// the phone does to keep the round").
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { stampNow } from '../../data/clock.ts';
import { tapJournal, type TapJournal } from '../../data/tap-journal/page-journal.ts';
import type { HoleEditEntry } from '../../data/tap-journal/journal-entry.ts';
import type { GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../../data/types.ts';
import type { HolePatch } from '../../data/writes/scorecards.ts';
import { errorText } from '../../ui/error-text.ts';
import { scoringText } from '../i18n/index.ts';
import { afterNextPaint } from './after-next-paint.ts';

export { STORAGE_FULL_RETRY_MS } from '../../data/tap-journal/page-journal.ts';

/** The words under a refusal for lack of space: what happens to the taps not saved. */
export function unsavedTapsText(count: number): string {
  return scoringText.t('writer.unsavedTaps', { count });
}

/** What the journal's state means for one card's screen, in words (a string, so an unchanged one renders nothing). */
function problemOf(journal: TapJournal, cardId: string): string | null {
  const { storageFull, refused } = journal.status();
  if (storageFull) {
    const waiting = journal.waitingOf(cardId).filter((e) => e.kind === 'hole').length;
    if (waiting > 0) return `${errorText(storageFull)} ${unsavedTapsText(waiting)}`;
  }
  const refusal = refused.get(cardId);
  return refusal ? errorText(refusal.error) : null;
}

export interface HoleWriter {
  /** The card's holes with the edits not yet visible in the card applied. */
  holes: ScoreCardHole[];
  write: (holeNumber: number, patch: HolePatch) => void;
  /** The last failed write, in words. */
  error: string | null;
}

function applyPatch(hole: ScoreCardHole, p: HoleEditEntry): ScoreCardHole {
  const next = { ...hole, ...p.patch, modifiedAt: p.at };
  const patch = p.patch;
  for (const key of Object.keys(patch) as (keyof HolePatch)[]) if (patch[key] === undefined) delete next[key];
  return next;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  // `clubs` (club ids) and `obstacles` (points: plain objects) are the arrays of a hole.
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Equal content: same fields with the same values. */
export function sameHole(a: ScoreCardHole, b: ScoreCardHole): boolean {
  const keys = Object.keys(a) as (keyof ScoreCardHole)[];
  return keys.length === Object.keys(b).length && keys.every((k) => sameValue(a[k], b[k]));
}

/** `next`, with the holes equal to those of `previous` replaced by them (the array too when all are). */
export function keepUnchangedHoles(previous: readonly ScoreCardHole[], next: ScoreCardHole[]): ScoreCardHole[] {
  if (previous.length !== next.length) return next;
  let changed = false;
  const kept = next.map((h, i) => {
    const before = previous[i];
    if (before && (before === h || sameHole(before, h))) return before;
    changed = true;
    return h;
  });
  return changed ? kept : (previous as ScoreCardHole[]);
}

function stillPending(card: ScoreCardDoc, p: HoleEditEntry): boolean {
  const hole = card.holes.find((h) => h.number === p.hole);
  return hole !== undefined && hole.modifiedAt < p.at;
}

/**
 * `uid` is the signed-in golfer: the journal is theirs, and a hole they write on their own card accepts
 * it (patchHoles).
 */
export function useHoleWriter(db: GolfDatabase, card: ScoreCardDoc, uid: string): HoleWriter {
  const journal = tapJournal(uid);
  const cardId = card.id;
  // Taps a page before this one showed and the database does not hold yet (the start applies them; a
  // phone out of room keeps them waiting) are on screen from the first render.
  const [pending, setPending] = useState<HoleEditEntry[]>(() => journal.waitingOf(cardId).filter((e): e is HoleEditEntry => e.kind === 'hole'));
  const lastAt = useRef(0);
  const cardRef = useRef(card);
  useEffect(() => {
    cardRef.current = card;
  }, [card]);

  // Edits the database refused leave the screen with the journal.
  useEffect(
    () =>
      journal.onRefused((refusal) => {
        if (refusal.cardId !== cardId) return;
        const gone = new Set(refusal.entries);
        setPending((list) => list.filter((p) => !gone.has(p)));
      }),
    [journal, cardId],
  );
  const error = useSyncExternalStore(journal.subscribe, () => problemOf(journal, cardId));

  // Edits the card already shows are no longer pending.
  const live = useMemo(() => pending.filter((p) => stillPending(card, p)), [pending, card]);

  const merged = useMemo(
    () => (live.length === 0 ? card.holes : card.holes.map((h) => live.filter((p) => p.hole === h.number).reduce(applyPatch, h))),
    [card.holes, live],
  );
  // The holes of the last render, kept as state (React's way to remember a render's result).
  const [shown, setShown] = useState(merged);
  const holes = keepUnchangedHoles(shown, merged);
  if (holes !== shown) setShown(holes);
  const holesRef = useRef(holes);
  useEffect(() => {
    holesRef.current = holes;
  }, [holes]);

  const write = useCallback(
    (holeNumber: number, patch: HolePatch) => {
      // The server-corrected clock (the rules refuse a stamp far ahead of the server's, clock.ts), after
      // the stamp of the hole as shown: the database applies an edit only over an older one (patchHoles).
      const before = holesRef.current.find((h) => h.number === holeNumber)?.modifiedAt ?? 0;
      const at = Math.max(stampNow(), lastAt.current + 1, before + 1);
      lastAt.current = at;
      const entry: HoleEditEntry = { kind: 'hole', cardId, hole: holeNumber, patch, at };
      // Durable before the frame that shows it.
      journal.record(entry);
      // Drop the entries the card has caught up with while adding the new one, so the list stays short.
      setPending((list) => [...list.filter((p) => stillPending(cardRef.current, p)), entry]);
      // Written once this tap's frame is painted, with whatever else waits by then.
      afterNextPaint(() => void journal.drain(db));
    },
    [db, cardId, journal],
  );

  return { holes, write, error };
}
