// The merge notices in words: "Hole 7 of Sunset Links: your putts (2) were replaced by 3 from another
// device.", in the golfer's language (i18n/, docs/ARCHITECTURE.md "Languages"); reported by the score
// card conflict handler (src/sync/conflicts/handlers.ts) into src/sync/merge-notices.ts.
import { getDefaultStore } from 'jotai';
import { PICKED_UP } from '../domain/index.ts';
import type { KeyOf, Translate } from '../i18n/catalog.ts';
import type { ReplacedValue } from './conflicts/scorecards.ts';
import { syncText } from './i18n/index.ts';
import { mergeNoticesAtom, type MergeNotice, type Store } from './merge-notices.ts';

type SyncKey = KeyOf<typeof syncText>;

/** A hole's fields as said, and whether the sentence takes a plural verb ("your putts were"). */
const FIELDS: Record<string, { key: SyncKey; plural: boolean }> = {
  shotCount: { key: 'field.shotCount', plural: true },
  puttCount: { key: 'field.puttCount', plural: true },
  bunkerCount: { key: 'field.bunkerCount', plural: true },
  penaltyCount: { key: 'field.penaltyCount', plural: true },
  fairway: { key: 'field.fairway', plural: false },
  gir: { key: 'field.gir', plural: false },
  clubs: { key: 'field.clubs', plural: true },
  notes: { key: 'field.notes', plural: true },
  extraShots: { key: 'field.extraShots', plural: true },
  par: { key: 'field.par', plural: false },
  hcp: { key: 'field.hcp', plural: false },
  distance: { key: 'field.distance', plural: false },
};

/** The fairway and green result codes (src/domain/enums.ts) as said in a sentence. */
const RESULTS: Record<number, SyncKey> = { 0: 'value.noData', 2: 'value.left', 3: 'value.right', 4: 'value.badShot', 5: 'value.short', 6: 'value.long' };

function valueText(field: string, value: unknown, t: Translate<SyncKey>): string {
  if (value === undefined || value === null || value === '') return t('value.nothing');
  if (field === 'shotCount') return value === PICKED_UP ? t('value.pickedUp') : value === 0 ? t('value.notPlayed') : String(value);
  if (field === 'fairway' || field === 'gir') {
    if (value === 1) return field === 'fairway' ? t('value.fairwayHit') : t('value.onGreen');
    const key = typeof value === 'number' ? RESULTS[value] : undefined;
    return key ? t(key) : String(value);
  }
  if (field === 'clubs' && Array.isArray(value)) return t('value.clubs', { count: value.length });
  if (field === 'notes' && typeof value === 'string') return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return String(value);
}

/** The golfer's sentence for one replaced value; `t` the shell's translator when it says it again. */
export function replacedValueText(courseName: string, r: ReplacedValue, t: Translate<SyncKey> = syncText.t): string {
  const field = FIELDS[r.field];
  return t('replaced', {
    hole: r.hole,
    course: courseName,
    field: field ? t(field.key) : t('field.other', { field: r.field }),
    number: field?.plural === false ? 'singular' : 'plural',
    typed: valueText(r.field, r.typed, t),
    kept: valueText(r.field, r.kept, t),
  });
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
    added.push({ id, cardId: card.id, courseName: card.courseName, hole: r.hole, text: replacedValueText(card.courseName, r), replaced: r });
  }
  if (added.length > 0) store.set(mergeNoticesAtom, [...current, ...added]);
}

