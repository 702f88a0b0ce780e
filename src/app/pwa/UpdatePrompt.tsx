import { Toast } from 'radix-ui';
import { acceptUpdate, dismissUpdate } from './service-worker.ts';
import { useT } from '../../i18n/catalog.ts';
import { pwaText } from './i18n/index.ts';
import './update-toast.css';

/** The toast itself, shown while an update waits; loaded only then (see UpdateToast). */
export function UpdatePrompt() {
  const t = useT(pwaText);
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
        <Toast.Title className="update-toast__title">{t('update.title')}</Toast.Title>
        <div className="update-toast__actions">
          <Toast.Action className="update-toast__button update-toast__button--primary" altText={t('update.reloadAlt')} asChild>
            <button type="button" onClick={acceptUpdate}>
              {t('update.reload')}
            </button>
          </Toast.Action>
          <Toast.Close className="update-toast__button">
            {t('update.notNow')}
          </Toast.Close>
        </div>
      </Toast.Root>
      <Toast.Viewport className="update-toast__viewport" label={t('update.viewport')} />
    </Toast.Provider>
  );
}
