import { useT } from '../../i18n/catalog.ts';
import { appText } from '../i18n/index.ts';

/** Shown while a page's code loads on demand (docs/PRODUCT.md, "2. Screens and routes", Layout). */
export function LoadingPage() {
  const t = useT(appText);
  return (
    <p className="page-loading" role="status">
      {t('page.loading')}
    </p>
  );
}
