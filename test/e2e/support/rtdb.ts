// Reads and writes the run's RTDB as admin (the server's `owner` token bypasses the rules), through
// its REST face: for seeding data a test needs and for checking what the app wrote.
import { courseDirectoryEntry, COURSE_DIRECTORY_PATH } from '../../../src/sync/replication/course-directory.ts';
import { e2eContext } from './context.ts';

/** Firebase's server timestamp placeholder, for seeding `updatedAt` as the app's writes get it. */
export const SERVER_TIMESTAMP = { '.sv': 'timestamp' } as const;

async function call(method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
  const { rtdbUrl, projectId } = e2eContext();
  const clean = path.replace(/^\/+|\/+$/g, '');
  const res = await fetch(`${rtdbUrl}/${clean}.json?ns=${projectId}`, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`RTDB ${method} /${clean}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

const COURSE_PATH = /^courses\/([^/]+)$/;

/**
 * Replaces the value at `path` (e.g. `courses/c1`). A whole course gets its directory entry too, as the
 * app's push writes one (docs/ARCHITECTURE.md, "Course directory"): its creator's devices keep it, and
 * golfers find it by name or place.
 */
export async function seed(path: string, value: unknown): Promise<unknown> {
  const written = await call('PUT', path, value);
  const course = COURSE_PATH.exec(path.replace(/^\/+|\/+$/g, ''));
  if (course && typeof value === 'object' && value !== null) {
    const doc = value as Record<string, unknown>;
    await call('PUT', `${COURSE_DIRECTORY_PATH}/${course[1]}`, courseDirectoryEntry({ ...doc, _deleted: doc.deleted === true }));
  }
  return written;
}
/** Updates the given children of `path`. */
export const seedMerge = (path: string, value: Record<string, unknown>): Promise<unknown> => call('PATCH', path, value);
export const readData = (path: string): Promise<unknown> => call('GET', path);
/**
 * Tells these golfers' devices that a seeded card, match or tournament changed: a feed entry per
 * golfer (`feeds/{uid}/{collection}/{id}`), as the app's own push writes them. Documents seeded with
 * `seed` reach a device only through its golfer's feed (docs/ARCHITECTURE.md, "Sync").
 */
export const announceTo = (uids: readonly string[], collectionPath: 'scoreCards' | 'matches' | 'tournaments', id: string): Promise<unknown> =>
  call('PATCH', 'feeds', Object.fromEntries(uids.map((uid) => [`${uid}/${collectionPath}/${id}`, SERVER_TIMESTAMP])));
export const removeData = (path: string): Promise<unknown> => call('DELETE', path);
