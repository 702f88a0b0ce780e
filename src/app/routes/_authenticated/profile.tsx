import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '@/features/profile/ProfilePage.tsx';
import { UpdateNow } from '../../pwa/UpdateNow.tsx';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfileRoute,
});

/** The profile, with the app's own "New version" (src/app/pwa), which a feature cannot import. */
function ProfileRoute() {
  return <ProfilePage appUpdate={<UpdateNow />} />;
}
