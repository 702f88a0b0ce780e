import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '@/app/pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/matches/')({
  component: MatchesRoute,
});

function MatchesRoute() {
  return <PlaceholderPage title="Matches" comingSoon="Matches: organising and joining matches with friends comes in a later release." />;
}
