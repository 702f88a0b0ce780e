// The directory searches on the server (docs/ARCHITECTURE.md, "Course directory"): the bounded prefix
// queries the rules allow, the only reads of courses and profiles a device makes beyond what it keeps.
//   - courses by name: `directory/courses` ordered by `nameSort`, the folded prefix, one page;
//   - courses by place: the geohash cells around the point, 5 characters (about 5 km) first, wider
//     cells (4, then 3) while fewer than a page were found; the entries sorted by distance;
//   - one course by its id: its entry (a link to a course the phone does not keep);
//   - golfers by name: `users` ordered by `nameSort` and by `lastNameSort`, the two pages merged.
// A search while the connection is down fails at once (get() would wait for it), and one the server does
// not answer in time fails too: the screens then say the search needs a connection.
import { endAt, get, limitToFirst, orderByChild, query, ref, startAt, type Database } from 'firebase/database';
import { collectionSchemas } from '../../schemas/index.ts';
import { DIRECTORY_SEARCH } from '../../schemas/limits.ts';
import { cellsAround, decodeGeohash, distanceMeters, type LatLng } from '../domain/index.ts';
import { courseNameSortKey } from '../data/course-name.ts';
import { DIRECTORY_MIN_LETTERS, DirectoryUnreachableError, type CourseHit, type DirectorySearch } from '../data/directory.ts';
import { golferNameKey, golferNameKeys } from '../data/golfer-name-keys.ts';
import type { UserDoc } from '../data/types.ts';
import { fromServer, type SchemaNode } from './doc-shape.ts';
import { isRecord } from '../domain/is-record.ts';

/** How long a search waits for the server's answer. */
const ANSWER_MS = 10_000;
/** Geohash precisions tried by a search by place, finest first. */
const PRECISIONS = [5, 4, DIRECTORY_SEARCH.cellMin];

export interface DirectoryConnection {
  readonly isOnline: boolean;
  waitOnline(): Promise<void>;
}

function withinTime<T>(answer: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DirectoryUnreachableError('The server did not answer the search.')), ANSWER_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

function courseHit(id: string, entry: unknown, from?: LatLng): CourseHit | null {
  if (!isRecord(entry) || typeof entry.name !== 'string') return null;
  const position = typeof entry.geohash === 'string' ? decodeGeohash(entry.geohash) : undefined;
  return {
    id,
    name: entry.name,
    ...(position ? { position } : {}),
    ...(from && position ? { distance: distanceMeters(from, position) } : {}),
  };
}

export function directorySearch(db: Database, connection: DirectoryConnection): DirectorySearch {
  /** One page of `path` whose `field` starts with `prefix`, in the query's order. */
  async function page(path: string, field: string, prefix: string, limit: number): Promise<[string, unknown][]> {
    if (!connection.isOnline) throw new DirectoryUnreachableError('The search needs a connection.');
    const q = query(ref(db, path), orderByChild(field), startAt(prefix), endAt(prefix + DIRECTORY_SEARCH.prefixEnd), limitToFirst(limit));
    const snap = await withinTime(get(q));
    const rows: [string, unknown][] = [];
    snap.forEach((child) => {
      if (child.key !== null) rows.push([child.key, child.val() as unknown]);
    });
    return rows;
  }

  const coursesPage = (field: string, prefix: string, limit: number) => page(DIRECTORY_SEARCH.coursesPath, field, prefix, limit);

  return {
    async coursesByName(text) {
      const prefix = courseNameSortKey(text);
      if (prefix.length < DIRECTORY_MIN_LETTERS) return [];
      const rows = await coursesPage('nameSort', prefix, DIRECTORY_SEARCH.nameResults);
      return rows.map(([id, entry]) => courseHit(id, entry)).filter((h): h is CourseHit => h !== null);
    },

    async coursesNear(point) {
      const found = new Map<string, CourseHit>();
      for (const precision of PRECISIONS) {
        const pages = await Promise.all(cellsAround(point, precision).map((cell) => coursesPage('geohash', cell, DIRECTORY_SEARCH.cellResults)));
        for (const [id, entry] of pages.flat()) {
          const hit = courseHit(id, entry, point);
          if (hit) found.set(id, hit);
        }
        if (found.size >= DIRECTORY_SEARCH.nameResults) break;
      }
      return [...found.values()].sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity)).slice(0, DIRECTORY_SEARCH.nameResults);
    },

    async courseById(id) {
      if (!connection.isOnline) throw new DirectoryUnreachableError('The search needs a connection.');
      const snap = await withinTime(get(ref(db, `${DIRECTORY_SEARCH.coursesPath}/${id}`)));
      return courseHit(id, snap.val() as unknown);
    },

    whenOnline: () => connection.waitOnline(),

    async golfersByName(text) {
      const prefix = golferNameKey(text);
      if (prefix.length < DIRECTORY_MIN_LETTERS) return [];
      // One order after the other: two queries of the same location in flight at once share the SDK's
      // cache of it.
      const pages = [await page('users', 'nameSort', prefix, DIRECTORY_SEARCH.nameResults), await page('users', 'lastNameSort', prefix, DIRECTORY_SEARCH.nameResults)];
      const schema = collectionSchemas.users as unknown as SchemaNode;
      const found = new Map<string, UserDoc>();
      for (const [id, raw] of pages.flat()) {
        const doc = fromServer(raw, id, schema);
        if (!doc || doc._deleted) continue;
        const { _deleted: _tombstone, ...profile } = doc;
        const user = profile as UserDoc;
        found.set(id, { ...user, ...golferNameKeys(user) });
      }
      return [...found.values()]
        .sort((a, b) => (a.nameSort ?? '').localeCompare(b.nameSort ?? '') || a.id.localeCompare(b.id))
        .slice(0, DIRECTORY_SEARCH.nameResults);
    },
  };
}
