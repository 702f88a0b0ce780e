import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useUserData } from '../../data/hooks/documents.ts';
import { useGolfDatabase } from '../../data/hooks/database.ts';
import { clearInPlay, currentInPlay } from '../../data/writes/users.ts';
import { errorText } from '../../ui/error-text.ts';
import { playScreenCardAtom } from '../../scoring/play-screen-shown.ts';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

/** "Playing hole N" and "End" while a round is in play (docs/PRODUCT.md, "2. Screens and routes", Layout), on
 * every page but the round's own play screen. Needs the user's database. */
export function InPlayBar({ uid }: { uid: string }) {
  const t = useT(menusText);
  const db = useGolfDatabase();
  const { userData } = useUserData(uid);
  const navigate = useNavigate();
  const playScreenCard = useAtomValue(playScreenCardAtom);
  const [error, setError] = useState<string | null>(null);
  const inPlay = currentInPlay(userData);
  if (!inPlay) return null;
  const id = inPlay.scoreCardId;
  // The play screen of that round has its own "End round" and hole number: the bar would repeat them.
  if (playScreenCard === id) return null;

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
    // Named apart from the dashboard's "Round in play" section: two landmarks, two names.
    <div className="inplay-bar" role="region" aria-label={t('inPlay.region')}>
      <button
        type="button"
        className="button button-primary"
        onClick={() => void navigate({ to: '/score-cards/$id/play', params: { id } })}
      >
        {t('inPlay.playing', { hole: inPlay.currentHole + 1 })}
      </button>
      <button type="button" className="button" onClick={() => void end()}>
        {t('inPlay.end')}
      </button>
      {error && (
        <span role="alert" className="inplay-error">
          {t('inPlay.endFailed', { error })}
        </span>
      )}
    </div>
  );
}
