import { createFileRoute } from '@tanstack/react-router';
import { MatchById } from '@/app/pages/DocumentById.tsx';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage.tsx';
import { dateLabel } from '@/ui/date-label.ts';

export const Route = createFileRoute('/_authenticated/matches/$id')({
  component: MatchRoute,
});

function MatchRoute() {
  const { id } = Route.useParams();
  return (
    <MatchById id={id}>
      {(match) => (
        <PlaceholderPage
          title="Match"
          comingSoon="Matches: the match board with every player's score comes in a later release."
          params={{ id, date: dateLabel(match.date) }}
        />
      )}
    </MatchById>
  );
}
