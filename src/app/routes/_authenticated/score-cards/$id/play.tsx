import { createFileRoute } from '@tanstack/react-router';
import { ScoreCardById } from '@/app/pages/DocumentById.tsx';
import { PlayPage } from '@/features/play/PlayPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/play')({
  component: PlayScoreCardRoute,
});

function PlayScoreCardRoute() {
  const { id } = Route.useParams();
  return (
    <ScoreCardById id={id}>
      {(card) => <PlayPage card={card} />}
    </ScoreCardById>
  );
}
