// The users page's data (docs/ADMINISTRATION.md, "Pages", /users): an online read, by an administrator, of
// the golfers' public profiles a page at a time (by last name, or found by name or e-mail), their private
// e-mail (userData, readable by admins), the admin role list, and each listed golfer's score cards with
// their courses, from which the handicap index and last round are computed with the WHS code of
// src/domain. Not a replicated collection: an administrator's device holds only what concerns them
// personally, so this reads the server directly and needs a connection; and a page at a time, never the
// whole directory (docs/ARCHITECTURE.md, "Course directory").
import { endAt, equalTo, get, limitToFirst, onValue, orderByChild, query, ref, startAfter, startAt, type Database, type QueryConstraint } from 'firebase/database';
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../schemas/index.ts';
import { DIRECTORY_SEARCH } from '../../schemas/limits.ts';
import { golferNameKey } from '../data/golfer-name-keys.ts';
import { handicapFromCards, roundOnTee } from '../domain/index.ts';
import type { CourseDoc, ScoreCardDoc, UserDoc } from '../data/types.ts';
import { countsInRecord } from '../data/card-rights.ts';
import { getFirebase } from '../backend/firebase.ts';
import { fromServer, type SchemaNode } from '../backend/doc-shape.ts';
import { isRecord } from '../domain/is-record.ts';

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

/** Golfers on one page of the users list. */
export const DIRECTORY_PAGE_SIZE = 50;

/** Where a page starts in one order: after this (value, key), or at the order's start (null). */
export interface DirectoryCursor {
  value: string | null;
  key: string;
}

/** Where the next page starts in each order the list reads ('end': that order has no more). */
export type DirectoryPosition = Record<string, DirectoryCursor | null | 'end'>;

export interface DirectoryPage {
  entries: DirectoryEntry[];
  /** The next page's position, or null on the last page. */
  next: DirectoryPosition | null;
}

interface Order {
  path: string;
  field: string;
  prefix?: string;
}

/**
 * The orders a list reads: every golfer by last name; or, for a search, the golfers whose last name
 * or first name starts with the text (folded as the profiles' keys are), or whose e-mail address starts
 * with it (only the address, once the text has an "@").
 */
function ordersFor(text: string): Record<string, Order> {
  const typed = text.trim();
  if (typed === '') return { last: { path: RTDB_PATHS.users, field: 'lastNameSort' } };
  const email: Order = { path: RTDB_PATHS.userdata, field: 'email', prefix: typed.toLowerCase() };
  if (typed.includes('@')) return { email };
  const prefix = golferNameKey(typed);
  return { last: { path: RTDB_PATHS.users, field: 'lastNameSort', prefix }, first: { path: RTDB_PATHS.users, field: 'nameSort', prefix }, email };
}

/** One page of an order: up to `size` keys after the cursor, and the cursor after them (or 'end'). */
async function pageOf(db: Database, order: Order, from: DirectoryCursor | null, size: number): Promise<{ keys: string[]; next: DirectoryCursor | 'end' }> {
  const constraints: QueryConstraint[] = [orderByChild(order.field)];
  if (from) constraints.push(startAfter(from.value, from.key));
  else if (order.prefix !== undefined) constraints.push(startAt(order.prefix));
  if (order.prefix !== undefined) constraints.push(endAt(order.prefix + DIRECTORY_SEARCH.prefixEnd));
  constraints.push(limitToFirst(size + 1));
  let snap;
  try {
    snap = await get(query(ref(db, order.path), ...constraints));
  } catch (err) {
    throw readError(err, order.path);
  }
  const rows: DirectoryCursor[] = [];
  snap.forEach((child) => {
    const v: unknown = child.child(order.field).val();
    if (child.key !== null) rows.push({ key: child.key, value: typeof v === 'string' ? v : null });
  });
  const kept = rows.slice(0, size);
  return { keys: kept.map((r) => r.key), next: rows.length > size ? (kept.at(-1) as DirectoryCursor) : 'end' };
}

/** The directory entries of these golfers: their profiles, e-mail, role, cards and the cards' courses. */
async function entriesOf(db: Database, uids: readonly string[]): Promise<DirectoryEntry[]> {
  const read = (path: string) => readWhole(path, db);
  const usersSchema = collectionSchemas.users as unknown as SchemaNode;
  const cardsSchema = collectionSchemas.scorecards as unknown as SchemaNode;
  const [profiles, privateData, admins, cardLists] = await Promise.all([
    Promise.all(uids.map((uid) => read(`${RTDB_PATHS.users}/${uid}`))),
    Promise.all(uids.map((uid) => read(`${RTDB_PATHS.userdata}/${uid}`))),
    read('admins'),
    Promise.all(
      uids.map(async (uid) => {
        try {
          return (await get(query(ref(db, RTDB_PATHS.scorecards), orderByChild('userId'), equalTo(uid)))).val() as unknown;
        } catch (err) {
          throw readError(err, RTDB_PATHS.scorecards);
        }
      }),
    ),
  ]);
  const live = <T,>(raw: unknown, key: string, schema: SchemaNode): T | null => {
    const doc = fromServer(raw, key, schema);
    if (!doc || doc._deleted) return null;
    const { _deleted: _tombstone, ...fields } = doc;
    return fields as T;
  };
  const users = uids.map((uid, i) => live<UserDoc>(profiles[i], uid, usersSchema)).filter((u): u is UserDoc => u !== null);
  const cards = cardLists.flatMap((list) =>
    isRecord(list) ? Object.entries(list).map(([id, raw]) => live<ScoreCardDoc>(raw, id, cardsSchema)).filter((c): c is ScoreCardDoc => c !== null) : [],
  );
  const courseIds = [...new Set(cards.map((c) => c.courseId))];
  const courseSchema = collectionSchemas.courses as unknown as SchemaNode;
  const courses = (await Promise.all(courseIds.map((id) => read(`${RTDB_PATHS.courses}/${id}`))))
    .map((raw, i) => live<CourseDoc>(raw, courseIds[i] as string, courseSchema))
    .filter((c): c is CourseDoc => c !== null);
  const userData = Object.fromEntries(uids.map((uid, i) => [uid, privateData[i]]));
  return buildDirectory({ users, userData, admins, cards, courses });
}

/**
 * One page of the users list, read from the server now: every golfer by last name (`text` empty), or
 * those found by `text` (see ordersFor); `from` is the previous page's `next` (null: the first page).
 */
export async function loadDirectoryPage(text: string, from: DirectoryPosition | null, db: Database = getFirebase().db, size = DIRECTORY_PAGE_SIZE): Promise<DirectoryPage> {
  await requireConnection(db, 5000, 'The users list');
  const orders = Object.entries(ordersFor(text));
  const pages = await Promise.all(
    orders.map(async ([name, order]) => {
      const at = from?.[name] ?? null;
      return [name, at === 'end' ? { keys: [], next: 'end' as const } : await pageOf(db, order, at, size)] as const;
    }),
  );
  const uids = [...new Set(pages.flatMap(([, p]) => p.keys))];
  const next: DirectoryPosition = Object.fromEntries(pages.map(([name, p]) => [name, p.next]));
  return { entries: await entriesOf(db, uids), next: Object.values(next).every((n) => n === 'end') ? null : next };
}
