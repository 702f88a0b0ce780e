import { createFileRoute, type SearchSchemaInput } from '@tanstack/react-router';
import { parseViewState, serializeViewState, type CalendarViewState } from '@/domain/index.ts';
import { CalendarPage } from '@/features/calendar/CalendarPage.tsx';

export const Route = createFileRoute('/_authenticated/calendar')({
  // Both params are optional in links (the menu's plain /calendar opens this month); a wrong or
  // missing one becomes the month view / today, so an old or hand-edited link still opens.
  validateSearch: (search: { view?: string; date?: string } & SearchSchemaInput): CalendarViewState =>
    serializeViewState(parseViewState(search)),
  component: CalendarRoute,
});

function CalendarRoute() {
  return <CalendarPage state={Route.useSearch()} />;
}
