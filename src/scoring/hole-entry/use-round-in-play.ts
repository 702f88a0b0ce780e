// The round in play on a play screen (the single card's and the group's): the hole on screen, and
// userData.inPlay, which brings the golfer back to it ("Playing hole N").
//
// The hole is decided once, when the screen opens (opening-hole.ts), and from then on moves only when
// the golfer moves it. The round in play can change underneath (a sync brings another device's or an
// earlier run's state): that must never move the screen under the golfer's thumb.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { useUserData } from '../../data/hooks/documents.ts';
import type { ScoreCardHole, UserDataDoc } from '../../data/types.ts';
import { clearInPlay, currentInPlay, setInPlay } from '../../data/writes/users.ts';
import { errorText } from '../../ui/error-text.ts';
import { askToKeepStorage } from '../../data/device-storage/persistence.ts';
import { openingHoleIndex } from './opening-hole.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { stampNow } from '../../data/clock.ts';
import { tapJournal } from '../../data/tap-journal/page-journal.ts';

export interface RoundInPlay {
  /** The hole on screen (zero-based), null until the golfer's data is read. */
  index: number | null;
  userData: UserDataDoc | null;
  /** Shows another hole and records it as the round in play. */
  go: (index: number) => void;
  /** Ends the round (clears the round in play), then calls `onEnded`. */
  end: (onEnded: () => void) => void;
  ending: boolean;
  /** Why the round in play could not be saved, in words. */
  inPlayError: string | null;
}

export function useRoundInPlay(uid: string, card: { id: string; holes: readonly Pick<ScoreCardHole, 'shotCount'>[] }): RoundInPlay {
  const db = useGolfDatabase();
  const { userData, loading } = useUserData(uid);
  // Per card: the same screen may be handed another card (history between two play screens).
  const [shown, setShown] = useState<{ cardId: string; index: number } | null>(null);
  const [ending, setEnding] = useState(false);
  const [inPlayError, setInPlayError] = useState<string | null>(null);
  const claimed = useRef<string | null>(null);
  const inPlay = currentInPlay(userData);
  const index = shown?.cardId === card.id ? shown.index : null;

  // Decided while rendering (React re-renders at once), so the first painted hole is the kept one.
  if (index === null && !loading) setShown({ cardId: card.id, index: openingHoleIndex(card.holes, card.id, inPlay) });

  const cardId = card.id;
  const remember = useCallback(
    (hole: number) =>
      setInPlay(db, uid, cardId, hole).then(
        () => setInPlayError(null),
        (err: unknown) => setInPlayError(errorText(err)),
      ),
    [db, uid, cardId],
  );

  // Opening the screen makes this card the round in play, once; later hole changes go through go().
  useEffect(() => {
    if (index === null || claimed.current === card.id) return;
    claimed.current = card.id;
    // A round starting is when a browser grants persistent storage: the round must outlive a phone short
    // of space (docs/ARCHITECTURE.md, "What the phone does to keep the round").
    void askToKeepStorage();
    if (!inPlay || inPlay.scoreCardId !== card.id || inPlay.currentHole !== index) void remember(index);
  });

  // A hole change is kept in the tap journal as it shows, and becomes the round in play's hole once the
  // new hole is painted (docs/ARCHITECTURE.md, "Speed on a phone", "How a tap becomes durable").
  const journal = tapJournal(uid);
  const go = useCallback(
    (next: number) => {
      setShown({ cardId, index: next });
      journal.record({ kind: 'inPlay', cardId, hole: next, at: stampNow() });
      afterNextPaint(() => void journal.drain(db));
    },
    [cardId, journal, db],
  );
  const end = useCallback(
    (onEnded: () => void) => {
      setEnding(true);
      // What the journal holds is written first (a tap and a hole change of the last frame), so the end
      // is the last word.
      journal
        .drain(db)
        .then(() => clearInPlay(db, uid))
        .then(onEnded, (err: unknown) => {
          setEnding(false);
          setInPlayError(errorText(err));
        });
    },
    [db, uid, journal],
  );

  return { index, userData, go, end, ending, inPlayError };
}
