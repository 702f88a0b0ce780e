// The sync state in words, under the navbar, for a phone that has no hover tooltip: "Offline — 2
// changes saved on this phone" while there is no connection, what the server refused, and "All changes
// synced" for a few seconds once everything waiting has reached the server.
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { sessionAtom } from '../../session/session.ts';
import { syncStatusAtom } from '../../session/sync-status.ts';
import { useBrowserOnline } from './use-browser-online.ts';
import { useT, type KeyOf, type Translate } from '../../i18n/catalog.ts';
import { menusText } from './menus/i18n/index.ts';

/** How long "All changes synced" stays before the bar folds away. */
const SYNCED_MS = 4_000;
/** A sync engine that has just started is connecting, not offline: no "Offline" flash on every start. */
const CONNECTING_MS = 3_000;

/** The words for what the golfer must know now (offline, refused), or null. */
export function syncBarText(state: { online: boolean; pending: number; rejected: number }, t: Translate<KeyOf<typeof menusText>> = menusText.t): string | null {
  if (state.rejected > 0) return t('sync.refused', { count: state.rejected });
  if (!state.online) return state.pending > 0 ? t('sync.offlinePending', { count: state.pending }) : t('sync.offline');
  return null;
}

export function SyncBar() {
  const t = useT(menusText);
  const session = useAtomValue(sessionAtom);
  const syncStatus = useAtomValue(syncStatusAtom);
  const browserOnline = useBrowserOnline();
  const sync = session.status === 'open' ? session.sync : null;
  const running = sync !== null;

  // The engine that has connected or has had CONNECTING_MS to do so.
  const [settled, setSettled] = useState<unknown>(null);
  useEffect(() => {
    if (sync === null) return;
    const timer = window.setTimeout(() => setSettled(sync), CONNECTING_MS);
    return () => window.clearTimeout(timer);
  }, [sync]);
  const connecting = running && settled !== sync;
  const online = !browserOnline ? false : running ? syncStatus.online || connecting : true;
  const pending = running ? syncStatus.pending : 0;
  const rejected = running ? syncStatus.rejected.length : 0;
  const text = syncBarText({ online, pending, rejected }, t);

  // After news (offline, refused), the bar follows the changes out and says "All changes synced" for
  // SYNCED_MS; online taps (sent at once) never show it. Adjusted while rendering, as React advises.
  const [phase, setPhase] = useState<'quiet' | 'news' | 'synced'>('quiet');
  if (text !== null && phase !== 'news') setPhase('news');
  if (text === null && phase === 'news' && running && online && pending === 0) setPhase('synced');
  useEffect(() => {
    if (phase !== 'synced') return;
    const timer = window.setTimeout(() => setPhase('quiet'), SYNCED_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);
  const synced = phase === 'synced';
  const following = text === null && phase === 'news' && pending > 0 ? t('sync.sending', { count: pending }) : null;

  const shown = text ?? following ?? (synced ? t('sync.allSynced') : null);
  const tone = rejected > 0 ? 'is-refused' : !online ? 'is-offline' : synced && text === null ? 'is-synced' : '';
  // The live region stays in the page so that a screen reader hears each new text.
  return (
    <p className={`sync-bar ${tone}`} role="status" data-copy-omit="">
      {shown}
    </p>
  );
}
