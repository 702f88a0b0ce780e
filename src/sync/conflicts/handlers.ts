// The conflict handlers the session passes to openUserDatabase (src/data/database.ts) so that RxDB
// resolves replication conflicts the way the sync engine expects:
// - every collection compares documents in their canonical, server-stored shape (src/backend/doc-shape.ts), so
//   what RTDB drops or reshapes never counts as a change (without that RxDB sees endless conflicts);
// - score cards merge hole by hole, each hole field by field (scorecards.ts); a value typed on this
//   device that the merge replaced is reported to the golfer (../merge-notices.ts);
// - users and userdata merge field by field against the base: their fields are independent (a
//   profile name and a handicap; the round in play, the bag and the display style), so keeping a
//   field only this device changed is obviously right; a field both changed keeps the server's;
//   userdata's saved courses and golfers merge id by id (mergeIdSets);
// - shot marks merge mark by mark, by id (shotmarks.ts): the player and the marker may both mark offline;
// - a match merges field by field against the base, its players, cards and sides id by id (matches.ts);
// - courses and tournaments keep the server state: their fields depend on each other (tees and holes;
//   a tournament's rounds and players), so mixing two versions could make a document neither device
//   wrote.
import type { RxConflictHandler, WithDeleted } from 'rxdb';
import { collectionSchemas, type CollectionName } from '../../../schemas/index.ts';
import type { DocTypes } from '../../data/types.ts';
import { canonicalDoc, sameDoc, type DocWithDeleted, type PlainDoc, type SchemaNode } from '../../backend/doc-shape.ts';
import { asIdSet, mergeFieldByField, mergeIdSets } from './field-merge.ts';
import { mergeMatches } from './matches.ts';
import { mergeScoreCards, replacedHoleValues } from './scorecards.ts';
import { mergeShotMarks } from './shotmarks.ts';
import { reportReplacedValues } from '../merge-notice-report.ts';
import { syncText } from '../i18n/index.ts';

type Merge = (ours: DocWithDeleted, theirs: DocWithDeleted, base: DocWithDeleted | undefined) => DocWithDeleted;

/** The score card merge, telling the golfer (merge-notices.ts) when a value typed here was replaced. */
const scoreCards: Merge = (ours, theirs, base) => {
  const merged = mergeScoreCards(ours, theirs, base);
  const id = typeof ours.id === 'string' ? ours.id : '';
  const courseName = typeof merged.courseName === 'string' ? merged.courseName : syncText.t('course.fallback');
  reportReplacedValues({ id, courseName }, replacedHoleValues(ours, merged, base));
  return merged;
};

const serverWins: Merge = (_ours, theirs) => theirs;

const fieldWise: Merge = mergeFieldByField;

/** The sets of ids in a golfer's private data (docs/ARCHITECTURE.md, "Course directory"). */
const ID_SETS = ['savedCourses', 'savedGolfers'] as const;

/** userData: field by field, its sets of ids id by id. */
const userDataWise: Merge = (ours, theirs, base) => {
  const merged: DocWithDeleted = { ...fieldWise(ours, theirs, base) };
  for (const field of ID_SETS) {
    const set = mergeIdSets(asIdSet(ours[field]), asIdSet(theirs[field]), base ? asIdSet(base[field]) : undefined);
    if (set) merged[field] = set;
    else delete merged[field];
  }
  return merged;
};

function handler<T>(schema: SchemaNode, merge: Merge): RxConflictHandler<T> {
  const canon = (d: WithDeleted<T>) => canonicalDoc(d as unknown as PlainDoc, schema);
  return {
    isEqual: (a, b) => sameDoc(a as unknown as PlainDoc, b as unknown as PlainDoc, schema),
    resolve: (i) => {
      const base = i.assumedMasterState ? canon(i.assumedMasterState) : undefined;
      const merged = merge(canon(i.newDocumentState), canon(i.realMasterState), base);
      // Both inputs are documents of this collection and the merge only recombines their fields.
      return Promise.resolve(merged as unknown as WithDeleted<T>);
    },
  };
}

export { mergeIdSets };

export type SyncConflictHandlers = { [K in CollectionName]: RxConflictHandler<DocTypes[K]> };

/** Creates the handlers of every collection (pass to openUserDatabase's `conflictHandlers`). */
export function createConflictHandlers(): SyncConflictHandlers {
  return {
    scorecards: handler(collectionSchemas.scorecards, scoreCards),
    users: handler(collectionSchemas.users, fieldWise),
    userdata: handler(collectionSchemas.userdata, userDataWise),
    courses: handler(collectionSchemas.courses, serverWins),
    matches: handler(collectionSchemas.matches, mergeMatches),
    tournaments: handler(collectionSchemas.tournaments, serverWins),
    shotmarks: handler(collectionSchemas.shotmarks, mergeShotMarks),
  };
}

export const conflictHandlers: SyncConflictHandlers = createConflictHandlers();
