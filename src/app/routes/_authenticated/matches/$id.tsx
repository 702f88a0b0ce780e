import { createFileRoute } from '@tanstack/react-router';
import { MatchById } from '@/app/pages/DocumentById.tsx';
import { MatchPage } from '@/features/matches/MatchPage.tsx';

export const Route = createFileRoute('/_authenticated/matches/$id')({
  component: MatchRoute,
});

function MatchRoute() {
  const { id } = Route.useParams();
  return <MatchById id={id}>{(match) => <MatchPage match={match} />}</MatchById>;
}
