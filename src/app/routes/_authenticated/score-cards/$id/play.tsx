import { createFileRoute } from '@tanstack/react-router';
import { useScoreCard } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlayPage } from '../../../../../features/play/PlayPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/$id/play')({
  component: PlayScoreCardRoute,
});

function PlayScoreCardRoute() {
  const { id } = Route.useParams();
  const { card: doc, ...state } = useScoreCard(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="scorecards" id={id} lookup={lookup}>
      {(card) => <PlayPage card={card} />}
    </DocumentPage>
  );
}
