import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import type { RxQuery } from 'rxdb';
import {
  coursesByName,
  createScoreCard,
  dayRange,
  matchesFromNow,
  matchesInYear,
  patchScoreCard,
  saveMatch,
  saveTournament,
  scoreCardsBetween,
  scoreCardsFrom,
  scoreCardsFromNow,
  scoreCardsOfCourse,
  scoreCardsOfMatch,
  scoreCardsOfTournament,
  scoreCardsOfUser,
  scoreCardsOnDay,
  tournamentsOfUser,
  upsertCourse,
  type GolfDatabase,
} from '../../../src/data/index.ts';
import { course, dispose, freshDatabase } from './fixtures.ts';

let db: GolfDatabase;
beforeEach(async () => {
  db = await freshDatabase();
});
afterEach(() => dispose(db));

const ids = async <R, D extends { id: string }>(q: RxQuery<R, D[]>) => (await q.exec()).map((d) => d.id);
/** The next emission of a live query whose ids satisfy `ok`. */
const emits = <R, D extends { id: string }>(q: RxQuery<R, D[]>, ok: (ids: string[]) => boolean) =>
  firstValueFrom(q.$.pipe(filter((docs) => ok(docs.map((d) => d.id)))));

const d = (y: number, m: number, day: number, h = 9) => new Date(y, m - 1, day, h).getTime();

async function card(id: string, userId: string, date: number, extra: { matchId?: string; tournamentId?: string; courseId?: string } = {}) {
  const c = course(extra.courseId ?? 'c1');
  return createScoreCard(db, { id, userId, course: c, teeId: 'white', player: {}, date, ...extra }, date);
}

describe('score card queries', () => {
  beforeEach(async () => {
    await card('a', 'u1', d(2024, 5, 1), { matchId: 'm1', tournamentId: 't1' });
    await card('b', 'u1', d(2024, 5, 2, 20), { courseId: 'c2' });
    await card('c', 'u2', d(2024, 5, 2, 0), { matchId: 'm1' });
    await card('e', 'u2', d(2024, 5, 3, 0));
  });

  it('by user, newest first', async () => {
    expect(await ids(scoreCardsOfUser(db, 'u1'))).toEqual(['b', 'a']);
  });

  it('by course, match and tournament', async () => {
    expect(await ids(scoreCardsOfCourse(db, 'c2'))).toEqual(['b']);
    expect(await ids(scoreCardsOfMatch(db, 'm1'))).toEqual(['a', 'c']);
    expect(await ids(scoreCardsOfTournament(db, 't1'))).toEqual(['a']);
    expect(await ids(scoreCardsOfMatch(db, ''))).toEqual(['b', 'e']);
  });

  it('between two instants (end excluded), from a date, from now', async () => {
    expect(await ids(scoreCardsBetween(db, { from: d(2024, 5, 1), to: d(2024, 5, 3, 0) }))).toEqual(['a', 'c', 'b']);
    expect(await ids(scoreCardsBetween(db, { from: d(2024, 5, 1), to: d(2024, 5, 3, 0) }, 'u2'))).toEqual(['c']);
    expect(await ids(scoreCardsFrom(db, d(2024, 5, 2, 0)))).toEqual(['c', 'b', 'e']);
    expect(await ids(scoreCardsFromNow(db, undefined, d(2024, 5, 2, 12)))).toEqual(['b', 'e']);
    expect(await ids(scoreCardsFromNow(db, 'u1', d(2024, 5, 2, 12)))).toEqual(['b']);
  });

  it('one day: 86,400,000 ms from local midnight', async () => {
    expect(dayRange(d(2024, 5, 2, 15))).toEqual({ from: d(2024, 5, 2, 0), to: d(2024, 5, 2, 0) + 86_400_000 });
    expect(await ids(scoreCardsOnDay(db, d(2024, 5, 2, 15)))).toEqual(['c', 'b']);
    expect(await ids(scoreCardsOnDay(db, new Date(2024, 4, 3), 'u2'))).toEqual(['e']);
  });

  it('re-emits when a document changes', async () => {
    const q = scoreCardsOfUser(db, 'u1');
    expect(await firstValueFrom(q.$).then((r) => r.map((x) => x.id))).toEqual(['b', 'a']);
    const moved = emits(q, (r) => r.join() === 'a,b');
    await patchScoreCard(db, 'b', { date: d(2024, 4, 1) });
    await moved;
    const added = emits(q, (r) => r.join() === 'n,a,b');
    await card('n', 'u1', d(2025, 1, 1));
    await added;
    const removed = emits(q, (r) => r.join() === 'n,b');
    await (await db.scorecards.findOne('a').exec())?.remove();
    await removed;
  });
});

describe('match queries', () => {
  const base = { courseId: 'c1', tournamentId: '', isCompetition: false, creatorId: 'u1', userId: 'u1', playMode: 'Individual', scoringMode: 'Stableford', holeCount: 18 } as const;

  it('by calendar year and from now, re-emitting on change', async () => {
    await saveMatch(db, { ...base, id: 'm23', date: d(2023, 12, 31, 23) });
    await saveMatch(db, { ...base, id: 'm24a', date: d(2024, 1, 1, 0) });
    await saveMatch(db, { ...base, id: 'm24b', date: d(2024, 7, 1) });
    expect(await ids(matchesInYear(db, 2024))).toEqual(['m24a', 'm24b']);
    expect(await ids(matchesInYear(db, 2023))).toEqual(['m23']);
    const upcoming = matchesFromNow(db, d(2024, 3, 1));
    expect(await ids(upcoming)).toEqual(['m24b']);
    const next = emits(upcoming, (r) => r.join() === 'm24a,m24b');
    await saveMatch(db, { ...base, id: 'm24a', date: d(2024, 6, 1) });
    await next;
  });

  it('rebuilds the players map from the score cards', async () => {
    await card('x', 'p1', d(2024, 1, 1));
    await card('y', 'p2', d(2024, 1, 1));
    const m = await saveMatch(db, { ...base, id: 'm', date: d(2024, 1, 1), scoreCards: ['x', 'y'] });
    expect(m.players).toEqual({ p1: 1, p2: 1 });
  });
});

describe('course and tournament queries', () => {
  it('courses sorted by name, ignoring case and accents, re-emitting on rename', async () => {
    await upsertCourse(db, { ...course('1', 'zoo Links') });
    await upsertCourse(db, { ...course('2', 'Évian Resort') });
    await upsertCourse(db, { ...course('3', 'Alcanada') });
    await upsertCourse(db, { ...course('4', 'Bay Hill') });
    const q = coursesByName(db);
    expect(await ids(q)).toEqual(['3', '4', '2', '1']);
    const renamed = emits(q, (r) => r.join() === '1,3,4,2');
    await upsertCourse(db, { ...course('1', 'aaa Links') });
    await renamed;
  });

  it('tournaments where the user plays or organises', async () => {
    await saveTournament(db, { id: 't1', name: 'Org', organizer: { id: 'u1' } }, 1);
    await saveTournament(db, { id: 't2', name: 'Plays', organizer: { id: 'u9' }, players: [{ userId: 'u2' }, { userId: 'u1' }] }, 2);
    await saveTournament(db, { id: 't3', name: 'Other', organizer: { id: 'u9' }, players: [{ userId: 'u2' }] }, 3);
    const q = tournamentsOfUser(db, 'u1');
    expect(await ids(q)).toEqual(['t2', 't1']);
    const joined = emits(q, (r) => r.join() === 't3,t2,t1');
    await saveTournament(db, { id: 't3', name: 'Other', organizer: { id: 'u9' }, players: [{ userId: 'u2' }, { userId: 'u1' }] }, 4);
    await joined;
  });
});
