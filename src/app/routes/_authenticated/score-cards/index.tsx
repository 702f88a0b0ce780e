import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/')({
  component: ScoreCardsRoute,
});

function ScoreCardsRoute() {
  return <PlaceholderPage title="Score cards" comingSoon="The list of your score cards comes in a later release." />;
}
