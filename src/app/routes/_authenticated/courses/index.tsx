import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/courses/')({
  component: CoursesRoute,
});

function CoursesRoute() {
  return <PlaceholderPage title="Courses" comingSoon="The course database, with the tees and holes of each course, comes in a later release." />;
}
