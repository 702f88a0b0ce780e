// "Next" and "Previous" on a scoring screen as two callbacks that stay the same from hole to hole, so
// the memoised parts they are handed to (the hole navigation) are not re-rendered by a hole change
// (docs/ARCHITECTURE.md, "Speed on a phone").
import { useCallback, useLayoutEffect, useRef } from 'react';

export interface HoleSteps {
  next: () => void;
  previous: () => void;
}

/** Steps from the hole shown (`index`, zero-based, null before one is) through `go`, within `holeCount`. */
export function useHoleSteps(index: number | null, holeCount: number, go: (index: number) => void): HoleSteps {
  // What was last rendered: a step is taken from the hole on screen.
  const shown = useRef({ index, holeCount });
  useLayoutEffect(() => {
    shown.current = { index, holeCount };
  });
  const next = useCallback(() => {
    const { index: at, holeCount: count } = shown.current;
    if (at !== null && at < count - 1) go(at + 1);
  }, [go]);
  const previous = useCallback(() => {
    const { index: at } = shown.current;
    if (at !== null && at > 0) go(at - 1);
  }, [go]);
  return { next, previous };
}
