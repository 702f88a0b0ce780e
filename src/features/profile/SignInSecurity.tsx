// The profile's "Sign-in and security": the ways the golfer signs in (e-mail and password, Google) with
// add and remove (never the last one), the e-mail address (verification notice, change with a link to
// the new address), the password, and two-step verification by SMS. Changes the service guards with
// requires-recent-login ask "Confirm it's you" (the password, or Google for a Google-only account) and
// are then tried again. Everything here needs the network; offline, the service's answer says so.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { accountError, accountErrorMessage } from '../../auth/account/account-errors.ts';
import {
  accountSecurity,
  addPassword,
  changeEmail,
  changePassword,
  removeMethod,
  resendVerification,
  type AccountSecurity,
  type SignInMethod,
} from '../../auth/account/security.ts';
import { pendingRedirect } from '../../auth/account/google-pending.ts';
import { reauthenticate } from '../../auth/auth.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import './sign-in-security.css';

const METHOD_NAMES: Record<SignInMethod, string> = { password: 'E-mail and password', 'google.com': 'Google' };

const loadGoogle = () => import('../../auth/account/google.ts');
const loadTwoStep = () => import('../../auth/account/two-step.ts');

interface Pending {
  resolve(): void;
  reject(error: unknown): void;
}

export interface SignInSecurityProps {
  /** The account as the service has it now (its e-mail changes once a change link is opened). */
  onAccount(account: AccountSecurity): void;
}

export function SignInSecurity({ onAccount }: SignInSecurityProps) {
  const [account, setAccount] = useState<AccountSecurity | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const [confirmation, setConfirmation] = useState('');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [newEmail, setNewEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const recaptcha = useRef<HTMLDivElement>(null);

  const refresh = useCallback(() => accountSecurity().then(setAccount, (e: unknown) => setError(accountErrorMessage(e))), []);
  useEffect(() => {
    if (account) onAccount(account);
  }, [account, onAccount]);

  useEffect(() => {
    // Back from a Google redirect that linked Google: collect it (the Google code loads only then).
    if (pendingRedirect() === 'link') {
      loadGoogle()
        .then((g) => g.completeGoogleRedirect('link'))
        .then(
          (outcome) => outcome?.kind === 'linked' && setNotice('Google is now a way to sign in to your account.'),
          (e: unknown) => setError(accountErrorMessage(e)),
        )
        .finally(() => void refresh());
      return;
    }
    void refresh();
  }, [refresh]);

  const hasPassword = account?.methods.includes('password') ?? false;

  /** "Confirm it's you": the password form below, or Google for an account without a password. */
  const confirmIdentity = (): Promise<void> =>
    hasPassword
      ? new Promise<void>((resolve, reject) => setConfirming({ resolve, reject }))
      : loadGoogle().then((g) => g.reauthenticateWithGoogle());

  /** Runs one change with the section's busy state, message and refreshed account; a change that
   * returns a string says that instead of `done` (an empty one says nothing). */
  const run = async (change: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      const said = await change();
      // The list shows the change before the message says it is done.
      await refresh();
      setNotice(typeof said === 'string' ? said : done);
      return true;
    } catch (failure) {
      await refresh();
      setError(accountErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
      setConfirming(null);
      setConfirmation('');
    }
  };

  const submitConfirmation = (event: FormEvent) => {
    event.preventDefault();
    const pending = confirming;
    if (!pending) return;
    reauthenticate(confirmation).then(pending.resolve, pending.reject);
  };

  const linkGoogle = () =>
    run(async () => {
      const outcome = await (await loadGoogle()).linkGoogle();
      // The golfer closed the Google window: nothing to say. A redirect leaves the page.
      if (outcome.kind === 'cancelled' || outcome.kind === 'redirecting') return '';
      return undefined;
    }, 'Google is now a way to sign in to your account.');

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (current === '' || next === '') {
      setError('Enter your current password and the new one.');
      return;
    }
    if (await run(() => changePassword(current, next), 'Your password is changed. Use the new one next time you sign in.')) {
      setCurrent('');
      setNext('');
    }
  };

  const submitNewPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (next === '') {
      setError(accountErrorMessage({ code: 'missing-password' }));
      return;
    }
    if (await run(() => addPassword(next, confirmIdentity), `You can now also sign in with ${account?.email ?? 'your e-mail'} and this password.`)) setNext('');
  };

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    if (address === '') {
      setError(accountErrorMessage({ code: 'missing-email' }));
      return;
    }
    if (
      await run(
        () => changeEmail(address, confirmIdentity),
        `We sent a link to ${address}. Your e-mail changes once you open it; until then, sign in with ${account?.email ?? 'your current address'}.`,
      )
    )
      setNewEmail('');
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const container = recaptcha.current;
    if (!container) return;
    if (phone.trim() === '') {
      setError(accountErrorMessage({ code: 'missing-phone-number' }));
      return;
    }
    let id: string | null = null;
    await run(async () => {
      id = await (await loadTwoStep()).startEnrolment(phone, container, confirmIdentity);
    }, `We sent a text message with a 6-digit code to ${phone.trim()}.`);
    if (id) setVerificationId(id);
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!verificationId) return;
    if (code.trim() === '') {
      setError(accountErrorMessage({ code: 'missing-verification-code' }));
      return;
    }
    const id = verificationId;
    if (await run(async () => (await loadTwoStep()).finishEnrolment(id, code), 'Two-step verification is on. Signing in now also asks for a code sent to your phone.')) {
      setVerificationId(null);
      setCode('');
      setPhone('');
    }
  };

  if (!account) {
    return (
      <section className="sign-in-security" aria-labelledby="security-title">
        <h2 id="security-title">Sign-in and security</h2>
        <Alert tone="error">{error}</Alert>
      </section>
    );
  }

  const onlyOne = account.methods.length <= 1;
  return (
    <section className="sign-in-security" aria-labelledby="security-title">
      <h2 id="security-title">Sign-in and security</h2>

      {account.email && !account.emailVerified && (
        <div className="security-box verify-email" role="region" aria-labelledby="verify-title">
          <h3 id="verify-title">Verify your e-mail</h3>
          <p>
            Open the link we sent to {account.email} so we know the address is yours: it is how you get back into your
            account if you forget your password.
          </p>
          <div className="security-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void run(resendVerification, `We sent a new link to ${account.email}.`)}>
              Send the link again
            </button>
            <button type="button" className="button button-link" disabled={busy} onClick={() => void refresh()}>
              I have opened the link
            </button>
          </div>
        </div>
      )}

      <Alert tone="error">{error}</Alert>
      <Alert tone="success">{notice}</Alert>

      {confirming && (
        <form className="form security-box" onSubmit={submitConfirmation} noValidate aria-labelledby="confirm-title">
          <h3 id="confirm-title">Confirm it's you</h3>
          <p>For your safety, enter your password before this change.</p>
          <TextField label="Your password" type="password" autoComplete="current-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
          <div className="security-actions">
            <button type="submit" className="button button-primary" disabled={confirmation === ''}>
              Confirm
            </button>
            <button type="button" className="button" onClick={() => confirming.reject(accountError('requires-recent-login'))}>
              Cancel
            </button>
          </div>
        </form>
      )}

      <h3>Ways to sign in</h3>
      <ul className="sign-in-methods">
        {account.methods.map((method) => (
          <li key={method}>
            <span>{METHOD_NAMES[method]}</span>
            <button
              type="button"
              className="button"
              disabled={busy || onlyOne}
              aria-label={`Remove ${METHOD_NAMES[method]}`}
              title={onlyOne ? 'The only way you sign in cannot be removed.' : undefined}
              onClick={() => void run(() => removeMethod(method, confirmIdentity), `${METHOD_NAMES[method]} is no longer a way to sign in.`)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {onlyOne && <p className="muted">Add another way before removing this one: an account needs at least one.</p>}
      {!account.methods.includes('google.com') && (
        <button type="button" className="button" disabled={busy} onClick={() => void linkGoogle()}>
          Add Google sign-in
        </button>
      )}

      {!hasPassword && account.email && (
        <form className="form" onSubmit={submitNewPassword} noValidate aria-labelledby="add-password-title">
          <h3 id="add-password-title">Add a password</h3>
          <p>Sign in with {account.email} and a password too, for example on a device without Google.</p>
          <TextField label="New password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={busy}>
            Add password
          </button>
        </form>
      )}

      {hasPassword && (
        <form className="form" onSubmit={submitPassword} noValidate aria-labelledby="password-title">
          <h3 id="password-title">Change password</h3>
          <TextField label="Current password" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          <TextField label="New password" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={busy}>
            Change password
          </button>
        </form>
      )}

      <form className="form" onSubmit={submitEmail} noValidate aria-labelledby="email-title">
        <h3 id="email-title">Change e-mail</h3>
        <TextField label="New e-mail" type="email" inputMode="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        <button type="submit" className="button button-primary" disabled={busy}>
          Send the link to the new address
        </button>
      </form>

      <h3 id="two-step-title">Two-step verification</h3>
      {account.secondFactors.length > 0 ? (
        <ul className="sign-in-methods" aria-labelledby="two-step-title">
          {account.secondFactors.map((factor) => (
            <li key={factor.uid}>
              <span>Code by text message to {factor.phoneNumber}</span>
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={`Turn off two-step verification for ${factor.phoneNumber}`}
                onClick={() =>
                  void run(async () => (await loadTwoStep()).removeSecondFactor(factor.uid, confirmIdentity), 'Two-step verification is off.')
                }
              >
                Turn off
              </button>
            </li>
          ))}
        </ul>
      ) : verificationId ? (
        <form className="form" onSubmit={submitCode} noValidate>
          <TextField label="Code from the text message" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="security-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              Turn on two-step verification
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setVerificationId(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={sendCode} noValidate>
          <p>Optional: signing in then also asks for a code sent to your phone.</p>
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+34 600 123 456"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            description="With the country code."
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            Send a code
          </button>
        </form>
      )}
      <div ref={recaptcha} />
    </section>
  );
}
