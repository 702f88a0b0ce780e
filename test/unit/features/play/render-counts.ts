// Counting the renders of memoised components in a component test: a memoised component is replaced by
// one that counts each time its inner function runs (a bail-out of memo does not count) and renders the
// same, with the same comparison. Used through vi.mock of the component's module.
import { memo, type FunctionComponent, type MemoExoticComponent, type ReactNode } from 'react';

const counts = new Map<string, number>();

/** The renders of each counted component since the last reset. */
export function renderCounts(): Record<string, number> {
  return Object.fromEntries(counts);
}

export function resetRenderCounts(): void {
  for (const name of counts.keys()) counts.set(name, 0);
}

/** The parts of a `memo()` component: its function and its props comparison (React's own fields). */
interface MemoParts<P> {
  type: FunctionComponent<P>;
  compare: ((a: P, b: P) => boolean) | null;
}

/** `component` (a memo) counted under `name`. */
export function counted<P extends object>(name: string, component: MemoExoticComponent<FunctionComponent<P>>): MemoExoticComponent<FunctionComponent<P>> {
  const { type: inner, compare } = component as unknown as MemoParts<P>;
  counts.set(name, 0);
  function Counted(props: P): ReactNode {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    // A memoised component of this app is a plain function component (no async server component).
    return inner(props) as ReactNode;
  }
  return memo(Counted, compare ?? undefined);
}
