// The "New version is available" toast (docs/PRODUCT.md, "2. Screens and routes" and
// "4. States and transitions"). Render it once in the root layout; it registers the service worker on mount.
// The toast and its radix-ui primitives load only when an update is waiting, so a first visit does not
// download them. While a round is in play the toast waits until it ends (docs/ARCHITECTURE.md, "What the
// phone does to keep the round"): a prompt popping up over "+1 shot" is a reload under the golfer's
// thumb. The golfer may still choose to update then, on /profile (UpdateNow).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useHoldReloadOnPlayScreen } from './hold-reload.ts';
import { getUpdateState, registerServiceWorker, subscribeUpdateState } from './service-worker.ts';
import { useHasRoundInPlay } from './use-has-round-in-play.ts';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx').then((m) => ({ default: m.UpdatePrompt })));

export function UpdateToast() {
  const { updateWaiting, dismissed } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  useEffect(registerServiceWorker, []);
  useHoldReloadOnPlayScreen();
  const roundInPlay = useHasRoundInPlay();
  if (!updateWaiting || dismissed || roundInPlay) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
