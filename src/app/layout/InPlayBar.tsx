import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useUserData } from '../../data/hooks/documents.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { clearInPlay, currentInPlay } from '../../data/writes/users.ts';
import { errorText } from '../../ui/error-text.ts';

/** "Playing hole N" and "End" while a round is in play (spec section 2). Needs the user's database. */
export function InPlayBar({ uid }: { uid: string }) {
  const db = useGolfDatabase();
  const { userData } = useUserData(uid);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const inPlay = currentInPlay(userData);
  if (!inPlay) return null;
  const id = inPlay.scoreCardId;

  async function end() {
    setError(null);
    try {
      await clearInPlay(db, uid);
      await navigate({ to: '/score-cards/$id', params: { id } });
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  return (
    <div className="inplay-bar" role="region" aria-label="Round in play">
      <button
        type="button"
        className="button button-primary"
        onClick={() => void navigate({ to: '/score-cards/$id/play', params: { id } })}
      >
        Playing hole {inPlay.currentHole + 1}
      </button>
      <button type="button" className="button" onClick={() => void end()}>
        End
      </button>
      {error && (
        <span role="alert" className="inplay-error">
          The round could not be ended: {error}
        </span>
      )}
    </div>
  );
}
