// The query for one pull page after a checkpoint, in the (updatedAt, key) order of `order`: shared by
// the collection pull (pull.ts, ordered by the documents' updatedAt) and the feed pull (feed-pull.ts,
// ordered by the feed entries' values).
import { limitToFirst, query, startAfter, startAt, type DatabaseReference, type Query, type QueryConstraint } from 'firebase/database';
import { pullStart, type RtdbCheckpoint } from './checkpoint.ts';

export function pageQuery(base: DatabaseReference, order: QueryConstraint, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Query {
  if (!checkpoint) return query(base, order, limitToFirst(batchSize));
  const start = pullStart(checkpoint);
  // Keys pulled in the checkpoint's millisecond are asked for again (and skipped by selectPage).
  return start.startAt
    ? query(base, order, startAt(checkpoint.updatedAt), limitToFirst(batchSize + start.extra))
    : query(base, order, startAfter(checkpoint.updatedAt, checkpoint.id), limitToFirst(batchSize));
}
