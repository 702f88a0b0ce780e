import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/calendar')({
  component: CalendarRoute,
});

function CalendarRoute() {
  return <PlaceholderPage title="Calendar" comingSoon="Calendar: planning tee times by month, week and day comes in a later release." />;
}
