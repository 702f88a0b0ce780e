// Queries kept answered ahead of the page that shows them (docs/ARCHITECTURE.md, "Speed on a phone"):
// reading a few hundred cards from IndexedDB takes most of a second on a phone, so a page whose link
// leads to them starts the query while it is shown. RxDB keeps a query with its last answer after its
// last subscriber leaves, so the next page's identical query is answered at once.
import { useEffect, useMemo } from 'react';
import type { RxQuery } from 'rxdb';
import { scoreCardsOfCourse } from '../queries/scorecards.ts';
import { useGolfDatabase } from './database.ts';

/** Subscribes to `query` while the component is shown, rendering nothing from it. */
export function useWarmQuery<D, R>(query: RxQuery<D, R> | null): void {
  useEffect(() => {
    if (!query) return;
    const sub = query.$.subscribe({ error: () => undefined });
    return () => sub.unsubscribe();
  }, [query]);
}

/** The cards of a course (useScoreCardsOfCourse), read ahead: for a page that links to its stats. */
export function useWarmScoreCardsOfCourse(courseId: string | undefined): void {
  const db = useGolfDatabase();
  useWarmQuery(useMemo(() => (courseId ? scoreCardsOfCourse(db, courseId) : null), [db, courseId]));
}
