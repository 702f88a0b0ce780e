// "A page addressed by an id": the route gives the id, these look the document up on this device and
// render the page with it, or nothing while it loads, or the not-found / read-error page (DocumentPage).
import type { ReactNode } from 'react';
import { useCourse, useMatch, useScoreCard, useTournament } from '../../data/hooks/documents.ts';
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc } from '../../data/types.ts';
import { DocumentPage } from './DocumentPage.tsx';

interface ByIdProps<D> {
  id: string;
  children: (doc: D) => ReactNode;
  missing?: (notFound: ReactNode) => ReactNode;
}

export function ScoreCardById({ id, children }: ByIdProps<ScoreCardDoc>) {
  const { card: doc, ...state } = useScoreCard(id);
  return <DocumentPage kind="scorecards" id={id} lookup={{ doc, ...state }} children={children} />;
}

export function CourseById({ id, children, missing }: ByIdProps<CourseDoc>) {
  const { course: doc, ...state } = useCourse(id);
  return <DocumentPage kind="courses" id={id} lookup={{ doc, ...state }} children={children} missing={missing} />;
}

export function MatchById({ id, children }: ByIdProps<MatchDoc>) {
  const { match: doc, ...state } = useMatch(id);
  return <DocumentPage kind="matches" id={id} lookup={{ doc, ...state }} children={children} />;
}

export function TournamentById({ id, children }: ByIdProps<TournamentDoc>) {
  const { tournament: doc, ...state } = useTournament(id);
  return <DocumentPage kind="tournaments" id={id} lookup={{ doc, ...state }} children={children} />;
}
