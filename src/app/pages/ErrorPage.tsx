import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorText } from '../../ui/error-text.ts';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';
import { useReplacesPrerenderedCopy } from '../prerendered.ts';

/** A page that failed to load or crashed; the rest of the app keeps working. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useT(appText);
  const router = useRouter();
  // Not behind a copy of the page that failed (src/app/prerendered.ts).
  useReplacesPrerenderedCopy();
  // A chunk that cannot be fetched (offline before the service worker cached it) is the usual cause.
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <section className="page page-center" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>
        {offline ? t('error.offline') : t('error.other')}
      </p>
      <p className="muted">{errorText(error)}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('error.retry')}
      </button>
    </section>
  );
}
