import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { errorText } from '../../ui/error-text.ts';

/** A page that failed to load or crashed; the rest of the app keeps working. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  // A chunk that cannot be fetched (offline before the service worker cached it) is the usual cause.
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <section className="page page-center" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">This page could not be shown</h1>
      <p>
        {offline
          ? 'You are offline and this page is not stored on this device yet. Try again once you have a signal.'
          : 'Something went wrong while showing this page. Your data is safe on this device.'}
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
        Try again
      </button>
    </section>
  );
}
