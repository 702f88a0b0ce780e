import { createFileRoute } from '@tanstack/react-router';
import { TodaysMatches } from '@/features/matches/TodaysMatches.tsx';
import { NewRoundPage } from '@/features/play/NewRoundPage.tsx';

export const Route = createFileRoute('/_authenticated/play')({
  component: PlayRoute,
});

// Today's matches to start or resume, then a round of one's own.
function PlayRoute() {
  return (
    <>
      <TodaysMatches />
      <NewRoundPage />
    </>
  );
}
