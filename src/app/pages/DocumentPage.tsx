import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotFoundState } from '../../ui/NotFoundState.tsx';

type Kind = 'scorecards' | 'courses' | 'matches' | 'tournaments';

const NAMES: Record<Kind, { one: string; list: '/score-cards' | '/courses' | '/matches' | '/tournaments'; listLabel: string }> = {
  scorecards: { one: 'Score card', list: '/score-cards', listLabel: 'Back to score cards' },
  courses: { one: 'Course', list: '/courses', listLabel: 'Back to courses' },
  matches: { one: 'Match', list: '/matches', listLabel: 'Back to matches' },
  tournaments: { one: 'Tournament', list: '/tournaments', listLabel: 'Back to tournaments' },
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
}

/** Renders `children` with the document, or a clear "not found" page when the id does not exist. */
export function DocumentPage<D>({ kind, id, lookup, children }: DocumentPageProps<D>) {
  const names = NAMES[kind];
  if (lookup.error) {
    return (
      <section className="page" role="alert">
        <h1>{names.one} could not be read</h1>
        <p>{lookup.error}</p>
      </section>
    );
  }
  if (lookup.notFound) {
    return (
      <NotFoundState
        title={`${names.one} not found`}
        message={`There is no ${names.one.toLowerCase()} "${id}" on this device. It may have been deleted, or the link is wrong.`}
        action={
          <Link to={names.list} className="button">
            {names.listLabel}
          </Link>
        }
      />
    );
  }
  // Reading the local database takes milliseconds: show nothing rather than flash a message.
  if (!lookup.doc) return null;
  return <>{children(lookup.doc)}</>;
}
