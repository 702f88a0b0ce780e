// A tap on a button of the dashboard's copy, replayed on the live page once it has replaced the copy
// (docs/ARCHITECTURE.md, "Speed on a phone", "The dashboard's copy"). index.html's inline script keeps
// the tap on the copy as `data-tap`: the control's accessible name as this file computes it, and which
// of the copy's controls of that name it was. Both must agree on the controls and the name. The
// dashboard's route watches its copy (it is the only page with one that takes taps), so the sign-in
// pages, which remove a copy of their own, do not carry this.
import { useLayoutEffect } from 'react';

/** The controls whose taps are kept and replayed (a link in the copy navigates by itself). */
export const TAPPED_CONTROLS = 'button, summary, [role="button"]';
/** How long the live page may take to render the control (the navbar's parts load after the page). */
const FIND_WITHIN_MS = 5_000;

export interface CopyTap {
  name: string;
  /** Its place among the copy's controls of that name. */
  index: number;
}

/** The control's accessible name as the copy and the live page both have it: its aria-label, else its text. */
export function controlName(control: Element): string {
  return (control.getAttribute('aria-label') ?? control.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The tap kept on `copy`, if any and well formed. */
function copyTapOf(copy: HTMLElement): CopyTap | null {
  try {
    const tap = JSON.parse(copy.getAttribute('data-tap') ?? 'null') as Partial<CopyTap> | null;
    return tap && typeof tap.name === 'string' && typeof tap.index === 'number' ? { name: tap.name, index: tap.index } : null;
  } catch {
    return null;
  }
}

function liveControl(root: HTMLElement, tap: CopyTap): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(TAPPED_CONTROLS)].filter((c) => controlName(c) === tap.name)[tap.index];
}

/**
 * Clicks the live page's control of the tap kept on `copy` once it is there (at the latest `FIND_WITHIN_MS` after the
 * copy went; a control the live page does not have is not guessed at). In a task of its own, after the
 * commit that replaced the copy, so React handles it as any tap.
 */
function replayCopyTap(copy: HTMLElement): void {
  const tap = copyTapOf(copy);
  const root = document.getElementById('root');
  if (!tap || !root) return;
  setTimeout(() => {
    const now = liveControl(root, tap);
    if (now) {
      now.click();
      return;
    }
    const stop = () => {
      rendered.disconnect();
      clearTimeout(giveUp);
    };
    const rendered = new MutationObserver(() => {
      const control = liveControl(root, tap);
      if (!control) return;
      stop();
      control.click();
    });
    const giveUp = setTimeout(stop, FIND_WITHIN_MS);
    rendered.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  }, 0);
}

/**
 * Replays the tap kept on the copy now on screen, if any, once the copy has gone (the live page is
 * there). Returns how to stop watching (the page went first: its controls are not on the next one).
 */
export function replayCopyTapOnceRemoved(): () => void {
  const copy = document.getElementById('prerendered');
  const parent = copy?.parentNode;
  if (!copy || !parent) return () => undefined;
  const removed = new MutationObserver(() => {
    if (copy.isConnected) return;
    removed.disconnect();
    replayCopyTap(copy);
  });
  removed.observe(parent, { childList: true });
  return () => removed.disconnect();
}

/** For the page the copy stands in for: from its first commit, before it removes the copy. */
export function useReplaysCopyTap(): void {
  useLayoutEffect(replayCopyTapOnceRemoved, []);
}
