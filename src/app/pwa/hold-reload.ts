// Marks the page while a round's play screen is on it (data-round-on-screen on <html>), for index.html's
// reload on a new service worker: a new version chosen in another tab never reloads the play screen
// under the golfer's thumb; that tab's reload waits until the play screen closes or the page is hidden
// (docs/ARCHITECTURE.md, "What the phone does to keep the round").
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { playScreenCardAtom } from '../../scoring/play-screen-shown.ts';

export const ROUND_ON_SCREEN_ATTRIBUTE = 'data-round-on-screen';

export function useHoldReloadOnPlayScreen(): void {
  const cardId = useAtomValue(playScreenCardAtom);
  useEffect(() => {
    if (cardId === null) return;
    const root = document.documentElement;
    root.setAttribute(ROUND_ON_SCREEN_ATTRIBUTE, cardId);
    return () => root.removeAttribute(ROUND_ON_SCREEN_ATTRIBUTE);
  }, [cardId]);
}
