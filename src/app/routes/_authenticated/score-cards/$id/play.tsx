import { createFileRoute } from '@tanstack/react-router';
import { useScoreCard } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';
import { scoreCardSummary } from '../../../../pages/summaries.ts';

export const Route = createFileRoute('/_authenticated/score-cards/$id/play')({
  component: PlayScoreCardRoute,
});

function PlayScoreCardRoute() {
  const { id } = Route.useParams();
  const { card: doc, ...state } = useScoreCard(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="scorecards" id={id} lookup={lookup}>
      {(card) => (
        <PlaceholderPage
          title="Playing"
          comingSoon="Live scoring of the round, hole by hole, comes in a later release."
          params={{ id, ...scoreCardSummary(card) }}
        />
      )}
    </DocumentPage>
  );
}
