import { createFileRoute } from '@tanstack/react-router';
import { ScoreCardById } from '@/app/pages/DocumentById.tsx';
import { ScoreCardPage } from '@/features/score-cards/ScoreCardPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/')({
  component: ScoreCardRoute,
});

function ScoreCardRoute() {
  const { id } = Route.useParams();
  return (
    <ScoreCardById id={id}>
      {(card) => <ScoreCardPage card={card} />}
    </ScoreCardById>
  );
}
