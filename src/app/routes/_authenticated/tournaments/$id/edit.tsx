import { createFileRoute } from '@tanstack/react-router';
import { useTournament } from '../../../../../data/hooks/documents.ts';
import { DocumentPage } from '../../../../pages/DocumentPage.tsx';
import { PlaceholderPage } from '../../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/$id/edit')({
  component: EditTournamentRoute,
});

function EditTournamentRoute() {
  const { id } = Route.useParams();
  const { tournament: doc, ...state } = useTournament(id);
  const lookup = { doc, ...state };
  return (
    <DocumentPage kind="tournaments" id={id} lookup={lookup}>
      {(tournament) => (
        <PlaceholderPage
          title={`Edit ${tournament.name}`}
          comingSoon="Tournaments: editing the name and the players comes in a later release."
          params={{ id }}
        />
      )}
    </DocumentPage>
  );
}
