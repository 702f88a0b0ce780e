// What a device keeps of the course and golfer directories (docs/ARCHITECTURE.md, "Course directory"):
// the courses its golfer created, saved ("My courses") or that a score card or match on the device
// names; the profiles of its golfer, of the golfers they saved, and of everyone a card, match or
// tournament on the device names. Computed from the local database alone, so it holds offline and a
// course is never dropped while something on the device still uses it.
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc, UserDataDoc } from './types.ts';

/** The local documents the kept sets are computed from (deleted ones left out). */
export interface KeptSources {
  uid: string;
  cards: readonly Pick<ScoreCardDoc, 'courseId' | 'userId' | 'creatorId'>[];
  matches: readonly Pick<MatchDoc, 'courseId' | 'creatorId' | 'players' | 'markerId'>[];
  tournaments: readonly Pick<TournamentDoc, 'organizer' | 'playerIds'>[];
  /** The local courses (for those the golfer created). */
  courses: readonly Pick<CourseDoc, 'id' | 'creatorId'>[];
  userData: Pick<UserDataDoc, 'savedCourses' | 'savedGolfers'> | null;
}

const keys = (map: Readonly<Record<string, unknown>> | undefined): string[] => (map ? Object.keys(map) : []);
const present = (ids: Iterable<string | undefined>): Set<string> => new Set([...ids].filter((id): id is string => typeof id === 'string' && id !== ''));

/** The ids of the courses this device keeps. */
export function keptCourseIds(s: KeptSources): Set<string> {
  return present([
    ...s.courses.filter((c) => c.creatorId === s.uid).map((c) => c.id),
    ...s.cards.map((c) => c.courseId),
    ...s.matches.map((m) => m.courseId),
    ...keys(s.userData?.savedCourses),
  ]);
}

/** The uids of the golfers whose profiles this device keeps (its golfer's own among them). */
export function keptGolferIds(s: KeptSources): Set<string> {
  return present([
    s.uid,
    ...s.cards.flatMap((c) => [c.userId, c.creatorId]),
    ...s.matches.flatMap((m) => [m.creatorId, m.markerId, ...keys(m.players)]),
    ...s.tournaments.flatMap((t) => [t.organizer.id, ...keys(t.playerIds)]),
    ...keys(s.userData?.savedGolfers),
  ]);
}
