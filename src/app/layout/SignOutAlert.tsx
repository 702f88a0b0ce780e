import { useNavigate } from '@tanstack/react-router';
import { AlertDialog } from 'radix-ui';
import { confirmSignOut, staySignedIn, type SignOutState } from './sign-out-flow.ts';
import '../../ui/dialog.css';

/** The question asked before signing out with unsynced changes, or why signing out failed. */
export function SignOutAlert({ state }: { state: Extract<SignOutState, { phase: 'confirm' | 'failed' }> }) {
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
              <AlertDialog.Title>Signing out did not finish</AlertDialog.Title>
              <AlertDialog.Description>{state.message}</AlertDialog.Description>
              <div className="dialog-actions">
                <AlertDialog.Cancel className="button button-primary">Close</AlertDialog.Cancel>
              </div>
            </>
          ) : (
            <>
              <AlertDialog.Title>Sign out with unsynced changes?</AlertDialog.Title>
              <AlertDialog.Description>
                {state.pending === 1 ? '1 change is' : `${state.pending} changes are`} not synced yet: sign out anyway?
                They stay on this device and sync next time you sign in.
              </AlertDialog.Description>
              <div className="dialog-actions">
                <AlertDialog.Cancel className="button button-primary">Stay signed in</AlertDialog.Cancel>
                <AlertDialog.Action className="button" onClick={() => void confirmSignOut(leave)}>
                  Sign out anyway
                </AlertDialog.Action>
              </div>
            </>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
