import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return <PlaceholderPage title="Dashboard" comingSoon="Your dashboard, with your latest rounds, handicap trend and upcoming tee times, comes in a later release." />;
}
