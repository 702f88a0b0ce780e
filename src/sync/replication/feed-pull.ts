// One page of a feed pull: the entries of the user's change feed after the checkpoint (ordered by
// their server time, then key), then each listed document read on its own, in parallel, under its
// own read rule. A document the rules now refuse (or that is gone) is one this golfer lost access to
// (left a match, removed from a tournament): it is handed to RxDB as deleted, so it leaves the device;
// the server copy is untouched. A document never stored here is skipped. RxDB's downstream keeps local
// changes that were not pushed yet, so such a deletion never eats unsent work.
//
// Read-ahead: RxDB asks for one page at a time and stores it while it asks for the next. A page's
// checkpoint is known as soon as its feed entries are read, so the reader starts the next pages
// (their feed read and their documents' get()s) at once instead of after the whole page came back:
// the connection stays busy while RxDB writes. This is safe with any delay between reading and
// handing over: a document changed after it was read gets a feed entry with a later server time, so
// a later page pulls it again. A page read ahead is used only for the exact checkpoint it was read
// from; any other request starts afresh.
import { get, orderByValue, ref } from 'firebase/database';
import type { ReplicationPullHandlerResult, WithDeleted } from 'rxdb';
import { selectPage, type PagePosition, type RtdbCheckpoint } from './checkpoint.ts';
import { pageQuery } from './page-query.ts';
import type { EngineContext } from './context.ts';
import { canonicalDoc, fromServer, type DocWithDeleted, type PlainDoc } from '../../backend/doc-shape.ts';
import { errorKind } from './errors.ts';

type PullResult = ReplicationPullHandlerResult<PlainDoc, RtdbCheckpoint>;
const LOST = Symbol('lost');

/** Pages read ahead of the one RxDB asked for (bounds the documents held in memory). */
export const READ_AHEAD_PAGES = 3;
/** A page read ahead but not asked for within this time is read again. */
const READ_AHEAD_TTL_MS = 10_000;

async function readDocument(ctx: EngineContext, id: string): Promise<DocWithDeleted | typeof LOST> {
  try {
    const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}`)));
    const doc = snap.exists() ? fromServer(snap.val(), id, ctx.spec.schema) : null;
    if (!doc) return LOST;
    ctx.spec.completePulled?.(doc);
    return doc;
  } catch (err) {
    if (errorKind(ctx, err) === 'rejected') return LOST;
    throw err;
  }
}

/** What the server said for one page: its feed entries, then its documents. */
interface Page {
  from: string;
  startedAt: number;
  /** The page's entries: the checkpoint after them, and whether the feed may hold more. */
  entries: Promise<{ ids: string[]; checkpoint: RtdbCheckpoint | undefined; full: boolean }>;
  documents: Promise<(DocWithDeleted | typeof LOST)[]>;
}

const keyOf = (checkpoint: RtdbCheckpoint | undefined, batchSize: number) => `${batchSize}|${JSON.stringify(checkpoint ?? null)}`;

function readPage(ctx: EngineContext, feed: string, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Page {
  const entries = (async () => {
    const q = pageQuery(ref(ctx.db, feed), orderByValue(), checkpoint, batchSize);
    const snap = await ctx.connection.unlessStopped(get(q));
    const rows: PagePosition[] = [];
    snap.forEach((entry) => {
      const at: unknown = entry.val();
      if (entry.key !== null) rows.push({ key: entry.key, updatedAt: typeof at === 'number' ? at : null });
    });
    const page = selectPage(rows, checkpoint, batchSize);
    return { ids: page.take.map((r) => r.key), checkpoint: page.checkpoint, full: page.take.length === batchSize };
  })();
  const documents = entries.then(({ ids }) => Promise.all(ids.map((id) => readDocument(ctx, id))));
  // A page read ahead may fail (offline, sync stopped) before anyone asks for it; whoever asks gets
  // the error then.
  documents.catch(() => undefined);
  return { from: keyOf(checkpoint, batchSize), startedAt: Date.now(), entries, documents };
}

/** One collection's feed pages: the page asked for and the next ones, read ahead. */
class FeedReader {
  private ahead: Page[] = [];
  /** Bumped when the pages read ahead are dropped, so a read-ahead still under way stops. */
  private generation = 0;

  constructor(
    private readonly ctx: EngineContext,
    private readonly feed: string,
  ) {}

  /** The page starting at `checkpoint`: the one read ahead for it, or a new read. */
  take(checkpoint: RtdbCheckpoint | undefined, batchSize: number): Page {
    const next = this.ahead[0];
    if (next && next.from === keyOf(checkpoint, batchSize) && Date.now() - next.startedAt < READ_AHEAD_TTL_MS) {
      this.ahead.shift();
      return next;
    }
    this.drop();
    return readPage(this.ctx, this.feed, checkpoint, batchSize);
  }

  /** Reads the pages after `page` until READ_AHEAD_PAGES are under way or the feed ends. */
  async readAhead(page: Page, batchSize: number): Promise<void> {
    const generation = this.generation;
    let last = this.ahead.at(-1) ?? page;
    while (this.ahead.length < READ_AHEAD_PAGES) {
      const { checkpoint, full } = await last.entries;
      if (generation !== this.generation || !full || this.ctx.connection.isStopped) return;
      // Another call may have extended the queue meanwhile.
      if (this.ahead.length > 0 && last !== this.ahead.at(-1)) {
        last = this.ahead.at(-1) as Page;
        continue;
      }
      last = readPage(this.ctx, this.feed, checkpoint, batchSize);
      this.ahead.push(last);
    }
  }

  drop(): void {
    this.ahead = [];
    this.generation++;
  }
}

const readers = new WeakMap<EngineContext, FeedReader>();

function readerOf(ctx: EngineContext, feed: string): FeedReader {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = new FeedReader(ctx, feed);
    readers.set(ctx, reader);
  }
  return reader;
}

/**
 * The documents after `checkpoint`, `batchSize` of them unless the feed ends first. Pages whose
 * documents were skipped (never stored here and no longer readable) are topped up from the next
 * page: RxDB takes a short page for the end of the feed and would stop pulling there.
 */
export async function pullFeedPage(ctx: EngineContext, feed: string, checkpoint: RtdbCheckpoint | undefined, batchSize: number): Promise<PullResult> {
  const reader = readerOf(ctx, feed);
  const documents: DocWithDeleted[] = [];
  let at = checkpoint;
  try {
    for (;;) {
      const page = reader.take(at, batchSize);
      void reader.readAhead(page, batchSize).catch(() => undefined);
      const { ids, checkpoint: next, full } = await page.entries;
      const read = await page.documents;
      const lost = ids.filter((_, i) => read[i] === LOST);
      const local = lost.length > 0 ? await ctx.readLocal(lost) : new Map<string, PlainDoc>();
      read.forEach((doc, i) => {
        if (doc !== LOST) {
          documents.push(doc);
          return;
        }
        const held = local.get(ids[i] as string);
        if (held && held._deleted !== true) documents.push({ ...canonicalDoc(held, ctx.spec.schema), _deleted: true });
      });
      at = next;
      if (!full || documents.length >= batchSize || ctx.connection.isStopped) break;
    }
  } catch (err) {
    reader.drop();
    throw err;
  }
  return { documents: documents as WithDeleted<PlainDoc>[], checkpoint: at };
}
