// /profile, "This phone's data": whether the browser keeps the app's data on this phone, and what to do
// when it may clear it (docs/PRODUCT.md, "2. Screens and routes"; docs/ARCHITECTURE.md, "What the phone
// does to keep the round").
import { useState } from 'react';
import { askToKeepStorage } from '../../data/device-storage/persistence.ts';
import { useStorageKept } from '../../data/device-storage/use-storage-kept.ts';

/** The section's id: the play screen links here. */
export const PHONE_STORAGE_ID = 'phone-storage';

export function PhoneStorage() {
  const kept = useStorageKept();
  const [asked, setAsked] = useState(false);
  // The answer shows once the browser has given it: "Kept." above, or the refusal below.
  const ask = () => void askToKeepStorage().then(() => setAsked(true));
  return (
    <section aria-labelledby={PHONE_STORAGE_ID}>
      <h2 id={PHONE_STORAGE_ID}>This phone's data</h2>
      {kept === 'kept' && (
        <p>
          <strong>Kept.</strong> The browser keeps your rounds and changes on this phone, also those not synced yet.
        </p>
      )}
      {kept === 'may-be-cleared' && (
        <>
          <p>
            <strong>May be cleared by the browser.</strong> When the phone runs short of space, or after days without the
            app, the browser may delete its data on this phone, changes not synced yet included.
          </p>
          <p>
            To keep it, install the app: your browser's menu, then "Install app" or "Add to Home Screen", and open it from
            there. Then ask again.
          </p>
          <button type="button" className="button" onClick={ask}>
            Ask the browser to keep it
          </button>
          {asked && (
            <p role="status" className="muted">
              The browser said no for now. It usually says yes to an installed app.
            </p>
          )}
        </>
      )}
      {kept === 'unknown' && <p className="muted">This browser does not say whether it keeps the app's data.</p>}
    </section>
  );
}
