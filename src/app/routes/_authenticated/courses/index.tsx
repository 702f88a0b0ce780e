import { createFileRoute } from '@tanstack/react-router';
import { CoursesPage } from '@/features/courses/list/CoursesPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/')({
  component: CoursesPage,
});
