import { Toast } from 'radix-ui';
import { acceptUpdate, dismissUpdate } from './service-worker.ts';
import './update-toast.css';

/** The toast itself, shown while an update waits; loaded only then (see UpdateToast). */
export function UpdatePrompt() {
  return (
    <Toast.Provider swipeDirection="right">
      <Toast.Root
        className="update-toast"
        open
        onOpenChange={(open) => {
          if (!open) dismissUpdate();
        }}
        // The prompt stays until the golfer answers: an update is not worth losing to a timer.
        duration={Infinity}
        type="background"
      >
        <Toast.Title className="update-toast__title">New version is available</Toast.Title>
        <div className="update-toast__actions">
          <Toast.Action className="update-toast__button update-toast__button--primary" altText="Reload to update" asChild>
            <button type="button" onClick={acceptUpdate}>
              Reload
            </button>
          </Toast.Action>
          <Toast.Close className="update-toast__button">
            Not now
          </Toast.Close>
        </div>
      </Toast.Root>
      <Toast.Viewport className="update-toast__viewport" label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}
