// The merge notices in words (src/sync/merge-notice-report.ts), said in the golfer's current language;
// loaded when there is one (MergeNotices.tsx), so the shell does not carry their words.
import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/catalog.ts';
import { syncText } from '../../sync/i18n/index.ts';
import { replacedValueText } from '../../sync/merge-notice-report.ts';
import { dismissMergeNotice, type MergeNotice } from '../../sync/merge-notices.ts';
import { menusText } from './menus/i18n/index.ts';

export default function MergeNoticeList({ notices }: { notices: readonly MergeNotice[] }) {
  const t = useT(menusText);
  const say = useT(syncText);
  return notices.map((n) => {
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
  });
}
