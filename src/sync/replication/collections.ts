// Which RTDB path each collection replicates with, and what a pulled document needs besides its
// canonical shape.
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../../schemas/index.ts';
import { courseNameSortKey } from '../../data/course-name.ts';
import type { DocWithDeleted, SchemaNode } from './doc-shape.ts';

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
  /** Derived local fields the server copy may lack or have stale (the course list's sort key). */
  completePulled?: (doc: DocWithDeleted) => void;
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
    }),
    scorecards: spec('scorecards'),
    matches: spec('matches'),
    tournaments: spec('tournaments'),
    users: spec('users'),
    userdata: spec('userdata', { singleDocumentId: uid }),
  };
}
