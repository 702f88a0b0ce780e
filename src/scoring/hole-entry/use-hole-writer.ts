// Writes hole edits to RxDB at once and shows them before the write lands.
//
// A tap must show on the next frame, but the reactive card only changes after RxDB has written the
// document and re-run the query. So each edit is kept as a pending patch laid over the card until
// the card's hole carries a `modifiedAt` at least as new as the edit's: from then on the card shows
// that edit (or a newer one, e.g. from another device), and the patch is dropped.
//
// A shown hole carries the `modifiedAt` its write sets, and a hole whose content has not changed keeps
// its object from one render to the next (RxDB hands over new objects for every hole on each write):
// when the written card arrives it equals what the tap already showed, so the memoised hole view and
// the totals are not worked out again.
//
// The writes go out one after the other, in the order of the taps, starting once the frame that shows
// the tap is painted (after-next-paint.ts). A write the phone refuses for lack of
// space (StorageFullError) is not lost: it stays on screen, the golfer is told, and it is tried again
// every few seconds, the taps after it waiting behind it so that none overwrites a later one
// (docs/ARCHITECTURE.md, "What the phone does to keep the round").
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { stampNow } from '../../data/clock.ts';
import { StorageFullError } from '../../data/device-storage/storage-full.ts';
import type { GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../../data/types.ts';
import { patchHole, type HolePatch } from '../../data/writes/scorecards.ts';
import { errorText } from '../../ui/error-text.ts';
import { scoringText } from '../i18n/index.ts';
import { afterNextPaint } from './after-next-paint.ts';

interface Pending {
  hole: number;
  patch: HolePatch;
  /** The `modifiedAt` the write sets; strictly increasing, so two taps in one millisecond differ. */
  at: number;
}

/** A tap on its way to the database: where it goes, kept with it (the screen may be handed another card). */
interface QueuedWrite {
  entry: Pending;
  db: GolfDatabase;
  cardId: string;
  by: string | undefined;
}

/** How often a write refused for lack of space is tried again. */
export const STORAGE_FULL_RETRY_MS = 3000;

/** The words under a refusal for lack of space: what happens to the taps not saved. */
export function unsavedTapsText(count: number): string {
  return scoringText.t('writer.unsavedTaps', { count });
}

/** Resolves after `ms`, or sooner when the page is shown again (the golfer may have freed space meanwhile). */
function retryLater(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    const shown = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = window.setTimeout(done, ms);
    document.addEventListener('visibilitychange', shown);
  });
}

export interface HoleWriter {
  /** The card's holes with the edits not yet visible in the card applied. */
  holes: ScoreCardHole[];
  write: (holeNumber: number, patch: HolePatch) => void;
  /** The last failed write, in words. */
  error: string | null;
}

function applyPatch(hole: ScoreCardHole, p: Pending): ScoreCardHole {
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

function stillPending(card: ScoreCardDoc, p: Pending): boolean {
  const hole = card.holes.find((h) => h.number === p.hole);
  return hole !== undefined && hole.modifiedAt < p.at;
}

/** `by` is the signed-in golfer: a hole they write on their own card accepts it (patchHole). */
export function useHoleWriter(db: GolfDatabase, card: ScoreCardDoc, by?: string): HoleWriter {
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const lastAt = useRef(0);
  const cardRef = useRef(card);
  useEffect(() => {
    cardRef.current = card;
  }, [card]);

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

  // The taps not written yet, in order; one drain writes them, one at a time.
  const queue = useRef<QueuedWrite[]>([]);
  const draining = useRef(false);
  const mounted = useRef(true);
  const [storageFull, setStorageFull] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      // Also after the screen has gone (a tap then "Finish round" within one frame): a tap is written.
      while (queue.current.length > 0) {
        const next = queue.current[0] as QueuedWrite;
        const { entry } = next;
        try {
          await patchHole(next.db, next.cardId, entry.hole, entry.patch, entry.at, next.by);
          queue.current.shift();
          if (queue.current.length === 0) {
            setStorageFull(false);
            setError(null);
          }
        } catch (err: unknown) {
          if (err instanceof StorageFullError) {
            // A screen that has gone stops retrying: the golfer was asked before leaving (beforeunload).
            if (!mounted.current) break;
            // Kept on screen and in the queue; nothing stored was touched (the transaction was refused whole).
            setStorageFull(true);
            setError(`${errorText(err)} ${unsavedTapsText(queue.current.length)}`);
            await retryLater(STORAGE_FULL_RETRY_MS);
            continue;
          }
          queue.current.shift();
          setPending((list) => list.filter((p) => p !== entry));
          setError(errorText(err));
        }
      }
    } finally {
      draining.current = false;
    }
  }, []);

  // A tap held for lack of space is lost if the page goes: the browser asks first where it can.
  useEffect(() => {
    if (!storageFull) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [storageFull]);

  const cardId = card.id;
  const write = useCallback(
    (holeNumber: number, patch: HolePatch) => {
      // The server-corrected clock: the rules refuse a stamp far ahead of the server's (clock.ts).
      const at = Math.max(stampNow(), lastAt.current + 1);
      lastAt.current = at;
      const entry: Pending = { hole: holeNumber, patch, at };
      // Drop the entries the card has caught up with while adding the new one, so the list stays short.
      setPending((list) => [...list.filter((p) => stillPending(cardRef.current, p)), entry]);
      queue.current.push({ entry, db, cardId, by });
      // Starts writing once this tap's frame is painted, unless earlier taps are still on their way.
      afterNextPaint(() => void drain());
    },
    [db, cardId, by, drain],
  );

  return { holes, write, error };
}
