// The users page's data (docs/ADMINISTRATION.md, "Pages", /users): an online read, by an administrator, of
// every golfer's public profile, their private e-mail (userData, readable by admins), the admin role list,
// and the score cards with the courses, from which each golfer's handicap index and last round are computed
// with the WHS code of src/domain. Not a replicated collection: an administrator's device holds only what
// concerns them personally, so this reads the server directly and needs a connection.
import { get, onValue, ref, type Database } from 'firebase/database';
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../schemas/index.ts';
import { handicapFromCards, roundOnTee } from '../domain/index.ts';
import type { CourseDoc, ScoreCardDoc, UserDoc } from '../data/types.ts';
import { countsInRecord } from '../data/card-rights.ts';
import { getFirebase } from '../sync/firebase.ts';
import { fromServer, type SchemaNode } from '../sync/replication/doc-shape.ts';

/** Thrown when an online administrator read cannot run: no connection, or the server refused it. */
export class AdminReadError extends Error {
  override readonly name = 'AdminReadError';
  constructor(
    readonly kind: 'offline' | 'denied' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Resolves once the database connection is up; rejects with an `offline` AdminReadError after `timeoutMs`. */
export function requireConnection(db: Database = getFirebase().db, timeoutMs = 5000, what = 'This page'): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new AdminReadError('offline', `${what} needs a connection: you are offline. Try again when connected.`));
  }
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      stop?.();
      reject(new AdminReadError('offline', `${what} needs a connection: the database cannot be reached. Try again when connected.`));
    }, timeoutMs);
    stop = onValue(ref(db, '.info/connected'), (snap) => {
      if (snap.val() !== true) return;
      clearTimeout(timer);
      // The first callback may run before onValue returns.
      queueMicrotask(() => stop?.());
      resolve();
    });
  });
}

function readError(err: unknown, path: string): AdminReadError {
  const message = err instanceof Error ? err.message : String(err);
  if (/permission/i.test(message)) {
    return new AdminReadError('denied', `The server refused to read "${path}": only administrators may, and this account is not one (any more).`, { cause: err });
  }
  if (/offline/i.test(message)) return new AdminReadError('offline', 'The connection was lost while reading: try again when connected.', { cause: err });
  return new AdminReadError('failed', `Reading "${path}" failed: ${message}`, { cause: err });
}

/** One RTDB path read whole, as raw JSON (null when empty). */
export async function readWhole(path: string, db: Database = getFirebase().db): Promise<unknown> {
  try {
    return (await get(ref(db, path))).val() as unknown;
  } catch (err) {
    throw readError(err, path);
  }
}

/** The live (not deleted) documents of a collection read whole, in the local database's shape. */
export async function readCollection<T extends object>(name: CollectionName, db: Database = getFirebase().db): Promise<T[]> {
  const raw = await readWhole(RTDB_PATHS[name], db);
  if (typeof raw !== 'object' || raw === null) return [];
  const schema = collectionSchemas[name] as unknown as SchemaNode;
  const out: T[] = [];
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const doc = fromServer(value, key, schema);
    if (!doc || doc._deleted) continue;
    const { _deleted: _tombstone, ...fields } = doc;
    out.push(fields as T);
  }
  return out;
}

export interface DirectoryRound {
  cardId: string;
  date: number;
  courseName: string;
  teeName: string;
  holesPlayed: number;
  shotCount: number;
  stableford: number;
}

export interface DirectoryEntry {
  uid: string;
  firstName: string;
  lastName: string;
  /** From the private user data (the sharing model), or the profile of older data; '' when unknown. */
  email: string;
  isAdmin: boolean;
  /** WHS index from the golfer's cards; null with fewer than 3 acceptable scores. */
  handicapIndex: number | null;
  /** The index on the profile (absent = 36), shown when the cards give none. */
  profileHandicap: number;
  rounds: number;
  lastRound: DirectoryRound | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Pure: the directory from what the reads returned (exported for the unit tests). */
export function buildDirectory(input: {
  users: readonly UserDoc[];
  /** `userData` as read (raw): only `email` is used. */
  userData: unknown;
  admins: unknown;
  cards: readonly ScoreCardDoc[];
  courses: readonly CourseDoc[];
}): DirectoryEntry[] {
  const teeOf = new Map<string, NonNullable<CourseDoc['tees']>[number]>();
  for (const c of input.courses) for (const t of c.tees ?? []) teeOf.set(`${c.id}/${t.id}`, t);
  const cardsOf = new Map<string, ScoreCardDoc[]>();
  // A golfer's record holds only the cards they agreed to, never a guest's round (card-rights.ts).
  for (const card of input.cards) {
    if (countsInRecord(card, card.userId)) cardsOf.set(card.userId, [...(cardsOf.get(card.userId) ?? []), card]);
  }
  const privateData = isRecord(input.userData) ? input.userData : {};
  const admins = isRecord(input.admins) ? input.admins : {};
  return input.users
    .map((u): DirectoryEntry => {
      const cards = cardsOf.get(u.id) ?? [];
      const played = cards.filter((c) => c.holes.some((h) => h.shotCount !== 0));
      const last = played.reduce<ScoreCardDoc | null>((a, c) => (!a || c.date > a.date ? c : a), null);
      const index = handicapFromCards(played.map((c) => roundOnTee(c, teeOf.get(`${c.courseId}/${c.teeId}`)))).index;
      const data = privateData[u.id];
      const privateEmail = isRecord(data) && typeof data.email === 'string' ? data.email : '';
      const profileEmail = (u as { email?: unknown }).email;
      return {
        uid: u.id,
        firstName: u.firstName ?? '',
        lastName: u.lastName ?? '',
        email: privateEmail || (typeof profileEmail === 'string' ? profileEmail : ''),
        isAdmin: admins[u.id] === true,
        handicapIndex: index,
        profileHandicap: u.handicapGolf ?? u.handicap ?? 36,
        rounds: played.length,
        lastRound: last
          ? {
              cardId: last.id,
              date: last.date,
              courseName: last.courseName,
              teeName: last.teeName,
              holesPlayed: last.holes.filter((h) => h.shotCount !== 0).length,
              shotCount: last.shotCount,
              stableford: last.stableford,
            }
          : null,
      };
    })
    .sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`) || a.uid.localeCompare(b.uid));
}

/** Every golfer with their e-mail, role, handicap index and last round, read from the server now. */
export async function loadAdminDirectory(db: Database = getFirebase().db): Promise<DirectoryEntry[]> {
  await requireConnection(db, 5000, 'The users list');
  const [users, userData, admins, cards, courses] = await Promise.all([
    readCollection<UserDoc>('users', db),
    readWhole(RTDB_PATHS.userdata, db),
    readWhole('admins', db),
    readCollection<ScoreCardDoc>('scorecards', db),
    readCollection<CourseDoc>('courses', db),
  ]);
  return buildDirectory({ users, userData, admins, cards, courses });
}
