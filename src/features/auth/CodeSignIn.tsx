// The second step of signing in to an account with two-step verification: the code sent by SMS to the
// golfer's phone. The SMS code (src/auth/account/two-step.ts) is loaded only when a sign-in needs it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountErrorMessage } from '../../auth/account/account-errors.ts';
import type { SecondStepError } from '../../auth/account/google.ts';
import type { CodeChallenge } from '../../auth/account/two-step.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useT } from '../../i18n/catalog.ts';
import { accountMessages } from '../../auth/account/i18n/index.ts';
import { codeText } from './code/i18n/index.ts';

export interface CodeSignInProps {
  error: SecondStepError;
  onSignedIn(): void;
  onCancel(): void;
}

export function CodeSignIn({ error, onSignedIn, onCancel }: CodeSignInProps) {
  const t = useT(codeText);
  // The service's refusals are shown in the golfer's language: their messages are ready before one comes.
  useT(accountMessages);
  const recaptcha = useRef<HTMLDivElement>(null);
  const [challenge, setChallenge] = useState<CodeChallenge | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const sendCode = () => {
    const container = recaptcha.current;
    if (!container) return;
    setProblem(null);
    setBusy(true);
    import('../../auth/account/two-step.ts')
      .then((twoStep) => twoStep.startCodeSignIn(error, container))
      .then(setChallenge, (failure: unknown) => setProblem(accountErrorMessage(failure)))
      .finally(() => setBusy(false));
  };

  // The code is sent as soon as this step shows (once, also under StrictMode's double effects);
  // "Send a new code" sends another.
  const sentFor = useRef<SecondStepError | null>(null);
  useEffect(() => {
    if (sentFor.current === error) return;
    sentFor.current = error;
    sendCode();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per error: sendCode is a new function on every render
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (code.trim() === '') {
      setProblem(accountErrorMessage({ code: 'missing-verification-code' }));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await challenge.finish(code);
      onSignedIn();
    } catch (failure) {
      setProblem(accountErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="code-sign-in-title">
      <h2 id="code-sign-in-title">{t('code.title')}</h2>
      <p>
        {challenge ? t('code.sent', { phone: challenge.phoneNumber }) : t('code.sending')}
      </p>
      <TextField
        label={t('code.label')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Alert tone="error">{problem}</Alert>
      <button type="submit" className="button button-primary" disabled={busy || !challenge}>
        {busy && challenge ? t('code.checking') : t('code.submit')}
      </button>
      <button type="button" className="button button-link" onClick={sendCode} disabled={busy}>
        {t('code.resend')}
      </button>
      <button type="button" className="button button-link" onClick={onCancel} disabled={busy}>
        {t('code.cancel')}
      </button>
      <div ref={recaptcha} />
    </form>
  );
}
