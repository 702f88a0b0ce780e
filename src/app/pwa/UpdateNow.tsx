// /profile's "New version": while a new version waits (held back during a round, or put off with "Not
// now"), the golfer may take it when they choose (docs/PRODUCT.md, "4. States and transitions").
import { useSyncExternalStore } from 'react';
import { acceptUpdate, getUpdateState, subscribeUpdateState } from './service-worker.ts';

export function UpdateNow() {
  const { updateWaiting } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  if (!updateWaiting) return null;
  return (
    <section aria-labelledby="update-now-title">
      <h2 id="update-now-title">New version</h2>
      <p>A new version of the app is ready. During a round it waits until the round ends; the app reloads when you update.</p>
      <button type="button" className="button" onClick={acceptUpdate}>
        Update now
      </button>
    </section>
  );
}
