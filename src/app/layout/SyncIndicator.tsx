import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../session/session.ts';
import { syncStatusAtom } from '../../session/sync-status.ts';
import { useBrowserOnline } from './use-browser-online.ts';
import { useT } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

/** A dot: online or offline, the details in a tooltip for a mouse. The words are in the SyncBar (a
 * touchscreen has no hover), so the dot is hidden from screen readers. */
export function SyncIndicator() {
  const t = useT(menusText);
  const session = useAtomValue(sessionAtom);
  const syncStatus = useAtomValue(syncStatusAtom);
  // No running engine (database still opening, or sync failed to start): show the browser's view.
  const status = session.status === 'open' && session.sync ? syncStatus : null;
  const browserOnline = useBrowserOnline();
  const online = status ? status.online : browserOnline;
  const pending = status?.pending ?? 0;
  const rejected = status?.rejected.length ?? 0;
  const text = [
    online ? t('sync.online') : t('sync.offlineShort'),
    pending > 0 ? t('sync.waiting', { count: pending }) : null,
    rejected > 0 ? t('sync.refusedShort', { count: rejected }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  const detail = !status ? t('sync.notRunning') : pending > 0 ? t('sync.waitingToSync', { count: pending }) : t('sync.allSynced');
  const news = !online || pending > 0 || rejected > 0;
  const className = `sync-indicator ${online ? 'is-online' : 'is-offline'}${news ? ' has-news' : ''}`;
  return (
    <span className={className} title={t('sync.title', { state: text, detail })} aria-hidden="true" data-copy-omit="">
      <span className="sync-dot" />
    </span>
  );
}
