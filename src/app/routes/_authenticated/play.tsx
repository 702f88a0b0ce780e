import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/play')({
  component: PlayRoute,
});

function PlayRoute() {
  return <PlaceholderPage title="Play" comingSoon="Starting a round (choose a course and tee, then score hole by hole) comes in a later release." />;
}
