// The databases of the directory bench (docs/ARCHITECTURE.md, "Course directory"), written straight into
// the server's tree (no client, no rules: seeding 40,000 courses through clients would take the bench's
// whole time): courses with 18 holes of coordinates on two tees, their directory entries, public profiles
// with their search keys, and one golfer's own data (cards in their feed, a match, saved courses and a
// saved golfer). A cluster of courses lies around one place, as courses do around a city; the rest are
// spread over the world. Names come from short word lists, so the searched prefixes have their page of
// answers in the small database too.
import { collectionSchemas } from '../../schemas/index.ts';
import type { CourseDoc, MatchDoc } from '../../src/data/types.ts';
import { courseNameSortKey } from '../../src/data/course-name.ts';
import { golferNameKeys } from '../../src/data/golfer-name-keys.ts';
import { courseDirectoryEntry } from '../../src/sync/replication/course-directory.ts';
import { toServer } from '../../src/backend/doc-shape.ts';
import type { RtdbServer } from '../../emulator/rtdb/index.ts';
import { card } from './sync-seed.ts';

export const GOLFER = 'dir-golfer';
const PARTNERS = ['dir-partner-1', 'dir-partner-2'];
const SAVED_GOLFER = 'dir-saved-golfer';
/** Where the cluster of courses lies (and the nearby searches look). */
export const CLUSTER = { latitude: 40.4168, longitude: -3.7038 };
const CLUSTER_COURSES = 40;
const CARDS = 20;

const FIRST_WORDS = ['Royal', 'Golf', 'Club', 'Real', 'Links', 'Country', 'Pine', 'Oak', 'Lake', 'River', 'Hill', 'Green', 'Old', 'New', 'Saint', 'Mount', 'Valley', 'Bay', 'Ocean', 'Desert'];
const PLACES = ['Alba', 'Bree', 'Corran', 'Dunmore', 'Elmira', 'Fenwick', 'Glenrock', 'Harlow', 'Inver', 'Jasper', 'Kenmare', 'Loch', 'Marlow', 'Norden', 'Orwell', 'Penrith', 'Quarry', 'Rosslare', 'Sutton', 'Tarbet'];
const FIRST_NAMES = ['Ana', 'Ben', 'Carla', 'Dario', 'Elena', 'Fran', 'Gus', 'Hana', 'Ivan', 'Julia', 'Kai', 'Lena', 'Marco', 'Nora', 'Omar', 'Pia', 'Quinn', 'Rosa', 'Sven', 'Tania'];
const LAST_NAMES = [
  'García', 'Martín', 'López', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Díaz', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez',
  'Vázquez', 'Ramos', 'Gil', 'Serrano', 'Blanco', 'Molina', 'Castro', 'Ortiz', 'Rubio', 'Marín', 'Sanz', 'Iglesias', 'Núñez', 'Medina', 'Garrido',
  'Cortés', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Méndez', 'Cruz', 'Calvo', 'Gallego', 'Vidal', 'León', 'Márquez', 'Herrera',
  'Peña', 'Flores', 'Cabrera', 'Campos', 'Vega',
];

export interface DirectorySize {
  courses: number;
  golfers: number;
}

/** What the golfer's first sync brings: their cards and match, and the courses and profiles they keep. */
export const EXPECTED = { scorecards: CARDS, matches: 1, courses: 6, users: 4 };

/** A deterministic random source (the same databases every run). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function course(i: number, at: { latitude: number; longitude: number }, creatorId: string, now: number): CourseDoc {
  const name = `${FIRST_WORDS[i % FIRST_WORDS.length]} ${PLACES[Math.floor(i / FIRST_WORDS.length) % PLACES.length]} ${i}`;
  const holes = Array.from({ length: 18 }, (_, h) => {
    const lat = at.latitude + (h % 6) * 0.0012;
    const lng = at.longitude + Math.floor(h / 6) * 0.0015;
    return {
      number: h + 1, hcp: ((h * 7) % 18) + 1, par: [4, 3, 5][h % 3] as number, distance: 150 + ((h * 37) % 350),
      teeLatitude: lat, teeLongitude: lng, latitude: lat + 0.0031, longitude: lng + 0.0004,
      greenFrontLatitude: lat + 0.0029, greenFrontLongitude: lng + 0.0004, greenEndLatitude: lat + 0.0033, greenEndLongitude: lng + 0.0004,
      middleLatitude: lat + 0.0015, middleLongitude: lng + 0.0002,
    };
  });
  const tee = (id: string, name: string, colour: 'white' | 'yellow', cr: number) => ({ id, name, type: 'Golf' as const, colour, holeCount: 18, holes, cr, slope: 125 });
  return {
    id: `-course${String(i).padStart(6, '0')}`, name, nameSort: courseNameSortKey(name), creationDate: now, lastModifiedDate: now, creatorId,
    tees: [tee('white', 'White', 'white', 72.1), tee('yellow', 'Yellow', 'yellow', 70.4)],
  };
}

function profile(uid: string, i: number, now: number) {
  const firstName = FIRST_NAMES[i % FIRST_NAMES.length] as string;
  const lastName = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length] as string;
  return { id: uid, firstName, lastName, ...golferNameKeys({ firstName, lastName }), handicap: 10 + (i % 30), updatedAt: now };
}

/** Seeds a database of `size`; returns how long it took (ms). */
export function seedDirectory(server: RtdbServer, size: DirectorySize): number {
  const t = performance.now();
  const now = Date.now() - 86_400_000;
  const next = random(42);
  const schema = collectionSchemas.courses;
  const courses: Record<string, unknown> = {};
  const entries: Record<string, unknown> = {};
  for (let i = 0; i < size.courses; i++) {
    const near = i < CLUSTER_COURSES;
    const at = near
      ? { latitude: CLUSTER.latitude + (next() - 0.5) * 0.3, longitude: CLUSTER.longitude + (next() - 0.5) * 0.4 }
      : { latitude: -50 + next() * 110, longitude: -130 + next() * 280 };
    // The golfer created one course (the last of the cluster).
    const c = course(i, at, i === CLUSTER_COURSES - 1 ? GOLFER : `creator-${i % 500}`, now);
    courses[c.id] = { ...toServer({ ...c, _deleted: false }, schema), updatedAt: now };
    entries[c.id] = courseDirectoryEntry({ ...c, _deleted: false });
  }
  const users: Record<string, unknown> = {};
  for (let i = 0; i < size.golfers; i++) users[`golfer-${String(i).padStart(6, '0')}`] = profile(`golfer-${String(i).padStart(6, '0')}`, i, now);
  [GOLFER, ...PARTNERS, SAVED_GOLFER].forEach((uid, i) => (users[uid] = profile(uid, i + 3, now)));

  // The golfer: cards on three courses, a match with two partners on a fourth, a saved course and golfer.
  const courseId = (i: number) => `-course${String(i).padStart(6, '0')}`;
  const cards: Record<string, unknown> = {};
  const feed: Record<string, number> = {};
  for (let i = 0; i < CARDS; i++) {
    const c = { ...card(i, GOLFER, now), id: `-dircard${String(i).padStart(4, '0')}`, courseId: courseId(100 + (i % 3)) };
    cards[c.id] = { ...toServer({ ...c, _deleted: false }, collectionSchemas.scorecards), updatedAt: now - CARDS + i };
    feed[c.id] = now - CARDS + i;
  }
  const match: MatchDoc = {
    id: '-dirmatch', date: now, creationDate: now, modifiedDate: now, courseId: courseId(200), tournamentId: '', isCompetition: false, scoreCards: [],
    creatorId: GOLFER, playMode: 'Individual', scoringMode: 'Stableford', userId: GOLFER, players: Object.fromEntries([GOLFER, ...PARTNERS].map((u) => [u, 1 as const])), holeCount: 18,
  };
  server.setData('courses', courses);
  server.setData('directory/courses', entries);
  server.setData('users', users);
  server.setData('scoreCards', cards);
  server.setData(`matches/${match.id}`, { ...toServer({ ...match, _deleted: false }, collectionSchemas.matches), updatedAt: now });
  server.setData(`feeds/${GOLFER}`, { scoreCards: feed, matches: { [match.id]: now } });
  server.setData(`userData/${GOLFER}`, {
    id: GOLFER, savedCourses: { [courseId(300)]: 1, [courseId(CLUSTER_COURSES - 1)]: 1 }, savedGolfers: { [SAVED_GOLFER]: 1 }, updatedAt: now,
  });
  return performance.now() - t;
}
