import { createFileRoute } from '@tanstack/react-router';
import { CardHoleNotFound } from '@/app/pages/HoleNotFound.tsx';
import { ScoreCardById } from '@/app/pages/DocumentById.tsx';
import { ScoreCardHolePage } from '@/features/score-cards/ScoreCardHolePage.tsx';
import { holeNumber } from '@/app/pages/summaries.ts';

export const Route = createFileRoute('/_authenticated/score-cards/$id/hole/$hole')({
  component: ScoreCardHoleRoute,
});

function ScoreCardHoleRoute() {
  const { id, hole } = Route.useParams();
  return (
    <ScoreCardById id={id}>
      {(card) => {
        const number = holeNumber(hole, card.holes.length);
        if (number === null) {
          return <CardHoleNotFound cardId={id} holeCount={card.holes.length} holeParam={hole} />;
        }
        return <ScoreCardHolePage card={card} number={number} />;
      }}
    </ScoreCardById>
  );
}
