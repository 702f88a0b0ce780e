import { createFileRoute } from '@tanstack/react-router';
import { ExportPage } from '@/features/transfer/ExportPage.tsx';

// Every signed-in user may export (docs/PRODUCT.md, "6. Roles and permissions"); only the menu item is for
// administrators.
export const Route = createFileRoute('/_authenticated/export')({
  component: ExportPage,
});
