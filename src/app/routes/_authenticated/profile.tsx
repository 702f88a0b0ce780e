import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return <PlaceholderPage title="Profile" comingSoon="Your profile (names and handicaps) comes in a later release." />;
}
