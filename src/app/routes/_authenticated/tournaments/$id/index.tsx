import { createFileRoute } from '@tanstack/react-router';
import { TournamentById } from '@/app/pages/DocumentById.tsx';
import { TournamentPage } from '@/features/tournaments/TournamentPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/')({
  component: TournamentRoute,
});

function TournamentRoute() {
  const { id } = Route.useParams();
  return <TournamentById id={id}>{(tournament) => <TournamentPage tournament={tournament} />}</TournamentById>;
}
