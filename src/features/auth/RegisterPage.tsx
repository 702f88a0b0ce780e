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
import { SecondStepPage } from './SecondStep.tsx';
import { CredentialFields, redirectSearch } from './CredentialFields.tsx';
import { ContinueWithGoogle } from './ContinueWithGoogle.tsx';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { authMessages } from '../../auth/i18n/index.ts';
import { accountMessages } from '../../auth/account/i18n/index.ts';
import { registerText } from './register/i18n/index.ts';

export interface RegisterPageProps {
  redirectTo: string;
}

/** What is wrong with the form before asking the service, or null. */
function formProblem(
  t: Translate<KeyOf<typeof registerText>>,
  fields: { firstName: string; lastName: string; email: string },
  confirmMatches: boolean,
): string | null {
  if (fields.firstName.trim() === '' || fields.lastName.trim() === '') return t('register.names');
  if (fields.email.trim() === '') return t('register.email');
  const tooLong = newProfileProblem(fields);
  if (tooLong) return tooLong;
  if (!confirmMatches) return t('register.passwordsDiffer');
  return null;
}

export function RegisterPage({ redirectTo }: RegisterPageProps) {
  const router = useRouter();
  const t = useT(registerText);
  // The auth service's refusals and the profile's limits are shown in the golfer's language.
  useT(authMessages);
  useT(accountMessages);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStepError | null>(null);
  const loginSearch = redirectSearch(redirectTo);
  const requirements = usePasswordRequirements(password);
  const confirmMatches = confirmation === password;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = formProblem(t, { firstName, lastName, email }, confirmMatches) ?? (allMet(requirements) ? null : unmetMessage(requirements));
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
    return <SecondStepPage titleId="register-title" error={secondStep} onSignedIn={() => router.history.push(redirectTo)} onCancel={() => setSecondStep(null)} />;
  }

  return (
    <section className="page auth-page" aria-labelledby="register-title">
      <h1 id="register-title">{t('register.title')}</h1>
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
            label={t('register.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
          />
          <TextField
            label={t('register.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
          />
        </div>
        <CredentialFields
          email={email}
          onEmail={setEmail}
          password={password}
          onPassword={setPassword}
          passwordAutoComplete="new-password"
          passwordDescription={<PasswordRequirements requirements={requirements} />}
        />
        <TextField
          label={t('register.confirmPassword')}
          type="password"
          name="confirmation"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => setConfirmation(e.target.value)}
          aria-invalid={confirmation !== '' && !confirmMatches}
          description={confirmation !== '' && !confirmMatches ? t('register.passwordsDifferShort') : undefined}
        />
        <Alert tone="error">{error}</Alert>
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? t('register.submitting') : t('register.submit')}
        </button>
      </form>
      <p>
        {t('register.already')}{' '}
        <Link to="/login" search={loginSearch}>
          {t('register.signIn')}
        </Link>
      </p>
    </section>
  );
}
