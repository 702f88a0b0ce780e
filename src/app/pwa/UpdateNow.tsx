// /profile's "New version": while a new version waits (held back during a round, or put off with "Not
// now"), the golfer may take it when they choose (docs/PRODUCT.md, "4. States and transitions").
import { useSyncExternalStore } from 'react';
import { acceptUpdate, getUpdateState, subscribeUpdateState } from './service-worker.ts';
import { useT } from '../../i18n/catalog.ts';
import { pwaText } from './i18n/index.ts';

export function UpdateNow() {
  const t = useT(pwaText);
  const { updateWaiting } = useSyncExternalStore(subscribeUpdateState, getUpdateState, getUpdateState);
  if (!updateWaiting) return null;
  return (
    <section aria-labelledby="update-now-title">
      <h2 id="update-now-title">{t('updateNow.title')}</h2>
      <p>{t('updateNow.text')}</p>
      <button type="button" className="button" onClick={acceptUpdate}>
        {t('updateNow.button')}
      </button>
    </section>
  );
}
