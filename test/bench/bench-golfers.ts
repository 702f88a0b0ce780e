// The two golfers every phone-profile figure is taken for (docs/ARCHITECTURE.md, "Speed on a phone"): one who has
// just started (the round in play, two earlier rounds, a match of four today and a match of two), and
// one who has played for years on the same phone: the same, plus enough history to make 1,000 rounds,
// 50 matches and 200 courses, so the dashboard's index and the statistics are computed from all of them.
// Seeded on the run's RTDB as the app writes them, with feed entries, so the golfer's sync pulls them.
import type { CourseDoc, ScoreCardDoc } from '../../src/data/types.ts';
import { buildScoreCard } from '../../src/data/writes/scorecards.ts';
import { storedCardTotals } from '../../src/domain/index.ts';
import { seedGolferWorld, type GolferWorld } from '../e2e/support/golfer-world.ts';
import { seed, seedMerge, SERVER_TIMESTAMP } from '../e2e/support/index.ts';
import { courseDocument } from '../support/course-18.ts';

export type BenchGolferKind = 'new' | 'seasoned';
export const SEASONED = { rounds: 1000, matches: 50, courses: 200 } as const;
const DAY = 86_400_000;

export interface BenchGolfer extends GolferWorld {
  kind: BenchGolferKind;
  /** The golfer's own finished and in-play cards, all told. */
  rounds: number;
  /** The documents the golfer's sync brings to the phone, per collection (a bench waits for them all). */
  onPhone: { scorecards: number; matches: number; courses: number };
}

/** What the world alone brings: its golfer's three cards and the two matches' six, two matches, one course. */
const WORLD_ON_PHONE = { scorecards: 9, matches: 2, courses: 1 } as const;

const NAMES = {
  golfers: [
    ['Carmen', 'Soler'],
    ['Alastair', 'Fairbairn'],
    ['Mercedes', 'Ibarra'],
    ['Duncan', 'MacLeod'],
  ] as [string, string][],
  course: 'Real Club de Golf El Prat',
  tournament: 'Copa de Otoño',
};

/** A deterministic spread of scores (birdie to triple bogey), putts, fairways, bunkers and penalties. */
function randomHoles(card: ScoreCardDoc, rand: () => number): ScoreCardDoc {
  const holes = card.holes.map((h) => {
    const shotCount = h.par - 1 + Math.floor(rand() * 5);
    return {
      ...h,
      shotCount,
      puttCount: Math.min(shotCount - 1, 1 + Math.floor(rand() * 3)),
      fairway: (h.par > 3 ? 1 + Math.floor(rand() * 3) : 0) as ScoreCardDoc['holes'][number]['fairway'],
      bunkerCount: rand() < 0.15 ? 1 : 0,
      penaltyCount: rand() < 0.05 ? 1 : 0,
    };
  });
  return { ...card, holes, ...storedCardTotals(holes) };
}

/** Writes documents in batches of 100, a few ms apart, as devices push them: the pull pages by `updatedAt`. */
async function seedInBatches(collection: string, docs: { id: string }[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 100) {
    await seedMerge(collection, Object.fromEntries(docs.slice(i, i + 100).map((d) => [d.id, { ...d, updatedAt: SERVER_TIMESTAMP }])));
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function announceAll(uid: string, collection: 'scoreCards' | 'matches', ids: string[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    await seedMerge(`feeds/${uid}/${collection}`, Object.fromEntries(ids.slice(i, i + 500).map((id) => [id, SERVER_TIMESTAMP])));
  }
}

/** Seeds a bench golfer on the run's RTDB (the e2e context must be set). */
export async function seedBenchGolfer(kind: BenchGolferKind): Promise<BenchGolfer> {
  const world = await seedGolferWorld(NAMES);
  // The world's golfer has three cards of their own and one in each of the two matches.
  const worldRounds = 5;
  if (kind === 'new') return { ...world, kind, rounds: worldRounds, onPhone: WORLD_ON_PHONE };

  const uid = world.golfer.uid;
  const partner = world.players[1];
  if (!partner) throw new Error('seedBenchGolfer: the world has no second player');
  const now = Date.now();
  let seedValue = 12345;
  const rand = () => {
    seedValue = (seedValue * 1103515245 + 12345) % 2 ** 31;
    return seedValue / 2 ** 31;
  };

  const courses: CourseDoc[] = Array.from({ length: SEASONED.courses - 1 }, (_, i) =>
    courseDocument({ id: `bench-course-${String(i).padStart(3, '0')}`, name: `Bench Links ${String(i + 1).padStart(3, '0')}`, creatorId: uid, now }),
  );
  // One by one: `seed` also writes each course's directory entry, as the app's push does.
  for (const course of courses) await seed(`courses/${course.id}`, { ...course, updatedAt: SERVER_TIMESTAMP });

  const extraMatches = SEASONED.matches - 2;
  const soloRounds = SEASONED.rounds - worldRounds - extraMatches;
  // Every other round on the home club (the world's course), the rest spread over the 199 others, as a
  // member plays: a course's stats page then has about 500 rounds to average.
  const home = courseDocument({ id: world.courseId, name: world.courseName, creatorId: uid, now });
  const courseOf = (n: number) => (n % 2 === 0 ? home : (courses[(n >> 1) % courses.length] as CourseDoc));
  const cardFor = (id: string, userId: string, n: number, matchId = '') => {
    const date = now - (SEASONED.rounds - n) * DAY;
    const built = buildScoreCard({ id, userId, course: courseOf(n), teeId: 'yellow', player: { handicapGolf: 18 }, date, isCompetition: n % 5 === 0, matchId }, date);
    return randomHoles({ ...built, creatorId: uid }, rand);
  };

  const solo = Array.from({ length: soloRounds }, (_, n) => cardFor(`bench-round-${String(n).padStart(4, '0')}`, uid, n));
  await seedInBatches('scoreCards', solo);
  await announceAll(uid, 'scoreCards', solo.map((c) => c.id));

  const matchCards: ScoreCardDoc[] = [];
  const matches = Array.from({ length: extraMatches }, (_, m) => {
    const id = `bench-match-${String(m).padStart(3, '0')}`;
    const n = soloRounds + m;
    const mine = cardFor(`${id}-a`, uid, n, id);
    const theirs = cardFor(`${id}-b`, partner.uid, n, id);
    matchCards.push(mine, theirs);
    return {
      id,
      date: mine.date,
      creationDate: mine.date,
      modifiedDate: mine.date,
      courseId: mine.courseId,
      tournamentId: '',
      isCompetition: false,
      creatorId: uid,
      userId: uid,
      markerId: uid,
      playMode: 'Individual',
      scoringMode: 'Stableford',
      players: { [uid]: 1, [partner.uid]: 1 },
      scoreCards: [mine.id, theirs.id],
      holeCount: 18,
    };
  });
  await seedInBatches('scoreCards', matchCards);
  await seedInBatches('matches', matches);
  for (const who of [uid, partner.uid]) {
    await announceAll(who, 'scoreCards', matchCards.map((c) => c.id));
    await announceAll(who, 'matches', matches.map((m) => m.id));
  }
  const onPhone = {
    scorecards: WORLD_ON_PHONE.scorecards + solo.length + matchCards.length,
    matches: WORLD_ON_PHONE.matches + matches.length,
    courses: WORLD_ON_PHONE.courses + courses.length,
  };
  return { ...world, kind, rounds: SEASONED.rounds, onPhone };
}
