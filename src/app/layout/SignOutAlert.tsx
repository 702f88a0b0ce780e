import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { confirmSignOut, staySignedIn, type SignOutState } from './sign-out-flow.ts';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';
import '../../ui/dialog.css';

/** The question asked before signing out with unsynced changes, or why signing out failed. */
export function SignOutAlert({ state }: { state: Extract<SignOutState, { phase: 'confirm' | 'failed' }> }) {
  const t = useT(menusText);
  const navigate = useNavigate();
  const leave = async () => {
    await navigate({ to: '/' });
  };
  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && staySignedIn()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          {state.phase === 'failed' ? (
            <>
              <AlertDialog.Title>{t('signOut.failedTitle')}</AlertDialog.Title>
              <AlertDialog.Description>{state.message}</AlertDialog.Description>
              <div className="dialog-actions">
                <AlertDialog.Cancel className="button button-primary">{t('signOut.close')}</AlertDialog.Cancel>
              </div>
            </>
          ) : (
            <>
              <AlertDialog.Title>{t('signOut.unsyncedTitle')}</AlertDialog.Title>
              <AlertDialog.Description>{t('signOut.unsyncedText', { count: state.pending })}</AlertDialog.Description>
              <div className="dialog-actions">
                <AlertDialog.Cancel className="button button-primary">{t('signOut.stay')}</AlertDialog.Cancel>
                <AlertDialog.Action className="button" onClick={() => void confirmSignOut(leave)}>
                  {t('signOut.anyway')}
                </AlertDialog.Action>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
