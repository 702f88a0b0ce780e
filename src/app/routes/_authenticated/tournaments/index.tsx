import { createFileRoute } from '@tanstack/react-router';
import { TournamentsPage } from '@/features/tournaments/TournamentsPage.tsx';

export const Route = createFileRoute('/_authenticated/tournaments/')({
  component: TournamentsPage,
});
