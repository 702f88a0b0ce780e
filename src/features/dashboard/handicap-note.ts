// The words under the dashboard's handicap figure: which handicap it is.
import type { HandicapInUse } from '../../data/hooks/use-handicap-index.ts';

/** What the handicap figure is, in words. */
export function handicapNote(inUse: HandicapInUse, computedIndex: number | null): string {
  if (inUse.from === 'computed') return 'Handicap index computed from your rounds (WHS).';
  const computed = computedIndex === null ? '' : ` Your computed index is ${computedIndex.toFixed(1)}.`;
  if (inUse.from === 'manual') return `Manual handicap from your profile.${computed}`;
  return `Default handicap: play 3 rounds on rated tees for a computed index, or set yours in your profile.`;
}
