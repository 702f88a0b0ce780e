// "Delete account" on /profile: a confirmation that says what happens to the golfer's data, then the
// auth service's deletion; when the service asks for a recent login, the same dialog asks for the
// password and tries again. accountDeletion.ts holds the steps and why they come in this order.
import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import '../../ui/danger-button.css';
import { deleteAccountWith, deletionErrorMessage, type AccountDeletionSteps } from './account-deletion.ts';
import '../../ui/dialog.css';
import { useT } from '../../i18n/catalog.ts';
import { profileText } from './i18n/index.ts';

type Phase = 'closed' | 'confirm' | 'password';

export interface DeleteAccountProps {
  steps: AccountDeletionSteps;
  /** The account signs in with Google only: the service's recent-login check is passed with Google. */
  confirmWithGoogle: boolean;
}

export function DeleteAccount({ steps, confirmWithGoogle }: DeleteAccountProps) {
  const id = useId();
  const t = useT(profileText);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('closed');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (withPassword?: string | null) => {
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await deleteAccountWith(steps, withPassword);
      if (outcome === 'needs-password') {
        setPhase('password');
        setBusy(false);
        return;
      }
      // The session has closed, so this page is gone: the golfer lands on the home page, signed out.
      await navigate({ to: '/' });
    } catch (error) {
      setFailure(deletionErrorMessage(error));
      setBusy(false);
    }
  };
  const asksPassword = phase === 'password';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    void run(asksPassword ? (confirmWithGoogle ? null : password) : undefined);
  };

  return (
    <AlertDialog.Root
      open={phase !== 'closed'}
      onOpenChange={(next) => {
        // While the deletion runs the dialog stays: closing it would hide its outcome.
        if (busy) return;
        setPhase(next ? 'confirm' : 'closed');
        setFailure(null);
        setPassword('');
      }}
    >
      <AlertDialog.Trigger className="button button-danger">{t('delete.open')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          {/* One form for both steps: Enter confirms, and the password step sends the password. */}
          <form onSubmit={submit} noValidate>
            {asksPassword && confirmWithGoogle ? (
              <>
                <AlertDialog.Title>{t('delete.googleTitle')}</AlertDialog.Title>
                <AlertDialog.Description>{t('delete.googleText')}</AlertDialog.Description>
              </>
            ) : asksPassword ? (
              <>
                <AlertDialog.Title>{t('delete.passwordTitle')}</AlertDialog.Title>
                <AlertDialog.Description>{t('delete.passwordText')}</AlertDialog.Description>
                <div className="field">
                  <label htmlFor={`${id}-password`}>{t('delete.password')}</label>
                  <input
                    id={`${id}-password`}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </div>
              </>
            ) : (
              <>
                <AlertDialog.Title>{t('delete.title')}</AlertDialog.Title>
                <AlertDialog.Description>{t('delete.text')}</AlertDialog.Description>
              </>
            )}
            {failure && (
              <p role="alert" className="alert alert-error">
                {failure}
              </p>
            )}
            <div className="dialog-actions">
              <AlertDialog.Cancel className="button" disabled={busy}>
                {t('delete.cancel')}
              </AlertDialog.Cancel>
              <button
                type="submit"
                className="button button-danger-solid"
                disabled={busy || (asksPassword && !confirmWithGoogle && password === '')}
                aria-busy={busy || undefined}
              >
                {busy ? t('delete.busy') : t('delete.open')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
