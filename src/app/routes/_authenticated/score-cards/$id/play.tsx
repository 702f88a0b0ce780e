import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ScoreCardById } from '@/app/pages/DocumentById.tsx';
import { EmptyBagNotice } from '@/app/pages/EmptyBagNotice.tsx';
import { GroupScoring } from '@/features/play/GroupScoring.tsx';
import { PlayPage } from '@/features/play/PlayPage.tsx';
import { useIsAdmin, useSessionUid } from '@/session/use-session.ts';

export const Route = createFileRoute('/_authenticated/score-cards/$id/play')({
  component: PlayScoreCardRoute,
});

// A card of a match opens the group screen (every player's score on each hole, from one phone); a
// card of no match, or whose match is not on this phone, the single-card play screen.
function PlayScoreCardRoute() {
  const { id } = Route.useParams();
  const uid = useSessionUid();
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  return (
    <ScoreCardById id={id}>
      {(card) =>
        card.matchId ? (
          <GroupScoring
            card={card}
            uid={uid}
            onEnded={(match) => void navigate({ to: '/matches/$id', params: { id: match.id } })}
            emptyBag={<EmptyBagNotice />}
            fallback={<PlayPage card={card} />}
            isAdmin={isAdmin}
          />
        ) : (
          <PlayPage card={card} />
        )
      }
    </ScoreCardById>
  );
}
