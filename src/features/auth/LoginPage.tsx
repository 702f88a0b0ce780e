import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { sendPasswordReset, signIn } from '../../auth/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { authErrorCode, authErrorMessage } from '../../auth/auth-errors.ts';
import { googleWaitingFor } from '../../auth/account/google-pending.ts';
import type { SecondStepError } from '../../auth/account/google.ts';
import { SecondStepPage } from './SecondStep.tsx';
import { CredentialFields, redirectSearch } from './CredentialFields.tsx';
import { ContinueWithGoogle } from './ContinueWithGoogle.tsx';
import { useT } from '../../i18n/catalog.ts';
import { authMessages } from '../../auth/i18n/index.ts';
import { authText } from './i18n/index.ts';

export interface LoginPageProps {
  /** Where to go once signed in: the page the golfer tried to open, or the dashboard. */
  redirectTo: string;
}

export function LoginPage({ redirectTo }: LoginPageProps) {
  const router = useRouter();
  const t = useT(authText);
  // The auth service's refusals are shown in the golfer's language: their messages are ready before one comes.
  useT(authMessages);
  // An e-mail whose Google sign-in waits for the password (from /register's "Continue with Google").
  const [linkEmail, setLinkEmail] = useState<string | null>(googleWaitingFor);
  const [email, setEmail] = useState(linkEmail ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepError | null>(null);

  async function signedIn() {
    if (linkEmail) {
      // The password proved the account is theirs: add the Google sign-in they started with.
      try {
        await (await import('../../auth/account/google.ts')).linkPendingGoogle();
      } catch {
        // Signed in all the same; Google can be added on /profile, "Sign-in and security".
      }
    }
    router.history.push(redirectTo);
  }

  function needsPassword(address: string) {
    setLinkEmail(address);
    setEmail(address);
    setPassword('');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await signIn(email, password);
      await signedIn();
    } catch (failure) {
      if (authErrorCode(failure) === 'multi-factor-auth-required') {
        setSecondStep(failure as SecondStepError);
        setBusy(false);
        return;
      }
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  async function resetPassword() {
    setError(null);
    setNotice(null);
    if (email.trim() === '') {
      setError(t('login.resetNeedsEmail'));
      return;
    }
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setNotice(t('login.resetSent', { email: email.trim() }));
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    return <SecondStepPage titleId="login-title" error={secondStep} onSignedIn={() => void signedIn()} onCancel={() => setSecondStep(null)} />;
  }

  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      {linkEmail && (
        <p className="alert alert-info">
          {t('login.linkGoogle', { email: linkEmail })}
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <CredentialFields email={email} onEmail={setEmail} password={password} onPassword={setPassword} passwordAutoComplete="current-password" />
        <Alert tone="error">{error}</Alert>
        <Alert tone="success">{notice}</Alert>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <button type="button" className="button button-link" onClick={resetPassword} disabled={busy}>
          {t('login.forgotPassword')}
        </button>
      </form>
      <ContinueWithGoogle
        disabled={busy}
        onSignedIn={() => router.history.push(redirectTo)}
        onNeedsPassword={needsPassword}
        onNeedsCode={setSecondStep}
      />
      <p>
        {t('login.newHere')}{' '}
        <Link to="/register" search={redirectSearch(redirectTo)}>
          {t('login.createAccount')}
        </Link>
      </p>
    </section>
  );
}
