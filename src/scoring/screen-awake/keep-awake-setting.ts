// "Keep the screen awake during a round": the golfer's choice, on by default, kept per device in
// localStorage (docs/ARCHITECTURE.md, "What the phone does to keep the round"): whether a screen may stay
// on is a matter of this phone (its battery, its own screen timeout), not of the golfer's account, and
// the play screen reads it at once, offline too.
import { atom } from 'jotai';

export const KEEP_AWAKE_KEY = 'hd-keep-screen-awake';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEEP_AWAKE_KEY) !== 'off';
  } catch {
    // No storage (a private window's quota): the default.
    return true;
  }
}

const choice = atom(stored());

/** The choice; writing it stores it on this device. */
export const keepAwakeAtom = atom(
  (get) => get(choice),
  (_get, set, on: boolean) => {
    set(choice, on);
    try {
      globalThis.localStorage?.setItem(KEEP_AWAKE_KEY, on ? 'on' : 'off');
    } catch {
      // Kept for this session only.
    }
  },
);

/** The browser offers the Screen Wake Lock API. */
export function wakeLockSupported(): boolean {
  return typeof navigator !== 'undefined' && 'wakeLock' in navigator && navigator.wakeLock !== undefined;
}
