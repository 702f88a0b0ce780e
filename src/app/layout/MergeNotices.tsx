// Tells the golfer when syncing replaced a value they typed on this device with another device's
// (src/sync/merge-notices.ts): which hole and what changed, until they dismiss it.
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { dismissMergeNotice, mergeNoticesAtom, replacedValueText } from '../../sync/merge-notices.ts';
import { syncText } from '../../sync/i18n/index.ts';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

export function MergeNotices() {
  const t = useT(appText);
  const notices = useAtomValue(mergeNoticesAtom);
  // Said in the golfer's current language, whatever it was when the merge happened.
  const say = useT(syncText);
  return (
    <div className="merge-notices" role="alert">
      {notices.map((n) => {
        const text = replacedValueText(n.courseName, n.replaced, say);
        return (
          <div key={n.id} className="merge-notice">
            <p>
              {text}{' '}
              <Link to="/score-cards/$id/hole/$hole" params={{ id: n.cardId, hole: String(n.hole) }}>
                {t('merge.openHole', { hole: n.hole })}
              </Link>
            </p>
            <button type="button" className="button" onClick={() => dismissMergeNotice(n.id)} aria-label={t('merge.dismiss', { text })}>
              {t('merge.ok')}
            </button>
          </div>
        );
      })}
    </div>
  );
}
