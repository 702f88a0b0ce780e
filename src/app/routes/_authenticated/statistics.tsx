import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/statistics')({
  component: StatisticsRoute,
});

function StatisticsRoute() {
  return <PlaceholderPage title="Statistics" comingSoon="Statistics: handicap-based statistics of your rounds come in a later release." />;
}
