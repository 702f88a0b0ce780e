// The pull of a kept collection (courses, public profiles; docs/ARCHITECTURE.md, "Course directory"):
// the device holds only the documents it keeps (kept.ts), so the pull works on those ids, never on the
// collection: it grows with what the golfer uses, not with the database.
//   1. Documents held here that are no longer kept are handed to RxDB as deleted, so they leave the
//      device (the server copy is untouched). RxDB's downstream keeps a document with local changes
//      not pushed yet (a course created offline): it leaves only once pushed, if nothing keeps it then.
//   2. For every kept id, the server's `updatedAt` is read (a few bytes; the listeners of
//      kept-watch.ts hold them, so these reads are answered from the SDK's cache); a document whose
//      stamp differs from the one stored here (the checkpoint's `kept` map) is read whole.
// A document the server does not hold (created offline, not pushed yet) is left alone.
import { get, ref } from 'firebase/database';
import type { ReplicationPullHandlerResult, WithDeleted } from 'rxdb';
import type { RtdbCheckpoint } from './checkpoint.ts';
import type { EngineContext, KeptSource } from './context.ts';
import { canonicalDoc, fromServer, SERVER_TIMESTAMP_FIELD, serverUpdatedAt, type DocWithDeleted, type PlainDoc } from '../../backend/doc-shape.ts';

type PullResult = ReplicationPullHandlerResult<PlainDoc, RtdbCheckpoint>;

async function stampOf(ctx: EngineContext, id: string): Promise<number> {
  const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}/${SERVER_TIMESTAMP_FIELD}`)));
  const at: unknown = snap.val();
  return typeof at === 'number' ? at : 0;
}

/** The document as the server holds it, with the stamp it carries (null when there is none). */
async function readWhole(ctx: EngineContext, id: string): Promise<{ doc: DocWithDeleted | null; stamp: number }> {
  const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}`)));
  const raw: unknown = snap.val();
  const doc = snap.exists() ? fromServer(raw, id, ctx.spec.schema) : null;
  if (doc) ctx.spec.completePulled?.(doc);
  return { doc, stamp: serverUpdatedAt(raw) ?? 0 };
}

export async function pullKeptPage(ctx: EngineContext, source: KeptSource, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Promise<PullResult> {
  const known: Record<string, number> = { ...(checkpoint?.kept ?? {}) };
  const next = (): RtdbCheckpoint => ({ updatedAt: checkpoint?.updatedAt ?? null, id: checkpoint?.id ?? '', sameTime: [], kept: known });
  const [kept, held] = await Promise.all([source.ids(), source.held()]);
  const documents: DocWithDeleted[] = [];

  const dropped = held.filter((id) => !kept.has(id)).slice(0, batchSize);
  if (dropped.length > 0) {
    const local = await ctx.readLocal(dropped);
    for (const id of dropped) {
      const doc = local.get(id);
      if (doc && doc._deleted !== true) documents.push({ ...canonicalDoc(doc, ctx.spec.schema), _deleted: true });
      delete known[id];
    }
    if (documents.length >= batchSize) return { documents: documents as WithDeleted<PlainDoc>[], checkpoint: next() };
  }
  for (const id of Object.keys(known)) if (!kept.has(id)) delete known[id];

  const ids = [...kept].sort();
  const stamps = await Promise.all(ids.map((id) => stampOf(ctx, id)));
  const changed = ids.filter((id, i) => known[id] !== stamps[i]).slice(0, batchSize - documents.length);
  const read = await Promise.all(changed.map((id) => readWhole(ctx, id)));
  read.forEach(({ doc, stamp }, i) => {
    known[changed[i] as string] = stamp;
    if (doc) documents.push(doc);
  });
  return { documents: documents as WithDeleted<PlainDoc>[], checkpoint: next() };
}
