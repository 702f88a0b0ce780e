// /score-cards/$id/play: the play screen of a card, with the router's navigation.
import { Link, useNavigate } from '@tanstack/react-router';
import type { ScoreCardDoc } from '../../data/types.ts';
import { PlayScreen } from './PlayScreen.tsx';
import { useIsAdmin, useSessionUid } from '../../session/use-session.ts';

/** One element for every render, so the memoised hole view is not re-rendered for it. */
const EMPTY_BAG = (
  <p className="muted">
    No clubs in your bag yet. <Link to="/my-bag">Add your clubs</Link> to record the ones you use on each hole.
  </p>
);

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
