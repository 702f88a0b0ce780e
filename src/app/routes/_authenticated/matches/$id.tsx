import { createFileRoute } from '@tanstack/react-router';
import { useMatch } from '../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../pages/PlaceholderPage.tsx';
import { dateLabel } from '../../../../ui/date-label.ts';

export const Route = createFileRoute('/_authenticated/matches/$id')({
  component: MatchRoute,
});

function MatchRoute() {
  const { id } = Route.useParams();
  const { match: doc, ...state } = useMatch(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="matches" id={id} lookup={lookup}>
      {(match) => (
        <PlaceholderPage
          title="Match"
          comingSoon="Matches: the match board with every player's score comes in a later release."
          params={{ id, date: dateLabel(match.date) }}
        />
      )}
    </DocumentPage>
  );
}
