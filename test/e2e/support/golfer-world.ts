// A golfer with something on every page, for the tests that walk all the routes (accessibility scans,
// layout with long names): an administrator with a course whose first hole has coordinates, a round in
// play with holes recorded, a match of four with its cards (the marker's group screen), a match of two
// under way (match play on its board), and a tournament they organise with a round today (the calendar's
// tournament round). Names are given by the test: ordinary long ones or the longest the forms accept.
import { courseDocument, yellowTee18 } from '../../support/course-18.ts';
import { announceTo, seed, seedMerge, SERVER_TIMESTAMP } from './rtdb.ts';
import { createUser, type TestUser } from './users.ts';

export interface GolferWorld {
  golfer: TestUser;
  players: TestUser[];
  courseId: string;
  courseName: string;
  roundId: string;
  matchId: string;
  /** The golfer's own card of the match: its play screen is the group screen. */
  matchCardId: string;
  /** A match of the golfer and the second player, under way: its board shows match play. */
  duelId: string;
  tournamentId: string;
  tournamentName: string;
}

export interface WorldNames {
  /** First and last names of the golfer and the three other players of the match. */
  golfers: readonly [first: string, last: string][];
  course: string;
  tournament: string;
}

/** Coordinates of a hole (tee to green, a bunker), so its drawing and GPS distances show. */
const HOLE_1_POINTS = {
  teeLatitude: 40.4,
  teeLongitude: -3.7,
  greenFrontLatitude: 40.4028,
  greenFrontLongitude: -3.7,
  middleLatitude: 40.403,
  middleLongitude: -3.7,
  greenEndLatitude: 40.4032,
  greenEndLongitude: -3.7,
  obstacles: [{ name: 'Fairway bunker', latitude: 40.402, longitude: -3.6998 }],
};

/** A card's holes on the course, the first `played` of them recorded. */
function cardHoles(date: number, played: number) {
  return yellowTee18().holes.map((h, i) => ({
    ...h,
    // Every hole of a card has the points, so the play screen's drawing opens whichever hole it shows.
    ...HOLE_1_POINTS,
    extraShots: 1,
    shotCount: i < played ? h.par + (i % 3) - 1 : 0,
    puttCount: i < played ? 2 : 0,
    bunkerCount: 0,
    penaltyCount: 0,
    fairway: i < played && h.par > 3 ? 1 : 0,
    gir: i < played ? 1 : 0,
    modifiedAt: date,
  }));
}

function card(fields: { id: string; userId: string; creatorId: string; date: number; played: number; courseId: string; courseName: string; matchId?: string }) {
  const holes = cardHoles(fields.date, fields.played);
  const shots = holes.reduce((n, h) => n + Math.max(0, h.shotCount), 0);
  return {
    id: fields.id,
    date: fields.date,
    creationDate: fields.date,
    modifiedDate: fields.date,
    courseName: fields.courseName,
    courseId: fields.courseId,
    teeId: 'yellow',
    teeName: 'Yellow',
    holeCount: 18,
    holes,
    shotCount: shots,
    stableford: 0,
    handicap: 18,
    handicapGolf: 18,
    handicapPitchAndPutt: 18,
    isCompetition: false,
    userId: fields.userId,
    creatorId: fields.creatorId,
    matchId: fields.matchId ?? '',
    tournamentId: '',
    updatedAt: SERVER_TIMESTAMP,
  };
}

/** Seeds the world on the server and announces it to its golfers' feeds; sign in as `golfer` to see it. */
export async function seedGolferWorld(names: WorldNames): Promise<GolferWorld> {
  const [first, ...others] = names.golfers;
  if (!first || others.length !== 3) throw new Error('seedGolferWorld: the golfer and three other players');
  const golfer = await createUser({ firstName: first[0], lastName: first[1], admin: true });
  const players = [golfer];
  for (const [firstName, lastName] of others) players.push(await createUser({ firstName, lastName }));
  const stamp = Date.now().toString(36);
  const courseId = `world-course-${stamp}`;
  const now = Date.now();
  const tee = yellowTee18({ holes: yellowTee18().holes.map((h, i) => (i === 0 ? { ...h, ...HOLE_1_POINTS } : h)) });
  await seed(`courses/${courseId}`, { ...courseDocument({ id: courseId, name: names.course, creatorId: golfer.uid, now, tees: [tee] }), updatedAt: SERVER_TIMESTAMP });

  // Two finished rounds (statistics, last rounds) and the round in play.
  const roundId = `world-round-${stamp}`;
  for (const [i, id] of [`world-past1-${stamp}`, `world-past2-${stamp}`].entries()) {
    await seed(`scoreCards/${id}`, card({ id, userId: golfer.uid, creatorId: golfer.uid, date: now - (i + 2) * 86_400_000, played: 18, courseId, courseName: names.course }));
    await announceTo([golfer.uid], 'scoreCards', id);
  }
  await seed(`scoreCards/${roundId}`, card({ id: roundId, userId: golfer.uid, creatorId: golfer.uid, date: now, played: 2, courseId, courseName: names.course }));
  await announceTo([golfer.uid], 'scoreCards', roundId);
  await seedMerge(`userData/${golfer.uid}`, { inPlay: { scoreCardId: roundId, currentHole: 0 }, updatedAt: SERVER_TIMESTAMP });

  // A match of four today, the golfer its creator and marker.
  const matchId = `world-match-${stamp}`;
  const cardIds = players.map((_, i) => `world-mc${i}-${stamp}`);
  const matchDate = now + 3_600_000;
  for (const [i, p] of players.entries()) {
    const id = cardIds[i] as string;
    await seed(`scoreCards/${id}`, card({ id, userId: p.uid, creatorId: golfer.uid, date: matchDate, played: 0, courseId, courseName: names.course, matchId }));
  }
  await seed(`matches/${matchId}`, {
    id: matchId,
    date: matchDate,
    creationDate: now,
    modifiedDate: now,
    courseId,
    tournamentId: '',
    isCompetition: false,
    creatorId: golfer.uid,
    userId: golfer.uid,
    markerId: golfer.uid,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    players: Object.fromEntries(players.map((p) => [p.uid, 1])),
    scoreCards: cardIds,
    holeCount: 18,
    updatedAt: SERVER_TIMESTAMP,
  });
  const uids = players.map((p) => p.uid);
  await announceTo(uids, 'matches', matchId);
  for (const id of cardIds) await announceTo(uids, 'scoreCards', id);

  // A match of two, three holes played: its board has the MATCH column of match play.
  const duelId = `world-duel-${stamp}`;
  const duelPlayers = [golfer, players[1] as TestUser];
  const duelCards = duelPlayers.map((_, i) => `world-dc${i}-${stamp}`);
  for (const [i, p] of duelPlayers.entries()) {
    const id = duelCards[i] as string;
    await seed(`scoreCards/${id}`, card({ id, userId: p.uid, creatorId: golfer.uid, date: now - 3_600_000, played: 3 + i, courseId, courseName: names.course, matchId: duelId }));
  }
  await seed(`matches/${duelId}`, {
    id: duelId,
    date: now - 3_600_000,
    creationDate: now - 86_400_000,
    modifiedDate: now - 86_400_000,
    courseId,
    tournamentId: '',
    isCompetition: false,
    creatorId: golfer.uid,
    userId: golfer.uid,
    markerId: golfer.uid,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    players: Object.fromEntries(duelPlayers.map((p) => [p.uid, 1])),
    scoreCards: duelCards,
    holeCount: 18,
    updatedAt: SERVER_TIMESTAMP,
  });
  const duelUids = duelPlayers.map((p) => p.uid);
  await announceTo(duelUids, 'matches', duelId);
  for (const id of duelCards) await announceTo(duelUids, 'scoreCards', id);

  const tournamentId = `world-tournament-${stamp}`;
  const midnight = new Date(new Date(now).toDateString()).getTime();
  await seed(`tournaments/${tournamentId}`, {
    id: tournamentId,
    name: names.tournament,
    creationDate: now,
    modifiedDate: now,
    organizer: { id: golfer.uid },
    players: players.map((p) => ({ userId: p.uid })),
    playerIds: Object.fromEntries(uids.map((uid) => [uid, 1])),
    startDate: midnight,
    endDate: midnight + 2 * 86_400_000,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    holeCount: 18,
    handicapAllowance: 95,
    updatedAt: SERVER_TIMESTAMP,
  });
  await announceTo(uids, 'tournaments', tournamentId);
  // A round of the tournament at 13:00 today, not started: the calendar's views show a tournament round
  // (today, so the current week's and month's).
  const tournamentRoundId = `world-tround-${stamp}`;
  const tournamentRoundDate = midnight + 13 * 3_600_000;
  await seed(`matches/${tournamentRoundId}`, {
    id: tournamentRoundId,
    date: tournamentRoundDate,
    creationDate: now,
    modifiedDate: now,
    courseId,
    tournamentId,
    isCompetition: true,
    creatorId: golfer.uid,
    userId: golfer.uid,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    players: Object.fromEntries(uids.map((uid) => [uid, 1])),
    holeCount: 18,
    updatedAt: SERVER_TIMESTAMP,
  });
  await announceTo(uids, 'matches', tournamentRoundId);
  return { golfer, players, courseId, courseName: names.course, roundId, matchId, matchCardId: cardIds[0] as string, duelId, tournamentId, tournamentName: names.tournament };
}

/** Every route of the app for this world, signed in (docs/PRODUCT.md, "2. Screens and routes"). */
export function signedInRoutes(w: GolferWorld): string[] {
  return [
    '/dashboard',
    '/play',
    '/score-cards',
    `/score-cards/${w.roundId}`,
    `/score-cards/${w.roundId}/edit`,
    `/score-cards/${w.roundId}/hole/1`,
    `/score-cards/${w.roundId}/play`,
    `/score-cards/${w.matchCardId}/play`,
    '/matches',
    `/matches/${w.matchId}`,
    `/matches/${w.duelId}`,
    '/tournaments',
    `/tournaments/${w.tournamentId}`,
    `/tournaments/${w.tournamentId}/edit`,
    '/statistics',
    '/calendar',
    '/calendar?view=week',
    '/calendar?view=day',
    '/profile',
    '/my-bag',
    '/courses',
    `/courses/${w.courseId}`,
    `/courses/${w.courseId}/stats`,
    `/courses/${w.courseId}/tee/yellow/hole/1`,
    '/import',
    '/export',
    '/users',
    '/import_golf_course_api',
  ];
}

/** The routes of a visitor who is not signed in, the 404 page included. */
export const PUBLIC_ROUTES: readonly string[] = ['/', '/login', '/register', '/no-such-page'];
