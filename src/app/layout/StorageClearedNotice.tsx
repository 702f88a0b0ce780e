// Says so when the browser cleared this phone's database while changes were waiting to sync
// (src/session/storage-cleared.ts): how many were lost, and that what had synced comes back. Shown to
// that golfer (or on the sign-in page, where a cleared phone may land) until dismissed.
import { useAtomValue } from 'jotai';
import { authAtom } from '../../auth/auth.ts';
import { dismissStorageClearedNotice, storageClearedNoticeAtom } from '../../session/storage-cleared.ts';

export function storageClearedText(lost: number, signedIn: boolean): string {
  const changes = lost === 1 ? '1 change made on this phone' : `${lost} changes made on this phone`;
  return (
    `The browser cleared this app's data on this phone while ${changes} had not reached the server: ` +
    `${lost === 1 ? 'it is' : 'they are'} lost. Everything that had synced comes back from the server` +
    `${signedIn ? '' : ' when you sign in again'}; check the holes of your last round.`
  );
}

export function StorageClearedNotice() {
  const notice = useAtomValue(storageClearedNoticeAtom);
  const auth = useAtomValue(authAtom);
  if (!notice || (auth.user !== null && auth.user.uid !== notice.uid)) return null;
  const text = storageClearedText(notice.lost, auth.user !== null);
  return (
    <div className="merge-notices" role="alert">
      <div className="merge-notice">
        <p>{text}</p>
        <button type="button" className="button" onClick={dismissStorageClearedNotice} aria-label={`Dismiss: ${text}`}>
          OK
        </button>
      </div>
    </div>
  );
}
