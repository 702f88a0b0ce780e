import { createFileRoute } from '@tanstack/react-router';
import { TournamentById } from '@/app/pages/DocumentById.tsx';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/edit')({
  component: EditTournamentRoute,
});

function EditTournamentRoute() {
  const { id } = Route.useParams();
  return (
    <TournamentById id={id}>
      {(tournament) => (
        <PlaceholderPage
          title={`Edit ${tournament.name}`}
          comingSoon="Tournaments: editing the name and the players comes in a later release."
          params={{ id }}
        />
      )}
    </TournamentById>
  );
}
