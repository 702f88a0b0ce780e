// Keeps the screen on while a play screen is shown, if the golfer wants it (keep-awake-setting.ts), with
// the Screen Wake Lock API. The browser lets the lock go whenever the page is hidden (another app, the
// phone locked), so it is asked for again when the page is visible again; it is let go when the play
// screen goes (the round ended, another page) or the golfer turns the setting off.
// docs/ARCHITECTURE.md, "What the phone does to keep the round".
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { keepAwakeAtom, wakeLockSupported } from './keep-awake-setting.ts';

export function useScreenAwake(): void {
  const wanted = useAtomValue(keepAwakeAtom);
  useEffect(() => {
    if (!wanted || !wakeLockSupported()) return;
    let sentinel: WakeLockSentinel | null = null;
    let asking = false;
    let gone = false;
    const acquire = () => {
      if (gone || asking || document.visibilityState !== 'visible' || (sentinel !== null && !sentinel.released)) return;
      asking = true;
      navigator.wakeLock.request('screen').then(
        (lock) => {
          asking = false;
          if (gone) void lock.release();
          else sentinel = lock;
        },
        () => {
          // Refused (battery saver, a page not visible any more): the screen follows the phone's own
          // timeout; the next time the page is shown it is asked again.
          asking = false;
        },
      );
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') acquire();
    };
    acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
      sentinel = null;
    };
  }, [wanted]);
}
