import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { AlertDialog } from 'radix-ui';
import { confirmSignOut, signOutAtom, staySignedIn } from './sign-out-flow.ts';
import '../../ui/dialog.css';

/** Asks before signing out while changes are not on the server yet. */
export function SignOutDialog() {
  const state = useAtomValue(signOutAtom);
  const navigate = useNavigate();
  const open = state.phase === 'confirm' || state.phase === 'failed';
  const leave = async () => {
    await navigate({ to: '/' });
  };
  if (state.phase === 'checking') {
    // Up to a few seconds while the last changes go out: say so rather than look stuck.
    return (
      <p className="floating-status" role="status">
        Sending your last changes, then signing out...
      </p>
    );
  }
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && staySignedIn()}>
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
                {state.phase === 'confirm' && state.pending === 1 ? '1 change is' : `${state.phase === 'confirm' ? state.pending : 0} changes are`}{' '}
                not synced yet: sign out anyway? They stay on this device and sync next time you sign in.
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
