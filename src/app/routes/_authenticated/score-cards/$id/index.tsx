import { createFileRoute } from '@tanstack/react-router';
import { useScoreCard } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';
import { scoreCardSummary } from '../../../../pages/summaries.ts';

export const Route = createFileRoute('/_authenticated/score-cards/$id/')({
  component: ScoreCardRoute,
});

function ScoreCardRoute() {
  const { id } = Route.useParams();
  const { card: doc, ...state } = useScoreCard(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="scorecards" id={id} lookup={lookup}>
      {(card) => (
        <PlaceholderPage
          title="Score card"
          comingSoon="The full score card, hole by hole with Stableford points and net scores, comes in a later release."
          params={{ id, ...scoreCardSummary(card) }}
        />
      )}
    </DocumentPage>
  );
}
