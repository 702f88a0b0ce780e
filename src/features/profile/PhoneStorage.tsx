// /profile, "This phone's data": whether the browser keeps the app's data on this phone, and what to do
// when it may clear it (docs/PRODUCT.md, "2. Screens and routes"; docs/ARCHITECTURE.md, "What the phone
// does to keep the round").
import { useState } from 'react';
import { askToKeepStorage } from '../../data/device-storage/persistence.ts';
import { useStorageKept } from '../../data/device-storage/use-storage-kept.ts';
import { useT } from '../../i18n/catalog.ts';
import { profileText } from './i18n/index.ts';

/** The section's id: the play screen links here. */
export const PHONE_STORAGE_ID = 'phone-storage';

export function PhoneStorage() {
  const t = useT(profileText);
  const kept = useStorageKept();
  const [asked, setAsked] = useState(false);
  // The answer shows once the browser has given it: "Kept." above, or the refusal below.
  const ask = () => void askToKeepStorage().then(() => setAsked(true));
  return (
    <section aria-labelledby={PHONE_STORAGE_ID}>
      <h2 id={PHONE_STORAGE_ID}>{t('storage.title')}</h2>
      {kept === 'kept' && (
        <p>
          <strong>{t('storage.kept')}</strong> {t('storage.keptText')}
        </p>
      )}
      {kept === 'may-be-cleared' && (
        <>
          <p>
            <strong>{t('storage.mayBeCleared')}</strong> {t('storage.mayBeClearedText')}
          </p>
          <p>
            {t('storage.install')}
          </p>
          <button type="button" className="button" onClick={ask}>
            {t('storage.ask')}
          </button>
          {asked && (
            <p role="status" className="muted">
              {t('storage.refused')}
            </p>
          )}
        </>
      )}
      {kept === 'unknown' && <p className="muted">{t('storage.unknown')}</p>}
    </section>
  );
}
