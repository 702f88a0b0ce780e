// The `onPatch` a screen hands its hole view: writes a change to the hole on screen. It stays the same
// from hole to hole, so a move to another hole re-renders only the counters and results whose values
// differ there, not every part of the hole view (docs/ARCHITECTURE.md, "Speed on a phone").
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { HolePatch } from '../../data/writes/scorecards.ts';

/** `write(holeNumber, patch)` for the hole shown (`holeNumber`, null or undefined while none is). */
export function useHolePatch(write: (holeNumber: number, patch: HolePatch) => void, holeNumber: number | null | undefined): (patch: HolePatch) => void {
  // The hole last rendered: a tap changes the hole the golfer sees.
  const shown = useRef(holeNumber);
  useLayoutEffect(() => {
    shown.current = holeNumber;
  });
  return useCallback(
    (patch: HolePatch) => {
      const hole = shown.current;
      if (hole !== null && hole !== undefined) write(hole, patch);
    },
    [write],
  );
}
