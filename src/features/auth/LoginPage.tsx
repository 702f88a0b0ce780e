import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { sendPasswordReset, signIn } from '../../auth/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { authErrorCode, authErrorMessage } from '../../auth/auth-errors.ts';
import { googleWaitingFor } from '../../auth/account/google-pending.ts';
import type { SecondStepError } from '../../auth/account/google.ts';
import { SecondStep } from './SecondStep.tsx';
import { ContinueWithGoogle } from './ContinueWithGoogle.tsx';

export interface LoginPageProps {
  /** Where to go once signed in: the page the golfer tried to open, or the dashboard. */
  redirectTo: string;
}

export function LoginPage({ redirectTo }: LoginPageProps) {
  const router = useRouter();
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
      setError('Enter your e-mail address above, then choose "Forgot password?" again.');
      return;
    }
    setBusy(true);
    try {
      await sendPasswordReset(email);
      setNotice(`We sent a link to reset your password to ${email.trim()}. Check your inbox (and the spam folder).`);
    } catch (failure) {
      setError(authErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (secondStep) {
    return (
      <section className="page auth-page" aria-labelledby="login-title">
        <h1 id="login-title">Sign in</h1>
        <SecondStep error={secondStep} onSignedIn={() => void signedIn()} onCancel={() => setSecondStep(null)} />
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      {linkEmail && (
        <p className="alert alert-info">
          You already have an account with {linkEmail} and a password. Sign in with your password once: your Google
          sign-in is then added to that account, and next time "Continue with Google" works too.
        </p>
      )}
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Alert tone="error">{error}</Alert>
        <Alert tone="success">{notice}</Alert>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        <button type="button" className="button button-link" onClick={resetPassword} disabled={busy}>
          Forgot password?
        </button>
      </form>
      <ContinueWithGoogle
        disabled={busy}
        onSignedIn={() => router.history.push(redirectTo)}
        onNeedsPassword={needsPassword}
        onNeedsCode={setSecondStep}
      />
      <p>
        New here?{' '}
        <Link to="/register" search={redirectTo === '/dashboard' ? {} : { redirect: redirectTo }}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
