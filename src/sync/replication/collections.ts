// Which RTDB path each collection replicates with, and what a pulled document needs besides its
// canonical shape.
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../../schemas/index.ts';
import { courseNameSortKey } from '../../data/course-name.ts';
import { golferNameKeys } from '../../data/golfer-name-keys.ts';
import { clampCardTimes, clampMarkTimes } from './client-times.ts';
import { COURSE_DIRECTORY_PATH, courseDirectoryEntry } from './course-directory.ts';
import type { DocWithDeleted, SchemaNode } from '../../backend/doc-shape.ts';
import { feedPath } from './feeds.ts';

export interface CollectionSpec {
  name: CollectionName;
  /** The RTDB path of the collection (docs/ARCHITECTURE.md, "Names"). */
  path: string;
  schema: SchemaNode;
  /**
   * Set when the user may read only one document of the path (userData/{uid}: the rules allow no
   * read of the whole path): the id of that document.
   */
  singleDocumentId?: string;
  /**
   * Set for the collections pulled through the user's change feed (feeds.ts): the feed's path. The
   * pull pages through the feed and reads each listed document at `path/{id}`.
   */
  feed?: string;
  /** Derived fields the server copy may lack or have stale (the course list's sort key, the golfer
   * directory's search keys): recomputed on every pulled document and every pushed state. */
  completePulled?: (doc: DocWithDeleted) => void;
  /** Set for a collection with a directory (courses: course-directory.ts): where each document's
   * entry lives and what it holds (null: none), written after each push of the document. */
  directory?: { path: string; entry: (doc: DocWithDeleted) => Record<string, string> | null };
  /** The state to send instead of a local one whose client time stamps run ahead of the server's
   * clock (score cards and shot marks: client-times.ts). */
  clampClientTimes?: (doc: DocWithDeleted, serverNow: number) => DocWithDeleted;
}

export function collectionSpecs(uid: string): Record<CollectionName, CollectionSpec> {
  const spec = (name: CollectionName, extra: Partial<CollectionSpec> = {}): CollectionSpec => ({
    name,
    path: RTDB_PATHS[name],
    schema: collectionSchemas[name],
    ...extra,
  });
  return {
    courses: spec('courses', {
      completePulled: (doc) => {
        if (typeof doc.name === 'string') doc.nameSort = courseNameSortKey(doc.name);
      },
      directory: { path: COURSE_DIRECTORY_PATH, entry: courseDirectoryEntry },
    }),
    scorecards: spec('scorecards', { feed: feedPath(uid, 'scorecards'), clampClientTimes: clampCardTimes }),
    matches: spec('matches', { feed: feedPath(uid, 'matches') }),
    tournaments: spec('tournaments', { feed: feedPath(uid, 'tournaments') }),
    users: spec('users', {
      completePulled: (doc) => {
        const name = (field: string) => (typeof doc[field] === 'string' ? (doc[field] as string) : undefined);
        const keys = golferNameKeys({ firstName: name('firstName'), lastName: name('lastName') });
        for (const [field, value] of Object.entries(keys)) {
          if (value === undefined) delete doc[field];
          else doc[field] = value;
        }
      },
    }),
    userdata: spec('userdata', { singleDocumentId: uid }),
    shotmarks: spec('shotmarks', { feed: feedPath(uid, 'shotmarks'), clampClientTimes: clampMarkTimes }),
  };
}
