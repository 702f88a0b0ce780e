import { createFileRoute } from '@tanstack/react-router';
import { useScoreCard } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { ScoreCardPage } from '../../../../../features/score-cards/ScoreCardPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/')({
  component: ScoreCardRoute,
});

function ScoreCardRoute() {
  const { id } = Route.useParams();
  const { card: doc, ...state } = useScoreCard(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="scorecards" id={id} lookup={lookup}>
      {(card) => <ScoreCardPage card={card} />}
    </DocumentPage>
  );
}
