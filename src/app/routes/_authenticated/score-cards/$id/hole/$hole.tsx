import { createFileRoute, Link } from '@tanstack/react-router';
import { NotFoundState } from '@/ui/NotFoundState.tsx';
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
          return (
            <NotFoundState
              title="Hole not found"
              message={`This score card has ${card.holes.length} holes; there is no hole "${hole}".`}
              action={
                <Link to="/score-cards/$id" params={{ id }} className="button">
                  Back to the score card
                </Link>
              }
            />
          );
        }
        return <ScoreCardHolePage card={card} number={number} />;
      }}
    </ScoreCardById>
  );
}
