import { createFileRoute, notFound } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin/UsersPage.tsx';
import { canSeeAdminRoute } from '../../guard.ts';

// /users exists only for an administrator; anyone else gets the 404 page (docs/PRODUCT.md,
// "6. Roles and permissions").
export const Route = createFileRoute('/_authenticated/users')({
  beforeLoad: async ({ context }) => {
    const [auth, isAdmin] = await Promise.all([context.auth.resolved(), context.auth.isAdmin()]);
    if (!canSeeAdminRoute(auth, isAdmin)) throw notFound();
  },
  component: UsersPage,
});
