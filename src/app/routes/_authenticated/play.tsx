import { createFileRoute } from '@tanstack/react-router';
import { NewRoundPage } from '@/features/play/NewRoundPage.tsx';

export const Route = createFileRoute('/_authenticated/play')({
  component: NewRoundPage,
});
