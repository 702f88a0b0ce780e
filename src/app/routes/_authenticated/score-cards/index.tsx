import { createFileRoute } from '@tanstack/react-router';
import { ScoreCardListPage } from '@/features/score-cards/ScoreCardListPage.tsx';

export const Route = createFileRoute('/_authenticated/score-cards/')({
  component: ScoreCardListPage,
});
