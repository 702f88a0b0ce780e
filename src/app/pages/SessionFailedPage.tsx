import { useT } from '../../i18n/catalog.ts';
import { useReplacesPrerenderedCopy } from '../prerendered.ts';
import { pagesText } from './i18n/index.ts';

/** The golfer's local database did not open: why, and that nothing was lost. */
export function SessionFailedPage({ message }: { message: string }) {
  const t = useT(pagesText);
  // Not behind the copy of the page the golfer expected (src/app/page-copy.ts).
  useReplacesPrerenderedCopy();
  return (
    <section className="page" role="alert">
      <h1>{t('session.failedTitle')}</h1>
      <p>{t('session.failedText', { message })}</p>
      <p>{t('session.failedRetry')}</p>
    </section>
  );
}
