// Tells the golfer when syncing replaced a value they typed on this device with another device's
// (src/sync/merge-notices.ts): which hole and what changed, until they dismiss it.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { dismissMergeNotice, mergeNoticesAtom } from '../../sync/merge-notices.ts';

export function MergeNotices() {
  const notices = useAtomValue(mergeNoticesAtom);
  return (
    <div className="merge-notices" role="alert">
      {notices.map((n) => (
        <div key={n.id} className="merge-notice">
          <p>
            {n.text}{' '}
            <Link to="/score-cards/$id/hole/$hole" params={{ id: n.cardId, hole: String(n.hole) }}>
              Open hole {n.hole}
            </Link>
          </p>
          <button type="button" className="button" onClick={() => dismissMergeNotice(n.id)} aria-label={`Dismiss: ${n.text}`}>
            OK
          </button>
        </div>
      ))}
    </div>
  );
}
