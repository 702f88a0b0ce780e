import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/catalog.ts';
import { pagesText } from './i18n/index.ts';

/** Under a hole's club picker when the bag is empty: where to add clubs. */
export function EmptyBagNotice() {
  const t = useT(pagesText);
  return (
    <p className="muted">
      {t('route.emptyBag')} <Link to="/my-bag">{t('route.addClubs')}</Link> {t('route.emptyBagAfter')}
    </p>
  );
}
