import { createFileRoute } from '@tanstack/react-router';
import { useScoreCard } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { ScoreCardEditPage } from '../../../../../features/score-cards/ScoreCardEditPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/edit')({
  component: EditScoreCardRoute,
});

function EditScoreCardRoute() {
  const { id } = Route.useParams();
  const { card: doc, ...state } = useScoreCard(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="scorecards" id={id} lookup={lookup}>
      {(card) => <ScoreCardEditPage key={card.id} card={card} />}
    </DocumentPage>
  );
}
