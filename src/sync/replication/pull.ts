// The pull handler: the documents changed after the checkpoint: through the user's change feed
// (feed-pull.ts) for cards, matches and tournaments, among the kept ids (kept-pull.ts) for courses and
// public profiles, as one document for userData; a whole collection by its `updatedAt` otherwise (a
// replication of a collection the golfer may read whole: an admin's tools and the tests).
//
// `get()` waits for the connection without any timeout, so an offline pull does not call it: it
// answers "nothing new" at once and the reconnection triggers a RESYNC (stream.ts), which pulls
// again from the same checkpoint. A get() that was sent before the connection dropped completes
// after the reconnection; sync stopping abandons it.
import { get, orderByChild, ref } from 'firebase/database';
import type { ReplicationPullHandlerResult, WithDeleted } from 'rxdb';
import { isAfterCheckpoint, selectPage, type PagePosition, type RtdbCheckpoint } from './checkpoint.ts';
import { pageQuery } from './page-query.ts';
import type { EngineContext } from './context.ts';
import { fromServer, SERVER_TIMESTAMP_FIELD, serverUpdatedAt, type DocWithDeleted, type PlainDoc } from '../../backend/doc-shape.ts';
import { describeError, errorKind } from './errors.ts';
import { pullFeedPage } from './feed-pull.ts';
import { pullKeptPage } from './kept-pull.ts';
import { waitBeforeRetry } from './retry.ts';

type PullResult = ReplicationPullHandlerResult<PlainDoc, RtdbCheckpoint>;

function pulled(ctx: EngineContext, raw: unknown, key: string): DocWithDeleted | null {
  const doc = fromServer(raw, key, ctx.spec.schema);
  if (doc) ctx.spec.completePulled?.(doc);
  return doc;
}

async function pullPage(ctx: EngineContext, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Promise<PullResult> {
  const q = pageQuery(ref(ctx.db, ctx.spec.path), orderByChild(SERVER_TIMESTAMP_FIELD), checkpoint, batchSize);
  const snap = await ctx.connection.unlessStopped(get(q));
  const rows: (PagePosition & { raw: unknown })[] = [];
  // forEach walks the children in the query's order, (updatedAt, key).
  snap.forEach((child) => {
    const raw: unknown = child.val();
    if (child.key !== null) rows.push({ key: child.key, updatedAt: serverUpdatedAt(raw), raw });
  });
  const page = selectPage(rows, checkpoint, batchSize);
  const documents: DocWithDeleted[] = [];
  for (const row of page.take) {
    const doc = pulled(ctx, row.raw, row.key);
    if (doc) documents.push(doc);
  }
  return { documents: documents as WithDeleted<PlainDoc>[], checkpoint: page.checkpoint };
}

async function pullSingle(ctx: EngineContext, id: string, checkpoint: RtdbCheckpoint | undefined): Promise<PullResult> {
  const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}`)));
  const raw: unknown = snap.val();
  const position = { updatedAt: serverUpdatedAt(raw), id };
  const doc = snap.exists() ? pulled(ctx, raw, id) : null;
  if (!doc || !isAfterCheckpoint(position, checkpoint)) return { documents: [], checkpoint };
  return { documents: [doc as WithDeleted<PlainDoc>], checkpoint: position };
}

export function createPullHandler(ctx: EngineContext) {
  return async (checkpoint: RtdbCheckpoint | undefined, batchSize: number): Promise<PullResult> => {
    const nothing: PullResult = { documents: [], checkpoint };
    for (;;) {
      if (ctx.connection.isStopped || !ctx.connection.isOnline) return nothing;
      try {
        const { singleDocumentId: id, feed } = ctx.spec;
        const result =
          id !== undefined
            ? await pullSingle(ctx, id, checkpoint)
            : feed !== undefined
              ? await pullFeedPage(ctx, feed, checkpoint, batchSize)
              : ctx.kept !== undefined
                ? await pullKeptPage(ctx, ctx.kept, checkpoint, batchSize)
                : await pullPage(ctx, checkpoint, batchSize);
        ctx.backoff.reset();
        ctx.status.markSynced();
        ctx.counters.pulled += result.documents.length;
        return result;
      } catch (err) {
        if (ctx.connection.isStopped) return nothing;
        const kind = errorKind(ctx, err);
        ctx.status.reportError({ kind, collection: ctx.spec.name, message: `pull: ${describeError(err)}` });
        // A read the rules refuse stays refused until something changes; the next RESYNC retries.
        if (kind === 'rejected') return nothing;
        await waitBeforeRetry(ctx);
      }
    }
  };
}
