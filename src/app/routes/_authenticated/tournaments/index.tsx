import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/')({
  component: TournamentsRoute,
});

function TournamentsRoute() {
  return <PlaceholderPage title="Tournaments" comingSoon="Tournaments: the tournaments you play in or organise come in a later release." />;
}
