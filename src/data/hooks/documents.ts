// Hooks reading one document by id, reactively.
import { useMemo } from 'react';
import type { RxCollection } from 'rxdb';
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc, UserDataDoc, UserDoc } from '../types.ts';
import { useGolfDatabase } from './database.ts';
import { useQueryResult } from './use-query.ts';

export interface DocumentState<D> {
  /** The document's data, or null while loading or when there is none. */
  doc: D | null;
  loading: boolean;
  /** Loaded and absent (or deleted). */
  notFound: boolean;
  error: string | null;
}

export function useDocument<D>(collection: RxCollection<D>, id: string | undefined): DocumentState<D> {
  const query = useMemo(() => (id ? collection.findOne(id) : null), [collection, id]);
  const { result, loading, error } = useQueryResult(query);
  // Plain data: a new object each time the document changes, so React sees the change.
  const doc = useMemo(() => (result ? (result.toJSON() as D) : null), [result]);
  return { doc, loading, notFound: !loading && error === null && id !== undefined && result === null, error };
}

export function useScoreCard(id: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<ScoreCardDoc>(db.scorecards, id);
  return { card: doc, ...rest };
}

export function useCourse(id: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<CourseDoc>(db.courses, id);
  return { course: doc, ...rest };
}

export function useMatch(id: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<MatchDoc>(db.matches, id);
  return { match: doc, ...rest };
}

export function useTournament(id: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<TournamentDoc>(db.tournaments, id);
  return { tournament: doc, ...rest };
}

export function useUserProfile(uid: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<UserDoc>(db.users, uid);
  return { profile: doc, ...rest };
}

export function useUserData(uid: string | undefined) {
  const db = useGolfDatabase();
  const { doc, ...rest } = useDocument<UserDataDoc>(db.userdata, uid);
  return { userData: doc, ...rest };
}
