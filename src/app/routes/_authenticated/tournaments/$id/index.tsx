import { createFileRoute } from '@tanstack/react-router';
import { useTournament } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/')({
  component: TournamentRoute,
});

function TournamentRoute() {
  const { id } = Route.useParams();
  const { tournament: doc, ...state } = useTournament(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="tournaments" id={id} lookup={lookup}>
      {(tournament) => (
        <PlaceholderPage
          title={tournament.name}
          comingSoon="Tournaments: the standings and rounds of a tournament come in a later release."
          params={{ id }}
        />
      )}
    </DocumentPage>
  );
}
