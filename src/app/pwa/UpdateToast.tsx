// The "New version is available" toast (docs/PRODUCT.md, "2. Screens and routes" and
// "4. States and transitions"). Render it once in the root layout; it registers the service worker on mount.
// The toast and its radix-ui primitives load only when an update is waiting, so a first visit does not
// download them.
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { getUpdateState, registerServiceWorker, subscribeUpdateState } from './service-worker.ts';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

export function UpdateToast() {
  const { updateWaiting, dismissed } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  useEffect(registerServiceWorker, []);
  if (!updateWaiting || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
