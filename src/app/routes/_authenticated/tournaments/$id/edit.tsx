import { createFileRoute } from '@tanstack/react-router';
import { TournamentById } from '@/app/pages/DocumentById.tsx';
import { TournamentEditPage } from '@/features/tournaments/TournamentEditPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/edit')({
  component: EditTournamentRoute,
});

function EditTournamentRoute() {
  const { id } = Route.useParams();
  return <TournamentById id={id}>{(tournament) => <TournamentEditPage tournament={tournament} />}</TournamentById>;
}
