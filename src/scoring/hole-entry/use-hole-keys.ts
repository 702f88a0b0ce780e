// The keyboard's short way between holes on a scoring screen: the right arrow opens the next hole, the
// left arrow the previous one, from anywhere on the screen but a field that uses the arrows itself (a text
// box, a select, a group of radio chips, an open menu or dialog). Without it a keyboard user tabs through
// every counter, result and club of the hole to reach "Next" (docs/PRODUCT.md, "Keyboard").
import { useEffect, useRef } from 'react';

/** Elements whose own arrow keys must keep working. */
const OWN_ARROWS = 'input, textarea, select, [contenteditable="true"], [role="radiogroup"], [role="menu"], [role="listbox"], [role="grid"], [role="slider"], [role="tablist"], [role="dialog"]';

/** Whether an arrow key pressed on `target` is free for moving between holes. */
export function arrowIsFree(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return true;
  return target.closest(OWN_ARROWS) === null;
}

/** Calls `onNext` / `onPrevious` on the right / left arrow while the screen is shown. */
export function useHoleKeys(onNext: () => void, onPrevious: () => void): void {
  // The latest handlers, without adding and removing the listener on every render.
  const handlers = useRef({ onNext, onPrevious });
  useEffect(() => {
    handlers.current = { onNext, onPrevious };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
      if (!arrowIsFree(event.target)) return;
      event.preventDefault();
      if (event.key === 'ArrowRight') handlers.current.onNext();
      else handlers.current.onPrevious();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
