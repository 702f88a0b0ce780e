// The golfer's bag as the play screens hand it to the memoised hole view: the same array while its clubs
// are the same. The golfer's data is a new object with each write (the round in play follows every hole
// change), and a new bag array would re-render the hole view and its clubs after every Next
// (docs/ARCHITECTURE.md, "Speed on a phone").
import { useState } from 'react';
import type { Club } from '../../data/types.ts';

/** The same clubs, with the same fields, in the same order (a club's fields are plain values). */
export function sameBag(a: readonly Club[], b: readonly Club[]): boolean {
  return (
    a.length === b.length &&
    a.every((club, i) => {
      const other = b[i];
      if (!other) return false;
      const keys = Object.keys(club) as (keyof Club)[];
      return keys.length === Object.keys(other).length && keys.every((k) => club[k] === other[k]);
    })
  );
}

export function useSameBag(bag: readonly Club[]): readonly Club[] {
  const [kept, setKept] = useState(bag);
  if (kept === bag || sameBag(kept, bag)) return kept;
  // Another bag: kept from this render on (React renders again at once, before committing).
  setKept(bag);
  return bag;
}
