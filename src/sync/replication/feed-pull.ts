// One page of a feed pull: the entries of the user's change feed after the checkpoint (ordered by
// their server time, then key), then each listed document read on its own, in parallel, under its
// own read rule. A document the rules now refuse (or that is gone) is one this golfer lost access to
// (left a match, removed from a tournament): it is handed to RxDB as deleted, so it leaves the device;
// the server copy is untouched. A document never stored here is skipped. RxDB's downstream keeps local
// changes that were not pushed yet, so such a deletion never eats unsent work.
import { get, limitToFirst, orderByValue, query, ref, startAfter, startAt } from 'firebase/database';
import type { ReplicationPullHandlerResult, WithDeleted } from 'rxdb';
import { pullStart, selectPage, type PagePosition, type RtdbCheckpoint } from './checkpoint.ts';
import type { EngineContext } from './context.ts';
import { canonicalDoc, fromServer, type DocWithDeleted, type PlainDoc } from './doc-shape.ts';
import { classifyError } from './errors.ts';

type PullResult = ReplicationPullHandlerResult<PlainDoc, RtdbCheckpoint>;
const LOST = Symbol('lost');

async function readDocument(ctx: EngineContext, id: string): Promise<DocWithDeleted | typeof LOST> {
  try {
    const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}`)));
    const doc = snap.exists() ? fromServer(snap.val(), id, ctx.spec.schema) : null;
    if (!doc) return LOST;
    ctx.spec.completePulled?.(doc);
    return doc;
  } catch (err) {
    if (classifyError(err) === 'rejected') return LOST;
    throw err;
  }
}

export async function pullFeedPage(ctx: EngineContext, feed: string, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Promise<PullResult> {
  const base = ref(ctx.db, feed);
  const order = orderByValue();
  let q = query(base, order, limitToFirst(batchSize));
  if (checkpoint) {
    const start = pullStart(checkpoint);
    q = start.startAt
      ? query(base, order, startAt(checkpoint.updatedAt), limitToFirst(batchSize + start.extra))
      : query(base, order, startAfter(checkpoint.updatedAt, checkpoint.id), limitToFirst(batchSize));
  }
  const snap = await ctx.connection.unlessStopped(get(q));
  const rows: PagePosition[] = [];
  snap.forEach((entry) => {
    const at: unknown = entry.val();
    if (entry.key !== null) rows.push({ key: entry.key, updatedAt: typeof at === 'number' ? at : null });
  });
  const page = selectPage(rows, checkpoint, batchSize);
  const ids = page.take.map((r) => r.key);
  const read = await Promise.all(ids.map((id) => readDocument(ctx, id)));
  const lost = ids.filter((_, i) => read[i] === LOST);
  const local = lost.length > 0 ? await ctx.readLocal(lost) : new Map<string, PlainDoc>();
  const documents: DocWithDeleted[] = [];
  read.forEach((doc, i) => {
    if (doc !== LOST) {
      documents.push(doc);
      return;
    }
    const held = local.get(ids[i] as string);
    if (held && held._deleted !== true) documents.push({ ...canonicalDoc(held, ctx.spec.schema), _deleted: true });
  });
  return { documents: documents as WithDeleted<PlainDoc>[], checkpoint: page.checkpoint };
}
