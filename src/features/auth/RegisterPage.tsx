import { Link, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { newProfileProblem, signUp } from '../../auth/account/sign-up.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { authErrorMessage } from '../../auth/auth-errors.ts';
import { PasswordRequirements } from './PasswordRequirements.tsx';
import { allMet, unmetMessage } from '../../auth/password-rules.ts';
import { usePasswordRequirements } from './use-password-requirements.ts';
import type { SecondStepError } from '../../auth/account/google.ts';
import { SecondStep } from './SecondStep.tsx';
import { ContinueWithGoogle } from './ContinueWithGoogle.tsx';

export interface RegisterPageProps {
  redirectTo: string;
}

/** What is wrong with the form before asking the service, or null. */
function formProblem(fields: { firstName: string; lastName: string; email: string }, confirmMatches: boolean): string | null {
  if (fields.firstName.trim() === '' || fields.lastName.trim() === '') return 'Enter your first and last name.';
  if (fields.email.trim() === '') return 'Enter your e-mail address.';
  const tooLong = newProfileProblem(fields);
  if (tooLong) return tooLong;
  if (!confirmMatches) return 'The two passwords are different. Type the same password twice.';
  return null;
}

export function RegisterPage({ redirectTo }: RegisterPageProps) {
  const router = useRouter();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepError | null>(null);
  const loginSearch = redirectTo === '/dashboard' ? {} : { redirect: redirectTo };
  const requirements = usePasswordRequirements(password);
  const confirmMatches = confirmation === password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = formProblem({ firstName, lastName, email }, confirmMatches) ?? (allMet(requirements) ? null : unmetMessage(requirements));
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signUp({ firstName, lastName, email, password });
      router.history.push(redirectTo);
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  if (secondStep) {
    // "Continue with Google" for an account that already has two-step verification.
    return (
      <section className="page auth-page" aria-labelledby="register-title">
        <h1 id="register-title">Sign in</h1>
        <SecondStep error={secondStep} onSignedIn={() => router.history.push(redirectTo)} onCancel={() => setSecondStep(null)} />
      </section>
    );
  }

  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <h1 id="register-title">Create your account</h1>
      <ContinueWithGoogle
        first
        disabled={busy}
        onSignedIn={() => router.history.push(redirectTo)}
        // The e-mail has a password account: /login asks for the password, then links Google (google-pending.ts).
        onNeedsPassword={() => void router.navigate({ to: '/login', search: loginSearch })}
        onNeedsCode={setSecondStep}
      />
      <form className="form" onSubmit={submit} noValidate>
        <div className="form-row">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
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
          autoComplete="new-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          description={<PasswordRequirements requirements={requirements} />}
        />
        <TextField
          label="Confirm password"
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={confirmation !== '' && !confirmMatches}
          description={confirmation !== '' && !confirmMatches ? 'The passwords are different.' : undefined}
        />
        <Alert tone="error">{error}</Alert>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? 'Creating your account...' : 'Register'}
        </button>
      </form>
      <p>
        Already registered?{' '}
        <Link to="/login" search={loginSearch}>
          Sign in
        </Link>
      </p>
    </section>
  );
}
