// A small database for the transfer tests: one golfer (u1) with a course, a card, a match, a
// tournament, a profile and private data, and another golfer's (u2) card and course.
import { createScoreCard, upsertCourse, type GolfDatabase } from '../../../../src/data/index.ts';
import { course, tee18 } from '../fixtures.ts';

export const golfer = { uid: 'u1', isAdmin: false };
export const other = { uid: 'u2', isAdmin: false };
export const admin = { uid: 'boss', isAdmin: true };

export async function seed(db: GolfDatabase): Promise<void> {
  await upsertCourse(db, course('c1', 'Royal Test'), 1_000);
  await upsertCourse(db, { ...course('c2', 'Other Links'), creatorId: 'u2' }, 1_000);
  await createScoreCard(db, { id: 'card1', userId: 'u1', course: course(), teeId: 'white', player: { handicapGolf: 18 }, date: Date.UTC(2026, 10, 20, 9, 30) }, 2_000);
  await createScoreCard(db, { id: 'card2', userId: 'u2', course: course(), teeId: 'white', player: { handicapGolf: 10 } }, 2_000);
  await db.matches.insert({
    id: 'm1', date: 3_000, creationDate: 3_000, modifiedDate: 3_000, courseId: 'c1', tournamentId: '', isCompetition: false,
    creatorId: 'u1', playMode: 'Individual', scoringMode: 'Stableford', userId: 'u1', holeCount: 18, players: { u1: 1 }, scoreCards: ['card1'],
  });
  await db.tournaments.insert({ id: 't1', name: 'Club cup', creationDate: 3_000, modifiedDate: 3_000, organizer: { id: 'u1' }, players: [{ userId: 'u1' }] });
  await db.users.insert({ id: 'u1', firstName: 'Ann', lastName: 'Lee', handicapGolf: 18 });
  await db.userdata.insert({ id: 'u1', email: 'ann@example.com', displayStyle: 'Geometry Shapes', bag: [{ id: 'd', name: 'Driver' }] });
}

/** Every document of every collection, for "nothing was written" checks. */
export async function snapshot(db: GolfDatabase): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, collection] of Object.entries(db.collections)) {
    out[name] = (await collection.find().exec()).map((d) => d.toJSON(true));
  }
  return out;
}

export { tee18 };
