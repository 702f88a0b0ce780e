// Says so when the browser cleared this phone's database while changes were waiting to sync
// (src/session/storage-cleared.ts): how many were lost, and that what had synced comes back. Shown to
// that golfer (or on the sign-in page, where a cleared phone may land) until dismissed.
import { useAtomValue } from 'jotai';
import { authAtom } from '../../auth/auth.ts';
import { dismissStorageClearedNotice, storageClearedNoticeAtom } from '../../session/storage-cleared.ts';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

export function storageClearedText(lost: number, signedIn: boolean): string {
  return appText.t('storageCleared.text', { lost, signedIn: signedIn ? 'yes' : 'no' });
}

export function StorageClearedNotice() {
  const t = useT(appText);
  const notice = useAtomValue(storageClearedNoticeAtom);
  const auth = useAtomValue(authAtom);
  if (!notice || (auth.user !== null && auth.user.uid !== notice.uid)) return null;
  const text = t('storageCleared.text', { lost: notice.lost, signedIn: auth.user !== null ? 'yes' : 'no' });
  return (
    <div className="merge-notices" role="alert" data-copy-omit="">
      <div className="merge-notice">
        <p>{text}</p>
        <button type="button" className="button" onClick={dismissStorageClearedNotice} aria-label={t('storageCleared.dismiss', { text })}>
          {t('storageCleared.ok')}
        </button>
      </div>
    </div>
  );
}
