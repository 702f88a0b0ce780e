import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../session/session.ts';
import { syncStatusAtom } from '../../session/sync-status.ts';
import { useBrowserOnline } from './use-browser-online.ts';

/** A dot: online or offline, the details in a tooltip for a mouse. The words are in the SyncBar (a
 * touchscreen has no hover), so the dot is hidden from screen readers. */
export function SyncIndicator() {
  const session = useAtomValue(sessionAtom);
  const syncStatus = useAtomValue(syncStatusAtom);
  // No running engine (database still opening, or sync failed to start): show the browser's view.
  const status = session.status === 'open' && session.sync ? syncStatus : null;
  const browserOnline = useBrowserOnline();
  const online = status ? status.online : browserOnline;
  const pending = status?.pending ?? 0;
  const rejected = status?.rejected.length ?? 0;
  const text = [online ? 'Online' : 'Offline', pending > 0 ? `${pending} waiting` : null, rejected > 0 ? `${rejected} refused` : null]
    .filter(Boolean)
    .join(', ');
  const detail = !status
    ? 'Sync is not running; changes stay on this device'
    : pending > 0
      ? `${pending} ${pending === 1 ? 'change' : 'changes'} waiting to sync`
      : 'All changes synced';
  const news = !online || pending > 0 || rejected > 0;
  const className = `sync-indicator ${online ? 'is-online' : 'is-offline'}${news ? ' has-news' : ''}`;
  return (
    <span className={className} title={`${text}. ${detail}.`} aria-hidden="true">
      <span className="sync-dot" />
    </span>
  );
}
