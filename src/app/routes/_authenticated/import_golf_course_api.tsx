import { createFileRoute, notFound } from '@tanstack/react-router';
import { CourseApiImportPage } from '@/features/admin/CourseApiImportPage.tsx';
import { canSeeAdminRoute } from '../../guard.ts';

// Administrators only: anyone else gets the 404 page, as for /users.
export const Route = createFileRoute('/_authenticated/import_golf_course_api')({
  beforeLoad: async ({ context }) => {
    const [auth, isAdmin] = await Promise.all([context.auth.resolved(), context.auth.isAdmin()]);
    if (!canSeeAdminRoute(auth, isAdmin)) throw notFound();
  },
  component: CourseApiImportPage,
});
