import { createFileRoute } from '@tanstack/react-router';
import { BagPage } from '@/features/bag/BagPage.tsx';

export const Route = createFileRoute('/_authenticated/my-bag')({
  component: BagPage,
});
