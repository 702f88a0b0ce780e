import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/import')({
  component: ImportRoute,
});

function ImportRoute() {
  return <PlaceholderPage title="Import" comingSoon="Import: bringing score cards and courses in from a file comes in a later release." />;
}
