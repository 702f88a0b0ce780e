import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFoundState } from '../../ui/NotFoundState.tsx';
import { useT, type KeyOf } from '../../i18n/catalog.ts';
import { pagesText } from './i18n/index.ts';

type Kind = 'scorecards' | 'courses' | 'matches' | 'tournaments';

type AppKey = KeyOf<typeof pagesText>;

/** Each kind's list and the keys of its words: could not be read, not found, why, back to the list. */
const NAMES: Record<Kind, { list: '/score-cards' | '/courses' | '/matches' | '/tournaments'; unreadable: AppKey; notFound: AppKey; missing: AppKey; back: AppKey }> = {
  scorecards: {
    list: '/score-cards',
    unreadable: 'document.scorecards.unreadable',
    notFound: 'document.scorecards.notFound',
    missing: 'document.scorecards.missing',
    back: 'document.scorecards.back',
  },
  courses: {
    list: '/courses',
    unreadable: 'document.courses.unreadable',
    notFound: 'document.courses.notFound',
    missing: 'document.courses.missing',
    back: 'document.courses.back',
  },
  matches: {
    list: '/matches',
    unreadable: 'document.matches.unreadable',
    notFound: 'document.matches.notFound',
    missing: 'document.matches.missing',
    back: 'document.matches.back',
  },
  tournaments: {
    list: '/tournaments',
    unreadable: 'document.tournaments.unreadable',
    notFound: 'document.tournaments.notFound',
    missing: 'document.tournaments.missing',
    back: 'document.tournaments.back',
  },
};

/** The shape of src/data's document hooks (useScoreCard, useCourse...), with the document under `doc`. */
export interface DocumentLookup<D> {
  doc: D | null;
  loading: boolean;
  notFound: boolean;
  error: string | null;
}

export interface DocumentPageProps<D> {
  kind: Kind;
  id: string;
  lookup: DocumentLookup<D>;
  children: (doc: D) => ReactNode;
  /**
   * What to show when the document is not on this device, given the not-found page: a course the phone
   * does not keep may still be on the server (docs/ARCHITECTURE.md, "Course directory").
   */
  missing?: (notFound: ReactNode) => ReactNode;
}

/** Renders `children` with the document, or a clear "not found" page when the id does not exist. */
export function DocumentPage<D>({ kind, id, lookup, children, missing }: DocumentPageProps<D>) {
  const t = useT(pagesText);
  const names = NAMES[kind];
  if (lookup.error) {
    return (
      <section className="page" role="alert">
        <h1>{t(names.unreadable)}</h1>
        <p>{lookup.error}</p>
      </section>
    );
  }
  if (lookup.notFound) {
    const notFound = (
      <NotFoundState
        title={t(names.notFound)}
        message={t(names.missing, { id })}
        action={
          <Link to={names.list} className="button">
            {t(names.back)}
          </Link>
        }
      />
    );
    return <>{missing ? missing(notFound) : notFound}</>;
  }
  // Reading the local database takes milliseconds: show nothing rather than flash a message.
  if (!lookup.doc) return null;
  return <>{children(lookup.doc)}</>;
}
