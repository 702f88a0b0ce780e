import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '@/features/transfer/ImportPage.tsx';

// Every signed-in user may import their own data (docs/PRODUCT.md, "6. Roles and permissions"); only the menu
// item is for administrators.
export const Route = createFileRoute('/_authenticated/import')({
  component: ImportPage,
});
