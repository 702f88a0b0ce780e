import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '../../sync/session.ts';
import { syncStatusAtom } from '../../sync/status.ts';

/** The browser's own online flag, for when no sync engine reports (yet). */
function useBrowserOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/** A dot and a short text: online or offline, and how many changes wait to be sent. */
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
    <span className={className} title={`${text}. ${detail}.`}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">{text}</span>
    </span>
  );
}
