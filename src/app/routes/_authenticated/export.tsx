import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/export')({
  component: ExportRoute,
});

function ExportRoute() {
  return <PlaceholderPage title="Export" comingSoon="Export: downloading your data as a file comes in a later release." />;
}
