import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { sendPasswordReset, signIn } from '../../sync/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { authErrorMessage } from '../../sync/auth-errors.ts';

export interface LoginPageProps {
  /** Where to go once signed in: the page the golfer tried to open, or the dashboard. */
  redirectTo: string;
}

export function LoginPage({ redirectTo }: LoginPageProps) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await signIn(email, password);
      router.history.push(redirectTo);
    } catch (failure) {
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

  return (
    <section className="page auth-page" aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
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
      <p>
        New here?{' '}
        <Link to="/register" search={redirectTo === '/dashboard' ? {} : { redirect: redirectTo }}>
          Create an account
        </Link>
      </p>
    </section>
  );
}
