// The pull checkpoint: the position of the last pulled document in the order
// `orderByChild('updatedAt')` gives, i.e. (updatedAt, key). `updatedAt` is a server timestamp, so
// no client clock ever decides what is "newer". Documents written before this app (no `updatedAt`)
// sort first, as RTDB sorts null first; their checkpoint has `updatedAt: null`.

export interface RtdbCheckpoint {
  updatedAt: number | null;
  id: string;
  /**
   * Keys already pulled whose `updatedAt` equals this one (see "same server millisecond" below);
   * empty (or absent, in checkpoints stored before) when the pull is on the plain cursor.
   */
  sameTime?: string[];
  /**
   * The kept collections' pull (kept-pull.ts): each kept document's `updatedAt` as last stored here (0
   * for one the server holds without it, or not at all), so only changed documents are read again.
   */
  kept?: Record<string, number>;
}

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function int32Key(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const n = Number(key);
  return n >= INT32_MIN && n <= INT32_MAX ? n : null;
}

/** RTDB's key order: 32-bit integer keys first, numerically, then the other keys as strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const ia = int32Key(a);
  const ib = int32Key(b);
  if (ia !== null && ib !== null) return ia - ib === 0 ? a.length - b.length : ia - ib;
  if (ia !== null) return -1;
  if (ib !== null) return 1;
  return a < b ? -1 : 1;
}

/** Order of two positions as `orderByChild('updatedAt')` sorts them (null first, ties by key). */
export function compareCheckpoints(a: RtdbCheckpoint, b: RtdbCheckpoint): number {
  if (a.updatedAt !== b.updatedAt) {
    if (a.updatedAt === null) return -1;
    if (b.updatedAt === null) return 1;
    return a.updatedAt - b.updatedAt;
  }
  return compareKeys(a.id, b.id);
}

/** Whether a document at `position` is one the puller has not seen yet. */
export function isAfterCheckpoint(position: RtdbCheckpoint, checkpoint: RtdbCheckpoint | undefined): boolean {
  return checkpoint === undefined || compareCheckpoints(position, checkpoint) > 0;
}

// Writes landing in the same server millisecond. A cursor (updatedAt, key) alone would miss a
// document written in the checkpoint's millisecond after the pull, when its key sorts before the
// checkpoint's (a device pushing a batch writes many documents within one millisecond while others
// pull). So the checkpoint also lists the keys already pulled at its `updatedAt`, and the next pull
// starts *at* that millisecond and skips only those keys. The list is capped: past the cap (a bulk
// import stamped with one timestamp) the pull falls back to the plain cursor.
// Every checkpoint carries `sameTime`, empty on the plain cursor: RxDB merges a page's checkpoint
// into the previous one (Object.assign), so a checkpoint without the field would inherit the
// previous page's list and the pull would fetch the same page again and again.
export const SAME_TIME_CAP = 500;

export interface PagePosition {
  key: string;
  updatedAt: number | null;
}

const hasList = (checkpoint: RtdbCheckpoint): boolean => (checkpoint.sameTime?.length ?? 0) > 0;

/** Where the next pull query starts and how many more rows it must ask for (the skipped ones). */
export function pullStart(checkpoint: RtdbCheckpoint): { startAt: boolean; extra: number } {
  const extra = checkpoint.sameTime?.length ?? 0;
  return extra > 0 ? { startAt: true, extra } : { startAt: false, extra: 0 };
}

/**
 * Given the rows a pull query returned (in query order), which to hand to RxDB (at most
 * `batchSize`) and the checkpoint after them.
 */
export function selectPage<T extends PagePosition>(
  rows: T[],
  checkpoint: RtdbCheckpoint | undefined,
  batchSize: number,
): { take: T[]; checkpoint: RtdbCheckpoint | undefined } {
  const seen = new Set(checkpoint?.sameTime ?? []);
  const fresh = rows.filter((r) => !(checkpoint && r.updatedAt === checkpoint.updatedAt && seen.has(r.key)));
  const take = fresh.slice(0, batchSize);
  const last = take.at(-1);
  if (!last) return { take, checkpoint };
  const next: RtdbCheckpoint = { updatedAt: last.updatedAt, id: last.key, sameTime: [] };
  // Still in the checkpoint's millisecond: extend its list, or stay on the plain cursor if it had
  // none (capped, or written before the list existed).
  const continues = checkpoint !== undefined && checkpoint.updatedAt === last.updatedAt;
  if (continues && !hasList(checkpoint)) return { take, checkpoint: next };
  const sameTime = new Set(continues ? seen : []);
  for (const r of take) if (r.updatedAt === last.updatedAt) sameTime.add(r.key);
  if (sameTime.size <= SAME_TIME_CAP) next.sameTime = [...sameTime];
  return { take, checkpoint: next };
}
