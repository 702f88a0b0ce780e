// Which card's play screen (one player's, or the group screen of a match) is on screen (null: none). The shell's in-play bar hides itself there: the
// play screen has its own hole number and "End round", and a phone has no room for both.
import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

export const playScreenCardAtom = atom<string | null>(null);

/** Marks the card's play screen as shown while the calling component is mounted. */
export function usePlayScreenShown(cardId: string): void {
  const set = useSetAtom(playScreenCardAtom);
  useEffect(() => {
    set(cardId);
    return () => set((current) => (current === cardId ? null : current));
  }, [cardId, set]);
}
