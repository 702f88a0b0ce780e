// Documents and a seeded database for the security rules cases. The documents are typed with the
// schema-derived types, so a schema change that the fixtures no longer fit fails the type check.
import type { CourseDoc, MatchDoc, ScoreCardDoc, ScoreCardHole, ShotMarkEntry, ShotMarksDoc, TournamentDoc, UserDataDoc, UserDoc } from '../../../src/data/types.ts';

/** What `serverTimestamp()` sends: the server resolves it to its clock, which the rules call `now`. */
export const SERVER_TS = { '.sv': 'timestamp' } as const;

/** An instant before any write of the cases (the documents' stored `updatedAt`). */
export const EARLIER = 1_700_000_000_000;

/** The users of the cases: `admin` holds the admin role, the others are plain users; carol is the
 * outsider who shares nothing with the others. */
export const USERS = ['alice', 'bob', 'carol', 'dave', 'admin'] as const;
export type CaseUser = (typeof USERS)[number];

type Stored<T> = T & { updatedAt: number | typeof SERVER_TS; deleted?: boolean };

export function course(id: string, creatorId: string, over: Partial<CourseDoc> = {}): Stored<CourseDoc> {
  return {
    id,
    name: 'Old Course',
    nameSort: 'old course',
    creationDate: EARLIER - 10_000,
    lastModifiedDate: EARLIER - 10_000,
    creatorId,
    tees: [
      {
        id: 'tee-1',
        name: 'Championship',
        type: 'Golf',
        colour: 'white',
        holeCount: 2,
        cr: 72.1,
        slope: 131,
        holes: [
          { number: 1, hcp: 7, par: 4, distance: 370 },
          { number: 2, hcp: 15, par: 3, distance: 160, obstacles: [{ name: 'Pond', latitude: 56.34, longitude: -2.8 }] },
        ],
      },
    ],
    updatedAt: EARLIER,
    ...over,
  };
}

export function hole(number: number, over: Partial<ScoreCardHole> = {}): ScoreCardHole {
  return {
    number,
    hcp: number,
    par: 4,
    extraShots: 1,
    shotCount: 5,
    puttCount: 2,
    bunkerCount: 0,
    penaltyCount: 0,
    fairway: 1,
    gir: 2,
    clubs: ['driver', 'pw'],
    modifiedAt: EARLIER - 5_000,
    ...over,
  };
}

export function scoreCard(id: string, userId: string, creatorId: string, matchId = '', over: Partial<ScoreCardDoc> = {}): Stored<ScoreCardDoc> {
  return {
    id,
    date: EARLIER - 20_000,
    creationDate: EARLIER - 30_000,
    modifiedDate: EARLIER - 5_000,
    courseName: 'Old Course',
    courseId: 'c1',
    teeId: 'tee-1',
    teeName: 'Championship',
    holeCount: 2,
    holes: [hole(1), hole(2)],
    shotCount: 10,
    stableford: 4,
    handicap: 18,
    handicapGolf: 17.2,
    handicapPitchAndPutt: 10,
    isCompetition: false,
    userId,
    creatorId,
    matchId,
    tournamentId: '',
    updatedAt: EARLIER,
    ...over,
  };
}

export function match(id: string, creatorId: string, players: string[], over: Partial<MatchDoc> = {}): Stored<MatchDoc> {
  return {
    id,
    date: EARLIER - 20_000,
    creationDate: EARLIER - 30_000,
    modifiedDate: EARLIER - 30_000,
    courseId: 'c1',
    tournamentId: '',
    isCompetition: false,
    creatorId,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    userId: creatorId,
    players: Object.fromEntries(players.map((p) => [p, 1 as const])),
    scoreCards: ['sc1'],
    holeCount: 18,
    updatedAt: EARLIER,
    ...over,
  };
}

export function tournament(id: string, organizerId: string, over: Partial<TournamentDoc> = {}): Stored<TournamentDoc> {
  return {
    id,
    name: 'Club Championship',
    creationDate: EARLIER - 30_000,
    modifiedDate: EARLIER - 30_000,
    organizer: { id: organizerId, name: organizerId },
    players: [{ userId: organizerId, name: organizerId }],
    playerIds: { [organizerId]: 1 },
    updatedAt: EARLIER,
    ...over,
  };
}

export function user(id: string, over: Partial<UserDoc> = {}): Stored<UserDoc> {
  return { id, firstName: id, lastName: 'Golfer', handicap: 18.4, updatedAt: EARLIER, ...over };
}

export function userData(id: string, over: Partial<UserDataDoc> = {}): Stored<UserDataDoc> {
  return {
    id,
    inPlay: { scoreCardId: 'sc1', currentHole: 3 },
    bag: [{ id: 'driver', name: 'Driver', type: 'Driver', loft: 10.5, distance: 230 }],
    displayStyle: 'Default Colors',
    email: `${id}@example.com`,
    updatedAt: EARLIER,
    ...over,
  };
}

/** A mark where the ball lay (St Andrews, Old Course: the 1st fairway). */
export function shotMark(id: string, over: Partial<ShotMarkEntry> = {}): ShotMarkEntry {
  return { id, latitude: 56.3431, longitude: -2.8046, accuracy: 4, club: 'driver', at: EARLIER - 4_000, ...over };
}

/** A card's shot marks: two on its first hole. */
export function shotMarks(cardId: string, userId: string, over: Partial<ShotMarksDoc> = {}): Stored<ShotMarksDoc> {
  return { id: cardId, userId, holes: [{ number: 1, marks: [shotMark('k1', { tee: true }), shotMark('k2', { latitude: 56.345 })] }], updatedAt: EARLIER, ...over };
}

/** The uid of each case user: the names themselves in memory, the Auth emulator's uids through the SDK. */
export type Uids = Record<CaseUser, string>;
export const NAMED_UIDS: Uids = { alice: 'alice', bob: 'bob', carol: 'carol', dave: 'dave', admin: 'admin' };

/** Each case user's sign-in e-mail address (`auth.token.email`): `<uid>@example.com` in memory (see
 * apply.ts), the Auth emulator accounts' own addresses through the SDK. */
export type Emails = Record<CaseUser, string>;
export const emailsOf = (u: Uids): Emails => Object.fromEntries(USERS.map((name) => [name, `${u[name]}@example.com`])) as Emails;

/**
 * The database every case starts from. alice organizes tournament t1 (players alice, bob, dave) and
 * created match m1 in it (players alice and bob), course c1, her card sc1 in m1 and bob's card sc3 in
 * m1 (she keeps the group's cards). carol shares nothing with them: she owns sc2 (no match). dave plays
 * in the tournament but not in m1.
 */
export function seed(u: Uids = NAMED_UIDS) {
  const inT1 = { tournamentId: 't1' };
  return {
    admins: { [u.admin]: true },
    courses: { c1: course('c1', u.alice) },
    directory: { courses: { c1: { name: 'Old Course', nameSort: 'old course', creatorId: u.alice, geohash: 'gcpvj0duq' } } },
    scoreCards: {
      sc1: scoreCard('sc1', u.alice, u.alice, 'm1', inT1),
      sc2: scoreCard('sc2', u.carol, u.carol),
      sc3: scoreCard('sc3', u.bob, u.alice, 'm1', inT1),
    },
    matches: { m1: match('m1', u.alice, [u.alice, u.bob], { ...inT1, scoreCards: ['sc1', 'sc3'], games: { skins: { basis: 'net', carryOver: true, value: 1 } } }) },
    tournaments: {
      t1: tournament('t1', u.alice, {
        players: [u.alice, u.bob, u.dave].map((id) => ({ userId: id, name: id })),
        playerIds: { [u.alice]: 1, [u.bob]: 1, [u.dave]: 1 },
      }),
    },
    users: { [u.alice]: user(u.alice), [u.bob]: user(u.bob), [u.carol]: user(u.carol), [u.dave]: user(u.dave) },
    userData: { [u.alice]: userData(u.alice), [u.bob]: userData(u.bob) },
    feeds: { [u.alice]: { scoreCards: { sc1: EARLIER, sc3: EARLIER }, matches: { m1: EARLIER }, tournaments: { t1: EARLIER } } },
  };
}

/** A copy of a document as the sync engine pushes it: the server sets `updatedAt`. */
export function pushed<T extends { updatedAt?: unknown }>(doc: T, over: Partial<T> = {}): T {
  return { ...doc, ...over, updatedAt: SERVER_TS };
}
