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
import { useT } from '../../i18n/catalog.ts';
import { authMessages } from '../../auth/i18n/index.ts';
import { accountMessages } from '../../auth/account/i18n/index.ts';
import { profileText } from './i18n/index.ts';
import './sign-in-security.css';

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
  const t = useT(profileText);
  // The service's refusals are shown in the golfer's language: their messages are ready before one comes.
  useT(authMessages);
  useT(accountMessages);
  const methodName = (method: SignInMethod) => (method === 'password' ? t('security.methodPassword') : t('security.methodGoogle'));
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
          (outcome) => outcome?.kind === 'linked' && setNotice(profileText.t('security.googleAdded')),
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
    }, t('security.googleAdded'));

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (current === '' || next === '') {
      setError(t('security.passwordsNeeded'));
      return;
    }
    if (await run(() => changePassword(current, next), t('security.passwordChanged'))) {
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
    if (await run(() => addPassword(next, confirmIdentity), t('security.passwordAdded', { email: account?.email ?? 'none' }))) setNext('');
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
        t('security.emailLinkSent', { address, email: account?.email ?? 'none' }),
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
    }, t('security.codeSent', { phone: phone.trim() }));
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
    if (await run(async () => (await loadTwoStep()).finishEnrolment(id, code), t('security.twoStepOn'))) {
      setVerificationId(null);
      setCode('');
      setPhone('');
    }
  };

  if (!account) {
    return (
      <section className="sign-in-security" aria-labelledby="security-title">
        <h2 id="security-title">{t('security.title')}</h2>
        <Alert tone="error">{error}</Alert>
      </section>
    );
  }

  const onlyOne = account.methods.length <= 1;
  return (
    <section className="sign-in-security" aria-labelledby="security-title">
      <h2 id="security-title">{t('security.title')}</h2>

      {account.email && !account.emailVerified && (
        <div className="security-box verify-email" role="region" aria-labelledby="verify-title">
          <h3 id="verify-title">{t('security.verifyTitle')}</h3>
          <p>{t('security.verifyText', { email: account.email })}</p>
          <div className="security-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void run(resendVerification, t('security.linkResent', { email: account.email ?? '' }))}>
              {t('security.resendLink')}
            </button>
            <button type="button" className="button button-link" disabled={busy} onClick={() => void refresh()}>
              {t('security.linkOpened')}
            </button>
          </div>
        </div>
      )}

      <Alert tone="error">{error}</Alert>
      <Alert tone="success">{notice}</Alert>

      {confirming && (
        <form className="form security-box" onSubmit={submitConfirmation} noValidate aria-labelledby="confirm-title">
          <h3 id="confirm-title">{t('security.confirmTitle')}</h3>
          <p>{t('security.confirmText')}</p>
          <TextField label={t('security.yourPassword')} type="password" autoComplete="current-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
          <div className="security-actions">
            <button type="submit" className="button button-primary" disabled={confirmation === ''}>
              {t('security.confirm')}
            </button>
            <button type="button" className="button" onClick={() => confirming.reject(accountError('requires-recent-login'))}>
              {t('security.cancel')}
            </button>
          </div>
        </form>
      )}

      <h3>{t('security.waysTitle')}</h3>
      <ul className="sign-in-methods">
        {account.methods.map((method) => (
          <li key={method}>
            <span>{methodName(method)}</span>
            <button
              type="button"
              className="button"
              disabled={busy || onlyOne}
              aria-label={t('security.removeName', { method: methodName(method) })}
              title={onlyOne ? t('security.onlyWay') : undefined}
              onClick={() => void run(() => removeMethod(method, confirmIdentity), t('security.removed', { method: methodName(method) }))}
            >
              {t('security.remove')}
            </button>
          </li>
        ))}
      </ul>
      {onlyOne && <p className="muted">{t('security.addAnother')}</p>}
      {!account.methods.includes('google.com') && (
        <button type="button" className="button" disabled={busy} onClick={() => void linkGoogle()}>
          {t('security.addGoogle')}
        </button>
      )}

      {!hasPassword && account.email && (
        <form className="form" onSubmit={submitNewPassword} noValidate aria-labelledby="add-password-title">
          <h3 id="add-password-title">{t('security.addPasswordTitle')}</h3>
          <p>{t('security.addPasswordText', { email: account.email })}</p>
          <TextField label={t('security.newPassword')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('security.addPassword')}
          </button>
        </form>
      )}

      {hasPassword && (
        <form className="form" onSubmit={submitPassword} noValidate aria-labelledby="password-title">
          <h3 id="password-title">{t('security.changePasswordTitle')}</h3>
          <TextField label={t('security.currentPassword')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
          <TextField label={t('security.newPassword')} type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('security.changePassword')}
          </button>
        </form>
      )}

      <form className="form" onSubmit={submitEmail} noValidate aria-labelledby="email-title">
        <h3 id="email-title">{t('security.changeEmailTitle')}</h3>
        <TextField label={t('security.newEmail')} type="email" inputMode="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        <button type="submit" className="button button-primary" disabled={busy}>
          {t('security.sendEmailLink')}
        </button>
      </form>

      <h3 id="two-step-title">{t('security.twoStepTitle')}</h3>
      {account.secondFactors.length > 0 ? (
        <ul className="sign-in-methods" aria-labelledby="two-step-title">
          {account.secondFactors.map((factor) => (
            <li key={factor.uid}>
              <span>{t('security.codeByText', { phone: factor.phoneNumber })}</span>
              <button
                type="button"
                className="button"
                disabled={busy}
                aria-label={t('security.turnOffName', { phone: factor.phoneNumber })}
                onClick={() =>
                  void run(async () => (await loadTwoStep()).removeSecondFactor(factor.uid, confirmIdentity), t('security.twoStepOff'))
                }
              >
                {t('security.turnOff')}
              </button>
            </li>
          ))}
        </ul>
      ) : verificationId ? (
        <form className="form" onSubmit={submitCode} noValidate>
          <TextField label={t('security.codeLabel')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="security-actions">
            <button type="submit" className="button button-primary" disabled={busy}>
              {t('security.turnOn')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setVerificationId(null)}>
              {t('security.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <form className="form" onSubmit={sendCode} noValidate>
          <p>{t('security.optional')}</p>
          <TextField
            label={t('security.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="+34 600 123 456"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            description={t('security.countryCode')}
          />
          <button type="submit" className="button button-primary" disabled={busy}>
            {t('security.sendCode')}
          </button>
        </form>
      )}
      <div ref={recaptcha} />
    </section>
  );
}
