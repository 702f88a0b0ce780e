// "Continue with Google" on /login and /register. The Google code (src/auth/account/google.ts) is
// imported only when the golfer taps the button, or when this tab comes back from a Google redirect.
import { useEffect, useState } from 'react';
import { unknownAuthError } from '../../auth/auth-errors.ts';
import { useT } from '../../i18n/catalog.ts';
import { pendingRedirect } from '../../auth/account/google-pending.ts';
import { Alert } from '../../ui/Alert.tsx';
// Types only: erased from the build, so the Google code stays out of this page's JavaScript.
import type { GoogleOutcome, SecondStepError } from '../../auth/account/google.ts';
import { authText } from './i18n/index.ts';
import './continue-with-google.css';

export interface ContinueWithGoogleProps {
  onSignedIn(): void;
  /** The e-mail has a password account: the page asks for the password, then Google is linked. */
  onNeedsPassword(email: string): void;
  onNeedsCode(error: SecondStepError): void;
  disabled?: boolean;
  /** Above the form (the "or" comes after the button) rather than below it. */
  first?: boolean;
}

export function ContinueWithGoogle({ onSignedIn, onNeedsPassword, onNeedsCode, disabled, first }: ContinueWithGoogleProps) {
  const t = useT(authText);
  const [busy, setBusy] = useState(() => pendingRedirect() === 'sign-in');
  // Shown beside the button, where the golfer is looking.
  const [error, setError] = useState<string | null>(null);

  const settle = (outcome: GoogleOutcome | null) => {
    // A redirect leaves the page (stay busy until it does); a closed Google window says nothing.
    if (outcome?.kind !== 'redirecting') setBusy(false);
    if (outcome?.kind === 'needs-password') onNeedsPassword(outcome.email);
    else if (outcome?.kind === 'needs-code') onNeedsCode(outcome.error);
    else if (outcome?.kind === 'signed-in' || outcome?.kind === 'linked') onSignedIn();
  };
  const fail = (failure: unknown) => {
    setBusy(false);
    // The messages for Google's codes are in their own module, loaded on the first failure; if even
    // that cannot load (the app's files unreachable), the message is the generic one.
    import('../../auth/account/account-errors.ts').then(
      ({ accountErrorMessage }) => setError(accountErrorMessage(failure)),
      () => setError(unknownAuthError()),
    );
  };

  // Back from a Google redirect: collect its result (only then is the Google code loaded). Once, on
  // arrival: the handlers of the first render are the page's own.
  useEffect(() => {
    if (pendingRedirect() !== 'sign-in') return;
    import('../../auth/account/google.ts').then((google) => google.completeGoogleRedirect('sign-in')).then(settle, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival, with the first render's handlers
  }, []);

  const start = () => {
    setError(null);
    setBusy(true);
    import('../../auth/account/google.ts').then((google) => google.continueWithGoogle()).then(settle, fail);
  };

  const or = (
    <p className="continue-with-google-or" aria-hidden="true">
      {t('google.or')}
    </p>
  );
  return (
    <div className={first ? 'continue-with-google continue-with-google-first' : 'continue-with-google'}>
      {!first && or}
      <button type="button" className="button google-button" onClick={start} disabled={disabled || busy} aria-busy={busy || undefined}>
        <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
          <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
          <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
          <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
        </svg>
        {busy ? t('google.busy') : t('google.continue')}
      </button>
      <Alert tone="error">{error}</Alert>
      {first && or}
    </div>
  );
}
