// Tells the golfer when syncing replaced a value they typed on this device with another device's
// (src/sync/merge-notices.ts): which hole and what changed, until they dismiss it. The live region is
// always in the page; the notices' words load with the first notice (MergeNoticeList.tsx).
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { mergeNoticesAtom } from '../../sync/merge-notices.ts';

const MergeNoticeList = lazy(() => import('./MergeNoticeList.tsx'));

export function MergeNotices() {
  const notices = useAtomValue(mergeNoticesAtom);
  return (
    <div className="merge-notices" role="alert" data-copy-omit="">
      {notices.length > 0 && (
        <Suspense fallback={null}>
          <MergeNoticeList notices={notices} />
        </Suspense>
      )}
    </div>
  );
}
