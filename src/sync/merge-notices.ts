// What a sync merge replaced of what the golfer typed on this device, for the UI to say: "Hole 7 of
// Sunset Links: your putts (2) were replaced by 3 from another device." The score card conflict handler
// reports (src/sync/conflicts/handlers.ts); the shell shows the notices until the golfer dismisses them.
import { atom, getDefaultStore } from 'jotai';
import { labelOf, PICKED_UP, RESULT_CODE_OPTIONS, type ResultCode } from '../domain/index.ts';
import type { ReplacedValue } from './conflicts/scorecards.ts';

type Store = ReturnType<typeof getDefaultStore>;

export interface MergeNotice {
  /** Stable for the same replacement, so a conflict resolved twice is reported once. */
  id: string;
  cardId: string;
  courseName: string;
  hole: number;
  /** "Hole 7 of Sunset Links: your putts (2) were replaced by 3 from another device." */
  text: string;
}

export const mergeNoticesAtom = atom<readonly MergeNotice[]>([]);

const FIELD_NAMES: Record<string, string> = {
  shotCount: 'shots',
  puttCount: 'putts',
  bunkerCount: 'bunker shots',
  penaltyCount: 'penalties',
  fairway: 'fairway',
  gir: 'green',
  clubs: 'clubs',
  notes: 'notes',
  extraShots: 'extra shots',
  par: 'par',
  hcp: 'stroke index',
  distance: 'distance',
};

function valueText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'nothing';
  if (field === 'shotCount') return value === PICKED_UP ? 'picked up' : value === 0 ? 'not played' : String(value);
  if (field === 'fairway' || field === 'gir') {
    const label = labelOf(RESULT_CODE_OPTIONS, value as ResultCode);
    return value === 1 ? (field === 'fairway' ? 'hit' : 'on green') : label.toLowerCase();
  }
  if (field === 'clubs' && Array.isArray(value)) return value.length === 0 ? 'no clubs' : `${value.length} ${value.length === 1 ? 'club' : 'clubs'}`;
  if (field === 'notes' && typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return String(value);
}

/** The golfer's sentence for one replaced value. */
export function replacedValueText(courseName: string, r: ReplacedValue): string {
  const what = FIELD_NAMES[r.field] ?? r.field;
  const plural = what.endsWith('s');
  return `Hole ${r.hole} of ${courseName}: your ${what} (${valueText(r.field, r.typed)}) ${plural ? 'were' : 'was'} replaced by ${valueText(r.field, r.kept)} from another device.`;
}

/** Adds the notices of one merge (the same replacement is never listed twice). */
export function reportReplacedValues(card: { id: string; courseName: string }, replaced: readonly ReplacedValue[], store: Store = getDefaultStore()): void {
  if (replaced.length === 0) return;
  const current = store.get(mergeNoticesAtom);
  const seen = new Set(current.map((n) => n.id));
  const added: MergeNotice[] = [];
  for (const r of replaced) {
    const id = `${card.id}/${r.hole}/${r.field}/${JSON.stringify(r.typed) ?? ''}/${JSON.stringify(r.kept) ?? ''}`;
    if (seen.has(id)) continue;
    seen.add(id);
    added.push({ id, cardId: card.id, courseName: card.courseName, hole: r.hole, text: replacedValueText(card.courseName, r) });
  }
  if (added.length > 0) store.set(mergeNoticesAtom, [...current, ...added]);
}

export function dismissMergeNotice(id: string, store: Store = getDefaultStore()): void {
  store.set(
    mergeNoticesAtom,
    store.get(mergeNoticesAtom).filter((n) => n.id !== id),
  );
}

export function clearMergeNotices(store: Store = getDefaultStore()): void {
  store.set(mergeNoticesAtom, []);
}
