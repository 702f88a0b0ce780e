import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/import_golf_course_api')({
  component: ImportGolfCourseApiRoute,
});

function ImportGolfCourseApiRoute() {
  return <PlaceholderPage title="Import Golf Course API" comingSoon="Importing courses from a golf course API comes in a later release." />;
}
