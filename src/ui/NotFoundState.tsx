import type { ReactNode } from 'react';
import { useT } from '../i18n/catalog.ts';
import { uiText } from './i18n/index.ts';

export interface NotFoundStateProps {
  /** e.g. "Score card not found". */
  title: string;
  /** Why, in a golfer's words; the default covers a wrong link and a deleted item. */
  message?: ReactNode;
  /** A way on, e.g. a link back to the list. */
  action?: ReactNode;
}

/** For a page whose item (score card, course, match...) does not exist on this device or the server. */
export function NotFoundState({ title, message, action }: NotFoundStateProps) {
  const t = useT(uiText);
  return (
    <section className="page page-center not-found-state" aria-labelledby="not-found-state-title">
      <h1 id="not-found-state-title">{title}</h1>
      <p>{message ?? t('notFound.message')}</p>
      {action}
    </section>
  );
}
