// What `npm run migrate` writes into a database left by the previous app version (docs/ARCHITECTURE.md,
// "Security rules"): a pure function from the old data to multi-path updates, so it can be tested
// without a server.
//   - e-mail addresses leave the public profiles (`users/{uid}/email`) for `userData/{uid}/email`;
//   - tournaments get `playerIds` (the membership the rules read) from their `players` list;
//   - courses bigger than a course may be (COURSE_LIMITS) keep what fits (`fitCourse`);
//   - documents without `updatedAt` (written before the app stamped it) get the server's time;
//   - score cards without a revision (`rev`, docs/ARCHITECTURE.md, "Security rules", the revision) get 1,
//     the revision every card of the new release carries; a card whose revision a phone of the
//     previous release dropped since (its whole-card write) starts again at 1 on its next write;
//   - every score card, match and tournament gets a feed entry for each of its readers, so every
//     golfer's device finds them in its change feed;
//   - every course gets its directory entry (name, sort key, geohash of its position) and every public
//     profile its name search keys, so golfers find them on the server (docs/ARCHITECTURE.md, "Course
//     directory").
// Every touched document gets `updatedAt` = server time, so devices pull the new state.
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../schemas/index.ts';
import { DIRECTORY_SEARCH } from '../../schemas/limits.ts';
import { fitCourse } from '../../src/data/course-limits.ts';
import { courseNameSortKey } from '../../src/data/course-name.ts';
import { golferNameKeys } from '../../src/data/golfer-name-keys.ts';
import { courseDirectoryEntry } from '../../src/sync/replication/course-directory.ts';
import { fromServer, type SchemaNode } from '../../src/backend/doc-shape.ts';
import { tournamentPlayerIds } from '../../src/data/migrations.ts';
import type { PlainDoc } from '../../src/backend/doc-shape.ts';
import { FEED_COLLECTIONS, feedPath, readersOf, type LocalLookup } from '../../src/sync/replication/feeds.ts';

export const SERVER_TIME = { '.sv': 'timestamp' } as const;

type Docs = Record<string, PlainDoc>;
/** The old database, by RxDB collection name (each a map of id -> document as stored). */
export type OldData = Partial<Record<CollectionName, Docs | null>>;

function isDoc(v: unknown): v is PlainDoc {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** RTDB returns arrays as arrays or index maps: the list of players either way. */
function playersOf(v: unknown): { userId: string }[] {
  const list = Array.isArray(v) ? v : isDoc(v) ? Object.values(v) : [];
  return list.filter((p): p is { userId: string } => isDoc(p) && typeof p.userId === 'string');
}

function lookupOver(data: OldData): LocalLookup {
  const docs = (name: CollectionName) => Object.entries(data[name] ?? {}).map(([id, d]): PlainDoc => ({ ...d, id }));
  return {
    get: (name, id) => Promise.resolve(data[name]?.[id] ? { ...data[name]?.[id], id } : null),
    where: (name, field, value) => Promise.resolve(docs(name).filter((d) => d[field] === value)),
  };
}

export async function migrationUpdates(old: OldData): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const touched = new Set<string>();
  const touch = (path: string, field: string, value: unknown) => {
    out[`${path}/${field}`] = value;
    touched.add(path);
  };

  // Tournaments first: card and match readers depend on their playerIds.
  const data: OldData = { ...old, tournaments: { ...(old.tournaments ?? {}) } };
  for (const [id, t] of Object.entries(data.tournaments ?? {})) {
    if (!isDoc(t) || t.playerIds !== undefined) continue;
    const playerIds = tournamentPlayerIds(playersOf(t.players));
    if (!playerIds) continue;
    (data.tournaments as Docs)[id] = { ...t, playerIds };
    touch(`tournaments/${id}`, 'playerIds', playerIds);
  }

  for (const [id, c] of Object.entries(old.courses ?? {})) {
    if (!isDoc(c)) continue;
    // RTDB may return a stored array as an index map: read it as the list it is.
    const tees = isDoc(c.tees) ? Object.values(c.tees) : c.tees;
    const course = { ...c, tees };
    const fitted = fitCourse(course);
    if (fitted !== course) touch(`courses/${id}`, 'tees', fitted.tees);
    const shaped = fromServer({ ...fitted, nameSort: typeof c.name === 'string' ? courseNameSortKey(c.name) : c.nameSort }, id, collectionSchemas.courses as unknown as SchemaNode);
    if (shaped && shaped.nameSort !== c.nameSort && !shaped._deleted) touch(`courses/${id}`, 'nameSort', shaped.nameSort);
    out[`${DIRECTORY_SEARCH.coursesPath}/${id}`] = shaped ? courseDirectoryEntry(shaped) : null;
  }

  for (const [uid, profile] of Object.entries(old.users ?? {})) {
    if (!isDoc(profile)) continue;
    const name = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const keys = golferNameKeys({ firstName: name(profile.firstName), lastName: name(profile.lastName) });
    for (const [field, value] of Object.entries(keys)) {
      if (profile[field] !== value) touch(`users/${uid}`, field, value ?? null);
    }
  }

  for (const [uid, profile] of Object.entries(old.users ?? {})) {
    if (!isDoc(profile) || typeof profile.email !== 'string') continue;
    touch(`users/${uid}`, 'email', null);
    const existing = old.userdata?.[uid];
    if (isDoc(existing)) touch(`userData/${uid}`, 'email', profile.email);
    else {
      out[`userData/${uid}`] = { id: uid, email: profile.email, updatedAt: SERVER_TIME };
    }
  }

  for (const [id, card] of Object.entries(old.scorecards ?? {})) {
    if (isDoc(card) && typeof card.rev !== 'number') touch(`${RTDB_PATHS.scorecards}/${id}`, 'rev', 1);
  }

  for (const name of Object.keys(RTDB_PATHS) as CollectionName[]) {
    for (const [id, doc] of Object.entries(old[name] ?? {})) {
      if (isDoc(doc) && typeof doc.updatedAt !== 'number') touched.add(`${RTDB_PATHS[name]}/${id}`);
    }
  }
  for (const path of touched) out[`${path}/updatedAt`] = SERVER_TIME;

  const lookup = lookupOver(data);
  for (const name of FEED_COLLECTIONS) {
    for (const [id, doc] of Object.entries(data[name] ?? {})) {
      if (!isDoc(doc)) continue;
      for (const uid of await readersOf(name, { ...doc, id }, lookup)) out[`${feedPath(uid, name)}/${id}`] = SERVER_TIME;
    }
  }
  return out;
}

/** Splits one update into several of at most `maxPaths` paths (one PATCH each). */
export function chunkUpdates(updates: Record<string, unknown>, maxPaths: number): Record<string, unknown>[] {
  const entries = Object.entries(updates);
  const chunks: Record<string, unknown>[] = [];
  for (let i = 0; i < entries.length; i += maxPaths) chunks.push(Object.fromEntries(entries.slice(i, i + maxPaths)));
  return chunks;
}
