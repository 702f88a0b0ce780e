import { createFileRoute } from '@tanstack/react-router';
import { TournamentById } from '@/app/pages/DocumentById.tsx';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/')({
  component: TournamentRoute,
});

function TournamentRoute() {
  const { id } = Route.useParams();
  return (
    <TournamentById id={id}>
      {(tournament) => (
        <PlaceholderPage
          title={tournament.name}
          comingSoon="Tournaments: the standings and rounds of a tournament come in a later release."
          params={{ id }}
        />
      )}
    </TournamentById>
  );
}
