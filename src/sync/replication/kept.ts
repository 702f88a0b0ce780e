// The ids a device keeps of the courses and of the public profiles (docs/ARCHITECTURE.md, "Course
// directory"), followed live from the local database: src/data/kept.ts says which, from the cards,
// matches, tournaments, the golfer's own courses and their saved lists. The kept collections' pull
// (kept-pull.ts) and listeners (kept-watch.ts) read them.
import { auditTime, combineLatest, map, of, ReplaySubject, type Observable } from 'rxjs';
import { keptCourseIds, keptGolferIds, type KeptSources } from '../../data/kept.ts';
import type { GolfDatabase } from '../../data/types.ts';

/** Recomputing waits this long after a change: a pull stores its documents page by page. */
const SETTLE_MS = 50;

export interface KeptIds {
  /** The kept ids, each time they change (the first at once). */
  readonly ids$: Observable<ReadonlySet<string>>;
  /** The kept ids now, read from the local database at the call: a pull that drops what is not kept
   * decides on the documents as they are, never on a set computed before a write it sees. */
  current(): Promise<ReadonlySet<string>>;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export interface KeptSets {
  courses: KeptIds;
  users: KeptIds;
  /** Stops following the local database. */
  close(): void;
}

type Queries = readonly [
  ReturnType<GolfDatabase['scorecards']['find']>,
  ReturnType<GolfDatabase['matches']['find']>,
  ReturnType<GolfDatabase['tournaments']['find']>,
  ReturnType<GolfDatabase['courses']['find']>,
  ReturnType<GolfDatabase['userdata']['findOne']>,
];

type Results = [
  Awaited<ReturnType<Queries[0]['exec']>>,
  Awaited<ReturnType<Queries[1]['exec']>>,
  Awaited<ReturnType<Queries[2]['exec']>>,
  Awaited<ReturnType<Queries[3]['exec']>>,
  Awaited<ReturnType<Queries[4]['exec']>>,
];

function sourcesOf(uid: string, [cards, matches, tournaments, courses, userData]: Results): KeptSources {
  return {
    uid,
    cards: cards.map((c) => ({ courseId: c.courseId, userId: c.userId, creatorId: c.creatorId })),
    matches: matches.map((m) => ({ courseId: m.courseId, creatorId: m.creatorId, players: m.players as Record<string, 1> | undefined, markerId: m.markerId })),
    tournaments: tournaments.map((t) => ({ organizer: t.organizer, playerIds: t.playerIds as Record<string, 1> | undefined })),
    courses: courses.map((c) => ({ id: c.id, creatorId: c.creatorId })),
    userData: userData ? { savedCourses: userData.savedCourses as Record<string, 1> | undefined, savedGolfers: userData.savedGolfers as Record<string, 1> | undefined } : null,
  };
}

/** `ownOnServer`: the courses the server knows this golfer created (own-courses.ts), kept too. */
export function keptSets(rxdb: GolfDatabase, uid: string, ownOnServer: Observable<ReadonlySet<string>> = of(new Set<string>())): KeptSets {
  let own: ReadonlySet<string> = new Set();
  const withOwn = (ids: Set<string>): Set<string> => {
    for (const id of own) ids.add(id);
    return ids;
  };
  const queries: Queries = [
    rxdb.scorecards.find(),
    rxdb.matches.find(),
    rxdb.tournaments.find(),
    rxdb.courses.find({ selector: { creatorId: uid } }),
    rxdb.userdata.findOne(uid),
  ];
  const read = async (): Promise<KeptSources> =>
    sourcesOf(uid, (await Promise.all([queries[0].exec(), queries[1].exec(), queries[2].exec(), queries[3].exec(), queries[4].exec()])) as Results);
  const sources$: Observable<KeptSources> = combineLatest([queries[0].$, queries[1].$, queries[2].$, queries[3].$, queries[4].$, ownOnServer]).pipe(
    auditTime(SETTLE_MS),
    map(([cards, matches, tournaments, courses, userData, ownIds]) => {
      own = ownIds;
      return sourcesOf(uid, [cards, matches, tournaments, courses, userData] as Results);
    }),
  );
  const courses = new ReplaySubject<ReadonlySet<string>>(1);
  const users = new ReplaySubject<ReadonlySet<string>>(1);
  let last: { courses: ReadonlySet<string>; users: ReadonlySet<string> } | null = null;
  const subscription = sources$.subscribe({
    next: (sources) => {
      const next = { courses: withOwn(keptCourseIds(sources)), users: keptGolferIds(sources) };
      if (!last || !sameSet(last.courses, next.courses)) courses.next(next.courses);
      if (!last || !sameSet(last.users, next.users)) users.next(next.users);
      last = next;
    },
    // The database closed under the queries: sync is stopping with it.
    error: () => undefined,
  });
  return {
    courses: { ids$: courses.asObservable(), current: async () => withOwn(keptCourseIds(await read())) },
    users: { ids$: users.asObservable(), current: async () => keptGolferIds(await read()) },
    close() {
      subscription.unsubscribe();
      courses.complete();
      users.complete();
    },
  };
}
