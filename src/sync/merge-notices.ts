// What a sync merge replaced of what the golfer typed on this device, for the UI to say: "Hole 7 of
// Sunset Links: your putts (2) were replaced by 3 from another device." The score card conflict handler
// reports (src/sync/conflicts/handlers.ts, through merge-notice-report.ts, which says them in words); the
// shell shows the notices until the golfer dismisses them. This module holds no words, so the shell that
// reads the notices does not carry them (docs/ARCHITECTURE.md, "Languages").
import { atom, getDefaultStore } from 'jotai';
import type { ReplacedValue } from './conflicts/scorecards.ts';

export type Store = ReturnType<typeof getDefaultStore>;

export interface MergeNotice {
  /** Stable for the same replacement, so a conflict resolved twice is reported once. */
  id: string;
  cardId: string;
  courseName: string;
  hole: number;
  /** "Hole 7 of Sunset Links: your putts (2) were replaced by 3 from another device." (in the language of
   * the moment it was reported; the shell says it again from `replaced` in the current one). */
  text: string;
  replaced: ReplacedValue;
}

export const mergeNoticesAtom = atom<readonly MergeNotice[]>([]);

export function dismissMergeNotice(id: string, store: Store = getDefaultStore()): void {
  store.set(
    mergeNoticesAtom,
    store.get(mergeNoticesAtom).filter((n) => n.id !== id),
  );
}

export function clearMergeNotices(store: Store = getDefaultStore()): void {
  store.set(mergeNoticesAtom, []);
}
