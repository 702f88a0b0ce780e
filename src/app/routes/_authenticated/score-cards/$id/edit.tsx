import { createFileRoute } from '@tanstack/react-router';
import { ScoreCardById } from '@/app/pages/DocumentById.tsx';
import { ScoreCardEditPage } from '@/features/score-cards/ScoreCardEditPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/edit')({
  component: EditScoreCardRoute,
});

function EditScoreCardRoute() {
  const { id } = Route.useParams();
  return (
    <ScoreCardById id={id}>
      {(card) => <ScoreCardEditPage key={card.id} card={card} />}
    </ScoreCardById>
  );
}
