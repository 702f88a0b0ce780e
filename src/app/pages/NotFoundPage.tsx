import { Link } from '@tanstack/react-router';
import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

/** Any unknown path, and /users for anyone but an administrator (docs/PRODUCT.md, "2. Screens and routes" and
 * "8. Error catalogue"). */
export function NotFoundPage() {
  const t = useT(appText);
  return (
    <section className="page page-center" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="button button-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
