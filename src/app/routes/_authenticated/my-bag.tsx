import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../pages/PlaceholderPage.tsx';

export const Route = createFileRoute('/_authenticated/my-bag')({
  component: MyBagRoute,
});

function MyBagRoute() {
  return <PlaceholderPage title="My bag" comingSoon="My bag: the clubs you carry, with lofts and distances, comes in a later release." />;
}
