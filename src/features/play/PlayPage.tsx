// /score-cards/$id/play: the play screen of a card, with the router's navigation.
import { Link, useNavigate } from '@tanstack/react-router';
import type { ScoreCardDoc } from '../../data/types.ts';
import { PlayScreen } from './PlayScreen.tsx';
import { useIsAdmin, useSessionUid } from '../../session/use-session.ts';
import { useT } from '../../i18n/catalog.ts';
import { playText } from './i18n/index.ts';

/** What the clubs' place says when the bag is empty: a component of its own, so the one element below
 * stays the same for every render and the memoised hole view is not re-rendered for it. */
function EmptyBag() {
  const t = useT(playText);
  return (
    <p className="muted">
      {t('emptyBag.text')} <Link to="/my-bag">{t('emptyBag.link')}</Link> {t('emptyBag.after')}
    </p>
  );
}
const EMPTY_BAG = <EmptyBag />;

export function PlayPage({ card }: { card: ScoreCardDoc }) {
  const uid = useSessionUid();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  return (
    <PlayScreen
      card={card}
      uid={uid}
      onEnded={() => void navigate({ to: '/score-cards/$id', params: { id: card.id } })}
      emptyBag={EMPTY_BAG}
      isAdmin={isAdmin}
    />
  );
}
